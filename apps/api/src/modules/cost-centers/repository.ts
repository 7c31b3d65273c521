import type { Executor } from '@travesia/db';
import { bookings, costCenters } from '@travesia/db';
import { ENDED_BOOKING_STATUSES } from '@travesia/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type CostCenterRow = typeof costCenters.$inferSelect;
export type CostCenterChanges = Partial<Pick<CostCenterRow, 'code' | 'name' | 'budget' | 'isActive'>>;

/** Statuses that no longer spend a center's budget. */

export function listActiveCostCenters(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<CostCenterRow[]> {
  return db
    .select()
    .from(costCenters)
    .where(
      and(
        eq(costCenters.companyId, companyId),
        eq(costCenters.isActive, true),
        inScope(scope, costCenters.companyId),
      ),
    )
    .orderBy(asc(costCenters.code));
}

export async function findActiveCostCenter(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  costCenterId: number,
): Promise<CostCenterRow | undefined> {
  const [row] = await db
    .select()
    .from(costCenters)
    .where(
      and(
        eq(costCenters.id, costCenterId),
        eq(costCenters.companyId, companyId),
        eq(costCenters.isActive, true),
        inScope(scope, costCenters.companyId),
      ),
    )
    .limit(1);
  return row;
}

/** Every cost center the scope manages, active or not (optionally of one company). */
export function listCostCenters(
  db: Executor,
  scope: TenantScope,
  companyId: number | undefined,
): Promise<CostCenterRow[]> {
  return db
    .select()
    .from(costCenters)
    .where(
      and(
        companyId === undefined ? undefined : eq(costCenters.companyId, companyId),
        inScope(scope, costCenters.companyId),
      ),
    )
    .orderBy(asc(costCenters.companyId), asc(costCenters.code));
}

export async function findCostCenter(
  db: Executor,
  scope: TenantScope,
  costCenterId: number,
): Promise<CostCenterRow | undefined> {
  const [row] = await db
    .select()
    .from(costCenters)
    .where(and(eq(costCenters.id, costCenterId), inScope(scope, costCenters.companyId)))
    .limit(1);
  return row;
}

/** Per center: the sum of the totals of bookings made since `since` that still count (not rejected or cancelled). */
export async function sumBookedByCostCenter(
  db: Executor,
  scope: TenantScope,
  costCenterIds: number[],
  since: Date,
): Promise<Map<number, number>> {
  if (costCenterIds.length === 0) return new Map();
  const rows = await db
    .select({
      costCenterId: bookings.costCenterId,
      booked: sql<string>`coalesce(sum(${bookings.total}), 0)`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.costCenterId, costCenterIds),
        notInArray(bookings.status, [...ENDED_BOOKING_STATUSES]),
        gte(bookings.createdAt, since),
        inScope(scope, bookings.companyId),
      ),
    )
    .groupBy(bookings.costCenterId);
  return new Map(
    rows.flatMap((row) => (row.costCenterId === null ? [] : [[row.costCenterId, Number(row.booked)]])),
  );
}

/** The cost center of the user's newest booking that named one (the user index covers it). */
export async function findLastUsedCostCenterId(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ costCenterId: bookings.costCenterId })
    .from(bookings)
    .where(
      and(eq(bookings.userId, userId), isNotNull(bookings.costCenterId), inScope(scope, bookings.companyId)),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row?.costCenterId ?? null;
}

export async function insertCostCenter(
  db: Executor,
  values: typeof costCenters.$inferInsert,
): Promise<CostCenterRow> {
  const [row] = await db.insert(costCenters).values(values).returning();
  if (!row) throw new Error('The cost center was not stored');
  return row;
}

export async function updateCostCenter(
  db: Executor,
  scope: TenantScope,
  costCenterId: number,
  changes: CostCenterChanges,
): Promise<CostCenterRow | undefined> {
  const [row] = await db
    .update(costCenters)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(costCenters.id, costCenterId), inScope(scope, costCenters.companyId)))
    .returning();
  return row;
}
