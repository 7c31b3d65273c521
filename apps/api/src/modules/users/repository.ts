import type { Executor } from '@travesia/db';
import { companies, type Database, sessions, userApprovers, users } from '@travesia/db';
import { canActAcrossCompanies, ROLES } from '@travesia/domain';
import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPerDatabase } from '../../lib/prepared-statement';
import { liveSessionConditions } from '../../lib/sessions';
import { inScope, type TenantScope } from '../../lib/tenant-scope';
import type { CompanyRow, CompanyViewRow } from '../companies/service';

/** Every column of a user but the password hash, which only sign-in and the password change read. */
const { passwordHash: _passwordHash, ...columnsButPasswordHash } = getTableColumns(users);
export const userColumns = columnsButPasswordHash;
export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;
export interface UserProfileRow {
  user: UserRow;
  company: CompanyRow;
}
/** What GET /api/me answers with: the user's card and company, no settings. */
export interface AdminUserRow {
  user: Pick<
    UserRow,
    'id' | 'companyId' | 'documento' | 'firstName' | 'lastName' | 'email' | 'phone' | 'role'
  >;
  company: CompanyViewRow;
}
export interface ApproverRow {
  userId: number;
  approverId: number;
  documento: string;
  firstName: string;
  lastName: string;
  email: string;
}

function selectUserProfiles(db: Executor, scope: TenantScope, condition: SQL | undefined) {
  return db
    .select({ user: userColumns, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(condition, inScope(scope, users.companyId)));
}

export async function findUserProfileById(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<UserProfileRow | undefined> {
  const [row] = await selectUserProfiles(db, scope, eq(users.id, userId)).limit(1);
  return row;
}

/** A documento is unique per company, so across companies (the operator's scope) it may match several users. */
export function findUserProfilesByDocumento(
  db: Executor,
  scope: TenantScope,
  documento: string,
): Promise<UserProfileRow[]> {
  return selectUserProfiles(db, scope, eq(users.documento, documento)).orderBy(asc(users.id));
}

export function listUserProfilesOfCompany(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<UserProfileRow[]> {
  return selectUserProfiles(db, scope, eq(users.companyId, companyId)).orderBy(
    asc(users.lastName),
    asc(users.id),
  );
}

const approver = alias(users, 'approver');

export function listApproversOf(db: Executor, scope: TenantScope, userIds: number[]): Promise<ApproverRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: userApprovers.userId,
      approverId: approver.id,
      documento: approver.documento,
      firstName: approver.firstName,
      lastName: approver.lastName,
      email: approver.email,
    })
    .from(userApprovers)
    .innerJoin(approver, eq(approver.id, userApprovers.approverId))
    .where(and(inArray(userApprovers.userId, userIds), inScope(scope, userApprovers.companyId)))
    .orderBy(asc(approver.lastName), asc(approver.firstName), asc(approver.id));
}

/**
 * GET /api/me in one prepared round trip: the live session, its user and company, and the user's approvers in
 * the order and scope `listApproversOf` gives them (the operador's approvers from any company).
 */
const CROSS_COMPANY_ROLES = ROLES.filter(canActAcrossCompanies);

