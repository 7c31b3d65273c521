/** A person's name as lists, e-mails and SCIM write it: first name, a space, last name. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
