import { bookings, costCenters } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../context';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type BookingRow = typeof bookings.$inferSelect;
export interface BookingWithCostCenter {
  booking: BookingRow;
  costCenter: { id: number; code: string; name: string } | null;
}

/** A user's second booking with the same Idempotency-Key breaks this unique index. */
export const IDEMPOTENCY_CONSTRAINT = 'bookings_user_idempotency_key';

function selectBookings(db: Executor) {
  return db
    .select({
      booking: bookings,
      costCenter: { id: costCenters.id, code: costCenters.code, name: costCenters.name },
    })
    .from(bookings)
    .leftJoin(costCenters, eq(costCenters.id, bookings.costCenterId));
}

export async function findBookingById(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<BookingWithCostCenter | undefined> {
  const [row] = await selectBookings(db)
    .where(and(eq(bookings.id, id), inScope(scope, bookings.companyId)))
    .limit(1);
  return row;
}

export async function findBookingByIdempotencyKey(
  db: Executor,
  scope: TenantScope,
  userId: number,
  idempotencyKey: string,
): Promise<BookingWithCostCenter | undefined> {
  const [row] = await selectBookings(db)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.idempotencyKey, idempotencyKey),
        inScope(scope, bookings.companyId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertBooking(db: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('The booking was not stored');
  return row;
}
