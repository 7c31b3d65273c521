import type { Executor } from '@travesia/db';
import { companies, outOfPolicyReasons, policies, travelGroups, users } from '@travesia/db';
import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type PolicyRow = typeof policies.$inferSelect;
export type PolicyChanges = Partial<
  Pick<PolicyRow, 'kind' | 'type' | 'timeMin' | 'priceMax' | 'starsMax' | 'groupId' | 'isActive'>
>;
/** A rule with the name of its travel group (null for company-wide rules). */
export interface PolicyWithGroupRow {
  policy: PolicyRow;
  groupName: string | null;
}
export type TravelGroupRow = typeof travelGroups.$inferSelect;
export interface TravelGroupWithCountRow {
  group: TravelGroupRow;
  memberCount: number;
}
export type ReasonRow = typeof outOfPolicyReasons.$inferSelect;
export type ReasonChanges = Partial<Pick<ReasonRow, 'code' | 'label' | 'isActive'>>;
export type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'companyId' | 'documento' | 'firstName' | 'lastName' | 'email' | 'role' | 'travelGroupId'
>;

export const POLICY_SCOPE_CONSTRAINT = 'policies_scope_key';
export const TRAVEL_GROUP_NAME_CONSTRAINT = 'travel_groups_company_name_key';
export const REASON_CODE_CONSTRAINT = 'out_of_policy_reasons_company_code_key';

// Policies

/**
 * The active rules that apply to a member of `groupId` (null: no group): the company-wide ones and the
 * group's own, the group's first.
 */
export function listActivePoliciesForGroup(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  groupId: number | null,
  kind?: PolicyRow['kind'],
): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.companyId, companyId),
        eq(policies.isActive, true),
        groupId === null
          ? isNull(policies.groupId)
          : or(isNull(policies.groupId), eq(policies.groupId, groupId)),
        kind ? eq(policies.kind, kind) : undefined,
        inScope(scope, policies.companyId),
      ),
    )
    .orderBy(asc(policies.id));
}

function selectPoliciesWithGroup(db: Executor, scope: TenantScope, condition: SQL | undefined) {
  return db
    .select({ policy: policies, groupName: travelGroups.name })
    .from(policies)
    .leftJoin(travelGroups, eq(travelGroups.id, policies.groupId))
    .where(and(condition, inScope(scope, policies.companyId)));
}

/** Every rule of a company, active or not: company-wide first, then by group, kind and id. */
export function listPoliciesOfCompany(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<PolicyWithGroupRow[]> {
  return selectPoliciesWithGroup(db, scope, eq(policies.companyId, companyId)).orderBy(
    asc(policies.kind),
    asc(travelGroups.name),
    asc(policies.id),
  );
}

export async function findPolicy(
  db: Executor,
  scope: TenantScope,
  policyId: number,
): Promise<PolicyWithGroupRow | undefined> {
  const [row] = await selectPoliciesWithGroup(db, scope, eq(policies.id, policyId)).limit(1);
  return row;
}

/** The rule (active or not) holding a scope: one company, kind, trip type and group (null: whole company). */
/**
 * Holds the company's row until the transaction ends, so that two overlapping rules saved at once are checked one
 * after the other and the second one sees the first.
 */
export async function lockCompanyPolicies(db: Executor, companyId: number): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function findPolicyByScope(
  db: Executor,
  scope: TenantScope,
  key: Pick<PolicyRow, 'companyId' | 'kind' | 'type' | 'groupId'>,
): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.companyId, key.companyId),
        eq(policies.kind, key.kind),
        eq(policies.type, key.type),
        key.groupId === null ? isNull(policies.groupId) : eq(policies.groupId, key.groupId),
        inScope(scope, policies.companyId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertPolicy(db: Executor, values: typeof policies.$inferInsert): Promise<PolicyRow> {
  const [row] = await db.insert(policies).values(values).returning();
  if (!row) throw new Error('The policy was not stored');
  return row;
}

export async function updatePolicy(
  db: Executor,
  scope: TenantScope,
  policyId: number,
  changes: PolicyChanges,
): Promise<PolicyRow | undefined> {
  const [row] = await db
    .update(policies)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(policies.id, policyId), inScope(scope, policies.companyId)))
    .returning();
  return row;
}

// Travel groups and their members

export function listTravelGroups(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<TravelGroupWithCountRow[]> {
  return db
    .select({ group: travelGroups, memberCount: count(users.id) })
    .from(travelGroups)
    .leftJoin(users, eq(users.travelGroupId, travelGroups.id))
    .where(and(eq(travelGroups.companyId, companyId), inScope(scope, travelGroups.companyId)))
    .groupBy(travelGroups.id)
    .orderBy(asc(travelGroups.name));
}

export async function findTravelGroup(
  db: Executor,
  scope: TenantScope,
  groupId: number,
): Promise<TravelGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(travelGroups)
    .where(and(eq(travelGroups.id, groupId), inScope(scope, travelGroups.companyId)))
    .limit(1);
  return row;
}

export async function insertTravelGroup(
  db: Executor,
  values: typeof travelGroups.$inferInsert,
): Promise<TravelGroupRow> {
  const [row] = await db.insert(travelGroups).values(values).returning();
  if (!row) throw new Error('The travel group was not stored');
  return row;
}

export async function renameTravelGroup(
  db: Executor,
  scope: TenantScope,
  groupId: number,
  name: string,
): Promise<TravelGroupRow | undefined> {
  const [row] = await db
    .update(travelGroups)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(travelGroups.id, groupId), inScope(scope, travelGroups.companyId)))
    .returning();
  return row;
}

export async function countTravelGroupMembers(db: Executor, groupId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.travelGroupId, groupId));
  return row?.total ?? 0;
}

const memberColumns = {
  id: users.id,
  companyId: users.companyId,
  documento: users.documento,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  travelGroupId: users.travelGroupId,
};

export function listMembersOfCompany(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), inScope(scope, users.companyId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function findMember(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .limit(1);
  return row;
}

// Out-of-policy reasons

export function listReasons(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  includeInactive: boolean,
): Promise<ReasonRow[]> {
  return db
    .select()
    .from(outOfPolicyReasons)
    .where(
      and(
        eq(outOfPolicyReasons.companyId, companyId),
        includeInactive ? undefined : eq(outOfPolicyReasons.isActive, true),
        inScope(scope, outOfPolicyReasons.companyId),
      ),
    )
    .orderBy(asc(outOfPolicyReasons.id));
}

export async function findReason(
  db: Executor,
  scope: TenantScope,
  reasonId: number,
): Promise<ReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(outOfPolicyReasons)
    .where(and(eq(outOfPolicyReasons.id, reasonId), inScope(scope, outOfPolicyReasons.companyId)))
    .limit(1);
  return row;
}

export async function insertReason(
  db: Executor,
  values: typeof outOfPolicyReasons.$inferInsert,
): Promise<ReasonRow> {
  const [row] = await db.insert(outOfPolicyReasons).values(values).returning();
  if (!row) throw new Error('The out-of-policy reason was not stored');
  return row;
}

export async function updateReason(
  db: Executor,
  scope: TenantScope,
  reasonId: number,
  changes: ReasonChanges,
): Promise<ReasonRow | undefined> {
  const [row] = await db
    .update(outOfPolicyReasons)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(outOfPolicyReasons.id, reasonId), inScope(scope, outOfPolicyReasons.companyId)))
    .returning();
  return row;
}
