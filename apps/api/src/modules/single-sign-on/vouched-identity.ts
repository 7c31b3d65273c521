import { emailSchema, personName } from '@travesia/domain';
import { SingleSignOnRefused } from './refusal';

/** Who the provider vouched for, once every check passed. */
export interface VouchedIdentity {
  email: string;
  firstname: string;
  lastName: string;
}

const givenName = personName('El nombre');
const familyName = personName('El apellido');

/**
 * What a provider's claims or assertion name, read with the rules a typed address and name follow: the provider is
 * the company's, not ours, so an address that is no address is refused, and a name the sign-up form would refuse is
 * left for the person to type (it only prefills the form).
 */
export function identityFromClaims(claimed: VouchedIdentity): VouchedIdentity {
  const email = emailSchema.safeParse(claimed.email);
  if (!email.success)
    throw new SingleSignOnRefused('email_not_verified', 'the e-mail claim is not an address');
  const nameOrBlank = (parsed: { success: boolean; data?: string }) =>
    parsed.success ? (parsed.data ?? '') : '';
  return {
    email: email.data,
    firstname: nameOrBlank(givenName.safeParse(claimed.firstname)),
    lastName: nameOrBlank(familyName.safeParse(claimed.lastName)),
  };
}
