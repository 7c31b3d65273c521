import type { Executor } from '@travesia/db';
import { bookings } from '@travesia/db';
import { ENDED_BOOKING_STATUSES } from '@travesia/domain';
import { and, count, eq, gte, lt, notInArray, sql, sum } from 'drizzle-orm';

/** Trips that will not happen spend nothing. */

export interface SpendTotals {
  total: number;
  bookings: number;
  outOfPolicy: number;
}

/** One aggregate over the company's bookings created in [start, end) (the company index covers it). */
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
        notInArray(bookings.status, [...ENDED_BOOKING_STATUSES]),
      ),
    );
  return { total: row?.total ?? 0, bookings: row?.bookings ?? 0, outOfPolicy: row?.outOfPolicy ?? 0 };
}
