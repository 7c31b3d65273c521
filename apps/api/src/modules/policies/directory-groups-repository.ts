import type { Executor } from '@travesia/db';
import { policies, travelGroups } from '@travesia/db';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';
import type { TravelGroupRow } from './repository';

/** One `attribute eq value` of a directory's filter on groups; a list of them must all hold. */
export interface DirectoryGroupCondition {
  attribute: 'displayName' | 'externalId' | 'id';
  /** For `id`, the group's id already parsed (undefined: text that names no group). */
  value: string;
  id?: number;
}

export const TRAVEL_GROUP_EXTERNAL_ID_CONSTRAINT = 'travel_groups_company_external_id_key';

function conditionSql(condition: DirectoryGroupCondition): SQL {
  // Group names compare regardless of case, as SCIM's displayName does.
  if (condition.attribute === 'displayName')
    return sql`lower(${travelGroups.name}) = lower(${condition.value})`;
  if (condition.attribute === 'externalId') return eq(travelGroups.externalId, condition.value);
  return condition.id === undefined ? sql`false` : eq(travelGroups.id, condition.id);
}

function groupsOf(scope: TenantScope, companyId: number, conditions: readonly DirectoryGroupCondition[]) {
  return and(
    eq(travelGroups.companyId, companyId),
    inScope(scope, travelGroups.companyId),
    ...conditions.map(conditionSql),
  );
}

/** A page of the company's travel groups that meet every condition, by id, and how many meet them in all. */
export async function listDirectoryGroupRows(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  conditions: readonly DirectoryGroupCondition[],
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: TravelGroupRow[] }> {
  const where = groupsOf(scope, companyId, conditions);
  const [totals] = await db.select({ total: count() }).from(travelGroups).where(where);
  const rows =
    page.limit === 0
      ? []
      : await db
          .select()
          .from(travelGroups)
          .where(where)
          .orderBy(asc(travelGroups.id))
          .offset(page.offset)
          .limit(page.limit);
  return { total: totals?.total ?? 0, rows };
}

/** The company's group; `forUpdate` locks it until the transaction ends, so changes to it apply one at a time. */
export async function findDirectoryGroupRow(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  groupId: number,
  { forUpdate = false } = {},
): Promise<TravelGroupRow | undefined> {
  const query = db
    .select()
    .from(travelGroups)
    .where(groupsOf(scope, companyId, [{ attribute: 'id', value: String(groupId), id: groupId }]))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The names of the company's groups among `groupIds`. */
export async function listGroupNames(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  groupIds: number[],
): Promise<Map<number, string>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ id: travelGroups.id, name: travelGroups.name })
    .from(travelGroups)
    .where(and(groupsOf(scope, companyId, []), inArray(travelGroups.id, groupIds)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function updateDirectoryGroupRow(
  db: Executor,
  scope: TenantScope,
  groupId: number,
  changes: Pick<TravelGroupRow, 'name' | 'externalId'>,
): Promise<void> {
  await db
    .update(travelGroups)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(travelGroups.id, groupId), inScope(scope, travelGroups.companyId)));
}

/** Deletes the group and the rules that applied to its members only; returns how many rules went with it. */
export async function deleteGroupWithItsPolicies(
  db: Executor,
  scope: TenantScope,
  groupId: number,
): Promise<number> {
  const removed = await db
    .delete(policies)
    .where(and(eq(policies.groupId, groupId), inScope(scope, policies.companyId)))
    .returning({ id: policies.id });
  await db
    .delete(travelGroups)
    .where(and(eq(travelGroups.id, groupId), inScope(scope, travelGroups.companyId)));
  return removed.length;
}
