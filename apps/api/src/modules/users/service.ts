import type { Executor } from '@travesia/db';
import type { AdminUser, CompanyUser } from '@travesia/domain';
import type { AppContext } from '../../context';
import { unauthenticated, userNotFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { generateToken } from '../../lib/tokens';
import { getCompanyRow, toCompany } from '../companies/service';
import {
  type AdminUserRow,
  type ApproverRow,
  findSessionProfile,
  findUserProfileById,
  findUserProfilesByDocumento,
  insertUser,
  listApproversOf,
  listUserProfilesOfCompany,
  type UserProfileRow,
} from './repository';

export { findDirectoryCostCenter } from './directory-repository';
export type { ApproverRow, UserProfileRow, UserRow } from './repository';
/**
 * What other modules read of users and the writes they ask for (an account, a password, personal data, a travel
 * group); checks below.
 */
export {
  findTakenDocumentos,
  findUserInScope,
  findUserProfileById,
  findUserProfilesByDocumento,
  insertUser,
  listActiveUsersByIds,
  listActiveUsersOfCompany,
  listApproversOf,
  USER_DOCUMENTO_CONSTRAINT,
  updatePersonalData,
  updateUserPassword,
  updateUserTravelGroup,
} from './repository';

/** The user and their company, within the scope; anyone else is reported as missing. */
export async function getUserProfile(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<UserProfileRow> {
  const profile = await findUserProfileById(db, scope, userId);
  if (!profile) throw userNotFound();
  return profile;
}

/**
 * The user a documento names, as the actor may see them: the actor's own company first (a documento is unique
 * per company only), travellers only themselves. Anyone the actor may not see is reported as missing, with the
 * answer a documento nobody has gets, so a documento never tells whether its holder exists.
 */
export async function getVisibleUserProfileByDocumento(
  db: Executor,
  actor: SignedInUser,
  documento: string,
): Promise<UserProfileRow> {
  const profiles = await findUserProfilesByDocumento(db, scopeOf(actor), documento);
  const profile = profiles.find(({ user }) => user.companyId === actor.companyId) ?? profiles[0];
  if (!profile || (actor.role === 'viajero' && profile.user.id !== actor.id)) throw userNotFound();
  return profile;
}

function toAdminUser({ user, company }: AdminUserRow, approvers: ApproverRow[]): AdminUser {
  return {
    documento: user.documento,
    name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    company: toCompany(company),
    id_company: user.companyId,
    aprobadores: approvers
      .filter((approver) => approver.userId === user.id)
      .map((approver) => ({
        documento: approver.documento,
        name: approver.firstName,
        last_name: approver.lastName,
        email: approver.email,
      })),
    role: user.role,
  };
}

async function toAdminUsers(
  db: Executor,
  scope: TenantScope,
  profiles: UserProfileRow[],
): Promise<AdminUser[]> {
  const approvers = await listApproversOf(
    db,
    scope,
    profiles.map((profile) => profile.user.id),
  );
  return profiles.map((profile) => toAdminUser(profile, approvers));
}

export async function getAdminUserById(db: Executor, scope: TenantScope, userId: number): Promise<AdminUser> {
  const profile = await getUserProfile(db, scope, userId);
  const [adminUser] = await toAdminUsers(db, scope, [profile]);
  if (!adminUser) throw userNotFound();
  return adminUser;
}

/**
 * GET /api/me: the user behind the bearer token, checked and read in one prepared query, so the call the app
 * makes on every start costs one round trip (decision 022); unknown, expired or revoked tokens answer 401.
 */
export async function getSessionAdminUser(context: AppContext, tokenHash: string): Promise<AdminUser> {
  const row = await findSessionProfile(context.db, tokenHash, new Date());
  if (!row) throw unauthenticated();
  return toAdminUser(row, row.approvers);
}

/**
 * Travellers may only read themselves; approvers and administrators anyone of their company; the operator
 * anyone. Anyone else is reported as missing (getVisibleUserProfileByDocumento).
 */
export async function getAdminUserByDocumento(
  context: AppContext,
  actor: SignedInUser,
  documento: string,
): Promise<AdminUser> {
  const profile = await getVisibleUserProfileByDocumento(context.db, actor, documento);
  const [adminUser] = await toAdminUsers(context.db, scopeOf(actor), [profile]);
  if (!adminUser) throw userNotFound();
  return adminUser;
}

/** The users of a company with their id and state, as the administrator manages them. */
export async function toCompanyUsers(
  db: Executor,
  scope: TenantScope,
  profiles: UserProfileRow[],
): Promise<CompanyUser[]> {
  const adminUsers = await toAdminUsers(db, scope, profiles);
  return adminUsers.map((adminUser, index) => {
    const user = profiles[index]?.user;
    if (!user) throw new Error('A company user lost its profile');
    return {
      ...adminUser,
      id: user.id,
      is_active: user.isActive,
      signup_via: user.signupVia,
      awaiting_approval: user.awaitingApproval,
    };
  });
}

export async function listCompanyUsers(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<CompanyUser[]> {
  const scope = scopeOf(actor);
  await getCompanyRow(context, scope, companyId);
  const profiles = await listUserProfilesOfCompany(context.db, scope, companyId);
  return toCompanyUsers(context.db, scope, profiles);
}

/**
 * An account whose owner chooses the password through an e-mailed link (decision 035: the mailbox's holder sets
 * it). Until then its password is random and unknown to anyone.
 */
export async function createAccountWithoutPassword(
  db: Executor,
  values: Pick<
    Parameters<typeof insertUser>[1],
    'companyId' | 'documento' | 'firstName' | 'lastName' | 'email' | 'role'
  >,
): Promise<{ id: number }> {
  const passwordHash = await hashPassword(generateToken());
  return insertUser(db, { ...values, email: values.email.trim().toLowerCase(), passwordHash });
}
