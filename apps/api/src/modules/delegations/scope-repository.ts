import type { Executor } from '@travesia/db';
import {
  bookingScopeDelegations,
  costCenters,
  travelGroups,
  userDirectoryProfiles,
  users,
} from '@travesia/db';
import type { DelegationRight, DelegationScopeKind } from '@travesia/domain';
import { and, asc, eq, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type ScopeDelegationRow = typeof bookingScopeDelegations.$inferSelect;

/** A stored scope delegation, its kind and scope id read from whichever column holds it. */
export function kindAndIdOf(row: ScopeDelegationRow): { kind: DelegationScopeKind; scopeId: number } {
  if (row.costCenterId !== null) return { kind: 'cost_center', scopeId: row.costCenterId };
  if (row.travelGroupId !== null) return { kind: 'travel_group', scopeId: row.travelGroupId };
  throw new Error(`booking_scope_delegations ${row.id} names no scope`);
}

/** The unrevoked scope delegations given to `delegateId`, with the gestor and the scope's names. */
export function listUnrevokedScopeDelegations(db: Executor, scope: TenantScope, delegateId: number) {
  return db
    .select({
      delegation: bookingScopeDelegations,
      delegate: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      costCenterName: costCenters.name,
      travelGroupName: travelGroups.name,
    })
    .from(bookingScopeDelegations)
    .innerJoin(users, eq(users.id, bookingScopeDelegations.delegateId))
    .leftJoin(costCenters, eq(costCenters.id, bookingScopeDelegations.costCenterId))
    .leftJoin(travelGroups, eq(travelGroups.id, bookingScopeDelegations.travelGroupId))
    .where(
      and(
        inScope(scope, bookingScopeDelegations.companyId),
        eq(bookingScopeDelegations.delegateId, delegateId),
        isNull(bookingScopeDelegations.revokedAt),
      ),
    )
    .orderBy(asc(bookingScopeDelegations.id));
}
export type ScopeDelegationWithNames = Awaited<ReturnType<typeof listUnrevokedScopeDelegations>>[number];

/** The cost center's or travel group's name when it belongs to `companyId`; undefined otherwise. */
export async function findScopeName(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  kind: DelegationScopeKind,
  id: number,
): Promise<string | undefined> {
  const table = kind === 'cost_center' ? costCenters : travelGroups;
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId), inScope(scope, table.companyId)))
    .limit(1);
  return row?.name;
}

export async function insertScopeDelegation(
  db: Executor,
  values: {
    companyId: number;
    delegateId: number;
    kind: DelegationScopeKind;
    scopeId: number;
    right: DelegationRight;
    endsOn: string | null;
    grantedBy: number;
  },
): Promise<ScopeDelegationRow> {
  const { kind, scopeId, ...rest } = values;
  const [row] = await db
    .insert(bookingScopeDelegations)
    .values({
      ...rest,
      costCenterId: kind === 'cost_center' ? scopeId : null,
      travelGroupId: kind === 'travel_group' ? scopeId : null,
    })
    .returning();
  if (!row) throw new Error('booking_scope_delegations insert returned no row');
  return row;
}

/** The constraints that keep one unrevoked row per gestor and scope. */
export const ONE_CURRENT_SCOPE_CONSTRAINTS = [
  'booking_scope_delegations_center_key',
  'booking_scope_delegations_group_key',
] as const;

/** Stamps as revoked the gestor's rows for the scope whose last day has passed, so the scope can be given again. */
export async function revokeEndedScopeDelegations(
  db: Executor,
  values: { delegateId: number; kind: DelegationScopeKind; scopeId: number; today: string; at: Date },
): Promise<void> {
  const scopeColumn =
    values.kind === 'cost_center'
      ? bookingScopeDelegations.costCenterId
      : bookingScopeDelegations.travelGroupId;
  await db
    .update(bookingScopeDelegations)
    .set({ revokedAt: values.at })
    .where(
      and(
        eq(bookingScopeDelegations.delegateId, values.delegateId),
        eq(scopeColumn, values.scopeId),
        isNull(bookingScopeDelegations.revokedAt),
        lt(bookingScopeDelegations.endsOn, values.today),
      ),
    );
}

/** Revokes it once: a second revocation, or one outside the scope, finds nothing and returns undefined. */
export async function revokeScopeDelegation(
  db: Executor,
  scope: TenantScope,
  id: number,
  at: Date,
): Promise<ScopeDelegationRow | undefined> {
  const [row] = await db
    .update(bookingScopeDelegations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(bookingScopeDelegations.id, id),
        isNull(bookingScopeDelegations.revokedAt),
        inScope(scope, bookingScopeDelegations.companyId),
      ),
    )
    .returning();
  return row;
}

/**
 * The company's active users other than `exceptId` who are in one of the travel groups or have a cost center in the
 * directory: whom a gestor's scopes might cover. Which cost center the directory's text names is the domain's rule.
 */
export function listScopeCandidates(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  exceptId: number,
  travelGroupIds: number[],
  withDirectoryCostCenter: boolean,
  onlyId?: number,
) {
  const inGroups = travelGroupIds.length > 0 ? inArray(users.travelGroupId, travelGroupIds) : sql`false`;
  const named = withDirectoryCostCenter ? sql`${userDirectoryProfiles.costCenter} IS NOT NULL` : sql`false`;
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      travelGroupId: users.travelGroupId,
      directoryCostCenter: userDirectoryProfiles.costCenter,
    })
    .from(users)
    .leftJoin(userDirectoryProfiles, eq(userDirectoryProfiles.userId, users.id))
    .where(
      and(
        inScope(scope, users.companyId),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        ne(users.id, exceptId),
        onlyId === undefined ? undefined : eq(users.id, onlyId),
        sql`(${inGroups} OR ${named})`,
      ),
    );
}

/** Every cost center of the company (inactive ones too: a person stays in a center the company stopped offering). */
export function listCompanyCostCenters(db: Executor, scope: TenantScope, companyId: number) {
  return db
    .select({ id: costCenters.id, code: costCenters.code, name: costCenters.name })
    .from(costCenters)
    .where(and(eq(costCenters.companyId, companyId), inScope(scope, costCenters.companyId)));
}

const LIKE_SPECIALS = /[\\%_]/g;
const ACCENTED = 'áéíóúüñÁÉÍÓÚÜÑ';
const PLAIN = 'aeiouunAEIOUUN';
/** The text without Spanish accents, so "martinez" finds "Martínez" (no extension needed, PGlite has none). */
const unaccented = (text: SQL) => sql`translate(${text}, ${ACCENTED}, ${PLAIN})`;

/** Up to `limit` active colleagues of the company whose name or e-mail contains `text`, by last name. */
export function searchColleagues(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  exceptId: number,
  text: string,
  limit: number,
) {
  const contains = `%${text.replace(LIKE_SPECIALS, (special) => `\\${special}`)}%`;
  const pattern = unaccented(sql`${contains}`);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        inScope(scope, users.companyId),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        ne(users.id, exceptId),
        sql`(${unaccented(sql`${users.firstName} || ' ' || ${users.lastName}`)} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(limit);
}
