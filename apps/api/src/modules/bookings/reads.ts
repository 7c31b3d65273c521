import type { Executor } from '@travesia/db';
import { bookings } from '@travesia/db';
import { ENDED_BOOKING_STATUSES } from '@travesia/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql, sum } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

/*
 * What other modules read of the bookings table (decision 050): the bookings module owns it, so a column, a status
 * or an index changes here and nowhere else. The reports' aggregates are in report-reads.ts.
 */

/** Trips that will not happen (rejected, cancelled) spend nothing of a budget or a month. */
const STILL_COUNTS = notInArray(bookings.status, [...ENDED_BOOKING_STATUSES]);

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
        STILL_COUNTS,
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

export interface SpendTotals {
  total: number;
  bookings: number;
  outOfPolicy: number;
}

/** One aggregate over the company's bookings created in [start, end) that still count (the company index covers it). */
export async function sumCompanySpend(
  db: Executor,
  companyId: number,
  { start, end }: { start: Date; end: Date },
): Promise<SpendTotals> {
  const [row] = await db
    .select({
      total: sum(bookings.total).mapWith(Number),
      bookings: count(),
      outOfPolicy: sql<number>`count(*) filter (where not ${bookings.withinPolicy})`.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        gte(bookings.createdAt, start),
        lt(bookings.createdAt, end),
        STILL_COUNTS,
      ),
    );
  return { total: row?.total ?? 0, bookings: row?.bookings ?? 0, outOfPolicy: row?.outOfPolicy ?? 0 };
}

export interface BookingReference {
  locator: string;
  bookedAt: Date;
}

/** What names each of these bookings of the scope to a person: its locator and when it was made. */
export async function findBookingReferences(
  db: Executor,
  scope: TenantScope,
  ids: readonly string[],
): Promise<Map<string, BookingReference>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, locator: bookings.locator, bookedAt: bookings.createdAt })
    .from(bookings)
    .where(and(inArray(bookings.id, [...ids]), inScope(scope, bookings.companyId)));
  return new Map(rows.map(({ id, ...reference }) => [id, reference]));
}
