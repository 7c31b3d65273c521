import type { Executor } from '@travesia/db';
import { userDirectoryProfiles, users } from '@travesia/db';
import { INT4_MAX, normalizeEmail } from '@travesia/domain';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';
import { type UserRow, userColumns } from './repository';

/**
 * The users of a company as its directory sees them (SCIM, decision 046): every user of the company but those the
 * directory deleted, with what the directory keeps on them.
 */
export type DirectoryProfileRow = typeof userDirectoryProfiles.$inferSelect;
export interface DirectoryUserRow {
  user: UserRow;
  profile: DirectoryProfileRow | null;
}

/** One `attribute eq value` of a directory's filter; a list of them must all hold. */
export interface DirectoryUserCondition {
  attribute: 'userName' | 'externalId' | 'id';
  value: string;
}

/** A SCIM id is the user's id as text; any other text names nobody. */
export function parseDirectoryId(id: string): number | undefined {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const value = Number(id);
  return value >= 1 && value <= INT4_MAX ? value : undefined;
}

function conditionSql({ attribute, value }: DirectoryUserCondition): SQL {
  if (attribute === 'userName') return eq(users.email, normalizeEmail(value));
  if (attribute === 'externalId') return eq(userDirectoryProfiles.externalId, value);
  const id = parseDirectoryId(value);
  return id === undefined ? sql`false` : eq(users.id, id);
}

function visibleUsers(scope: TenantScope, companyId: number, conditions: readonly DirectoryUserCondition[]) {
  return and(
    eq(users.companyId, companyId),
    inScope(scope, users.companyId),
    isNull(userDirectoryProfiles.removedAt),
    ...conditions.map(conditionSql),
  );
}

function selectDirectoryUsers(db: Executor) {
  return db
    .select({ user: userColumns, profile: userDirectoryProfiles })
    .from(users)
    .leftJoin(userDirectoryProfiles, eq(userDirectoryProfiles.userId, users.id));
}

/** A page of the company's users that meet every condition, by id, and how many meet them in all. */
export async function listDirectoryUsers(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  conditions: readonly DirectoryUserCondition[],
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: DirectoryUserRow[] }> {
  const where = visibleUsers(scope, companyId, conditions);
  const [totals] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(userDirectoryProfiles, eq(userDirectoryProfiles.userId, users.id))
    .where(where);
  const rows =
    page.limit === 0
      ? []
      : await selectDirectoryUsers(db)
          .where(where)
          .orderBy(asc(users.id))
          .offset(page.offset)
          .limit(page.limit);
  return { total: totals?.total ?? 0, rows };
}

/** The user as the directory sees them; `forUpdate` locks the user's row until the transaction ends. */
export async function findDirectoryUser(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  userId: number,
  { forUpdate = false } = {},
): Promise<DirectoryUserRow | undefined> {
  const query = selectDirectoryUsers(db)
    .where(visibleUsers(scope, companyId, [{ attribute: 'id', value: String(userId) }]))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: users }) : query);
  return row;
}

/** The company's user with this e-mail, even one the directory deleted (who may come back), locked. */
export async function lockCompanyUserByEmail(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  email: string,
): Promise<DirectoryUserRow | undefined> {
  const [row] = await selectDirectoryUsers(db)
    .where(and(eq(users.companyId, companyId), inScope(scope, users.companyId), eq(users.email, email)))
    .limit(1)
    .for('update', { of: users });
  return row;
}

export type DirectoryAccountChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'documento'
    | 'documentType'
    | 'isActive'
    | 'awaitingApproval'
  >
>;

export async function updateDirectoryAccount(
  db: Executor,
  scope: TenantScope,
  userId: number,
  changes: DirectoryAccountChanges,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)));
}

export type DirectoryProfileValues = Omit<DirectoryProfileRow, 'createdAt' | 'updatedAt'>;

/** Writes what the directory keeps on the user, all of it: a replace, never a merge. */
export async function saveDirectoryProfile(db: Executor, values: DirectoryProfileValues): Promise<void> {
  const { userId: _userId, companyId: _companyId, ...changes } = values;
  await db
    .insert(userDirectoryProfiles)
    .values(values)
    .onConflictDoUpdate({ target: userDirectoryProfiles.userId, set: { ...changes, updatedAt: new Date() } });
}

/** The members of each travel group among `groupIds` the directory sees, by id. */
export async function listDirectoryMembersOf(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  groupIds: number[],
): Promise<{ groupId: number; userId: number; email: string }[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ groupId: users.travelGroupId, userId: users.id, email: users.email })
    .from(users)
    .leftJoin(userDirectoryProfiles, eq(userDirectoryProfiles.userId, users.id))
    .where(and(visibleUsers(scope, companyId, []), inArray(users.travelGroupId, groupIds)))
    .orderBy(asc(users.id));
  return rows.flatMap((row) => (row.groupId === null ? [] : [{ ...row, groupId: row.groupId }]));
}

/** Which of `userIds` the directory sees in the company. */
export async function findDirectoryUserIds(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userDirectoryProfiles, eq(userDirectoryProfiles.userId, users.id))
    .where(and(visibleUsers(scope, companyId, []), inArray(users.id, userIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Puts `userIds` of the company in the travel group (null: none). `fromGroupId` limits it to the users still in
 * that group, so taking someone out of a group never takes them out of the one they moved to since.
 */
export async function setTravelGroupOfUsers(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  userIds: number[],
  travelGroupId: number | null,
  fromGroupId?: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ travelGroupId, updatedAt: new Date() })
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.companyId, companyId),
        inScope(scope, users.companyId),
        fromGroupId === undefined ? undefined : eq(users.travelGroupId, fromGroupId),
      ),
    );
}

/** Takes every member out of the group, before it is deleted. */
export async function emptyTravelGroup(db: Executor, scope: TenantScope, groupId: number): Promise<void> {
  await db
    .update(users)
    .set({ travelGroupId: null, updatedAt: new Date() })
    .where(and(eq(users.travelGroupId, groupId), inScope(scope, users.companyId)));
}

export const DIRECTORY_EXTERNAL_ID_CONSTRAINT = 'user_directory_profiles_company_external_id_key';

/** The cost center the directory names for the user, as it wrote it; null when it names none. */
export async function findDirectoryCostCenter(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ costCenter: userDirectoryProfiles.costCenter })
    .from(userDirectoryProfiles)
    .where(and(eq(userDirectoryProfiles.userId, userId), inScope(scope, userDirectoryProfiles.companyId)))
    .limit(1);
  return row?.costCenter ?? null;
}