const sessionProfileStatement = preparedPerDatabase((db) => {
  const approversOfUser = db
    .select({
      list: sql`coalesce(json_agg(json_build_object(
        'userId', ${userApprovers.userId}, 'approverId', ${approver.id}, 'documento', ${approver.documento},
        'firstName', ${approver.firstName}, 'lastName', ${approver.lastName}, 'email', ${approver.email}
      ) ORDER BY ${approver.lastName}, ${approver.firstName}, ${approver.id}), '[]'::json)`,
    })
    .from(userApprovers)
    .innerJoin(approver, eq(approver.id, userApprovers.approverId))
    .where(
      and(
        eq(userApprovers.userId, users.id),
        or(inArray(users.role, CROSS_COMPANY_ROLES), eq(userApprovers.companyId, users.companyId)),
      ),
    );
  // One JSON column rather than two dozen: the driver parses one value instead of mapping every column of the row.
  return db
    .select({
      profile: sql<SessionProfileJson>`json_build_object(
        'user', json_build_object('id', ${users.id}, 'companyId', ${users.companyId}, 'documento', ${users.documento},
          'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'email', ${users.email},
          'phone', ${users.phone}, 'role', ${users.role}),
        'company', json_build_object('id', ${companies.id}, 'userId', ${companies.userId}, 'name', ${companies.name},
          'description', ${companies.description}, 'logoUrl', ${companies.logoUrl}, 'taxId', ${companies.taxId},
          'phone', ${companies.phone}, 'email', ${companies.email}, 'address', ${companies.address},
          'city', ${companies.city}, 'country', ${companies.country}, 'isActive', ${companies.isActive},
          'createdAt', ${companies.createdAt}, 'updatedAt', ${companies.updatedAt},
          'idCompanyGroup', ${companies.idCompanyGroup}),
        'approvers', (${approversOfUser})
      )`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(liveSessionConditions(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .limit(1)
    .prepare('session_profile_json');
});

/** The session profile as PostgreSQL writes it: the company's timestamps as ISO text. */
interface SessionProfileJson {
  user: AdminUserRow['user'];
  company: Omit<CompanyViewRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
  approvers: ApproverRow[];
}

export async function findSessionProfile(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<(AdminUserRow & { approvers: ApproverRow[] }) | undefined> {
  const [row] = await sessionProfileStatement(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return undefined;
  const { user, company, approvers } = row.profile;
  return {
    user,
    company: { ...company, createdAt: new Date(company.createdAt), updatedAt: new Date(company.updatedAt) },
    approvers,
  };
}

export async function updateUserRow(
  db: Executor,
  scope: TenantScope,
  userId: number,
  changes: Partial<Pick<UserRow, 'role' | 'isActive'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .returning(userColumns);
  return row;
}

/**
 * Lets an account made with the invitation code in (active) or not (stays inactive), only if it still waits: the
 * conditional update settles it once even when two administrators decide at the same moment.
 */
export async function settleAwaitingApproval(
  db: Executor,
  scope: TenantScope,
  userId: number,
  isApproved: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ awaitingApproval: false, isActive: isApproved, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.awaitingApproval, true), inScope(scope, users.companyId)))
    .returning(userColumns);
  return row;
}

/** An account an e-mail already belongs to: its company, and the name its owner is greeted by. */
export interface EmailAccountRow {
  companyId: number;
  firstName: string;
}

/**
 * The accounts among `emails`, by e-mail. E-mails are unique across every company, so this looks in all of them:
 * callers must not tell an actor about another company's accounts (inviteeStandingOf).
 */
export async function findAccountsByEmail(
  db: Executor,
  emails: string[],
): Promise<Map<string, EmailAccountRow>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: users.email, companyId: users.companyId, firstName: users.firstName })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map(({ email, ...account }) => [email, account]));
}

/** Which of `documentos` already belong to a user of the company. */
export async function findTakenDocumentos(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  documentos: string[],
): Promise<Set<string>> {
  if (documentos.length === 0) return new Set();
  const rows = await db
    .select({ documento: users.documento })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.documento, documentos),
        inScope(scope, users.companyId),
      ),
    );
  return new Set(rows.map((row) => row.documento));
}

export async function updateUserPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<{ id: number }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('User insert returned no row');
  return row;
}

export async function findUserInScope(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .limit(1);
  return row;
}

/** The company's active users, by last name. */
export function listActiveUsersOfCompany(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<UserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), inScope(scope, users.companyId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The users among `userIds` that belong to `companyId` and are active. */
export function listActiveUsersByIds(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  userIds: number[],
): Promise<UserRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(userColumns)
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        inScope(scope, users.companyId),
      ),
    );
}

export type PersonalDataChanges = Pick<
  typeof users.$inferInsert,
  'firstName' | 'lastName' | 'phone' | 'documentType' | 'documento' | 'gender' | 'birthDate' | 'nationality'
>;

export const USER_DOCUMENTO_CONSTRAINT = 'users_company_documento_key';

export async function updatePersonalData(
  db: Executor,
  scope: TenantScope,
  userId: number,
  changes: Partial<PersonalDataChanges>,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Puts the user in a travel group (null: none); the policies module checks the group belongs to their company. */
export async function updateUserTravelGroup(
  db: Executor,
  scope: TenantScope,
  userId: number,
  travelGroupId: number | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ travelGroupId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .returning(userColumns);
  return row;
}
