/** The part of an e-mail after its last @, lower-cased. */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Whether `email` is an address of one of the company's e-mail domains. */
export function isEmailOfDomains(email: string, domains: readonly string[]): boolean {
  return domains.includes(emailDomainOf(email));
}
