import type { Role } from '@travesia/domain';

/** The user behind a valid bearer token, as the auth guard puts it on the request. */
export interface SignedInUser {
  id: number;
  companyId: number;
  role: Role;
  email: string;
  /** Hash of the bearer token, so sign-out can revoke exactly this session. */
  tokenHash: string;
}
