import { bookings, type Executor, trips } from '@travesia/db';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';
import { type BookingRow, type BookingWithCostCenter, selectBookings } from './repository';

export type TripRow = typeof trips.$inferSelect;

/** The booking a new one joins, held until the booking's transaction ends, so two joins at once make one trip. */
export async function lockBookingToJoin(
  tx: Executor,
  scope: TenantScope,
  bookingId: string,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), inScope(scope, bookings.companyId)))
    .for('update');
  return row;
}

/** Makes the trip of a booking that was alone, and puts the booking in it. */
export async function createTripOf(tx: Executor, booking: BookingRow, name: string): Promise<string> {
  const [trip] = await tx
    .insert(trips)
    .values({ companyId: booking.companyId, userId: booking.userId, name })
    .returning({ id: trips.id });
  if (!trip) throw new Error('The trip was not stored');
  await tx.update(bookings).set({ tripId: trip.id }).where(eq(bookings.id, booking.id));
  return trip.id;
}

/** Gives a trip's waiting bookings one approval deadline, so its default decides them together (decision 077). */
export async function alignApprovalDeadlines(
  tx: Executor,
  scope: TenantScope,
  bookingIds: readonly string[],
  deadline: Date,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(bookings)
    .set({ approvalDeadline: deadline, updatedAt: new Date() })
    .where(
      and(
        inArray(bookings.id, [...bookingIds]),
        eq(bookings.status, 'pending_approval'),
        inScope(scope, bookings.companyId),
      ),
    );
}

export async function findTrip(
  db: Executor,
  scope: TenantScope,
  tripId: string,
  { forUpdate = false } = {},
): Promise<TripRow | undefined> {
  const query = db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), inScope(scope, trips.companyId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The trips of one page of Mis Viajes, in one read. */
export function findTrips(db: Executor, scope: TenantScope, tripIds: readonly string[]): Promise<TripRow[]> {
  if (tripIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(trips)
    .where(and(inArray(trips.id, [...tripIds]), inScope(scope, trips.companyId)));
}

export async function updateTrip(
  tx: Executor,
  scope: TenantScope,
  tripId: string,
  changes: Pick<TripRow, 'name' | 'purpose'>,
): Promise<TripRow | undefined> {
  const [row] = await tx
    .update(trips)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(trips.id, tripId), inScope(scope, trips.companyId)))
    .returning();
  return row;
}

/** The bookings of these trips (or these bookings alone), in time order: a trip's itinerary. */
export function listBookingsOfTrips(
  db: Executor,
  scope: TenantScope,
  keys: { tripIds: readonly string[]; bookingIds: readonly string[] },
): Promise<BookingWithCostCenter[]> {
  const subjects = [
    ...(keys.tripIds.length > 0 ? [inArray(bookings.tripId, [...keys.tripIds])] : []),
    ...(keys.bookingIds.length > 0 ? [inArray(bookings.id, [...keys.bookingIds])] : []),
  ];
  if (subjects.length === 0) return Promise.resolve([]);
  return selectBookings(db)
    .where(and(or(...subjects), inScope(scope, bookings.companyId)))
    .orderBy(sql`${bookings.startsOn} ASC NULLS LAST`, asc(bookings.createdAt));
}

/** A trip of a list: a trip's id, or the id of a booking that stands alone. */
export interface TripKey {
  tripId: string | null;
  bookingId: string | null;
}

/**
 * One page of the trips of these travellers and of the bookings this user made for anyone, the trip booked most
 * recently first: bookings grouped by their trip, a booking alone as a trip of its own.
 */
export async function listTripKeys(
  db: Executor,
  scope: TenantScope,
  who: { userIds: readonly number[]; bookedBy: number },
  page: { offset: number; limit: number },
): Promise<TripKey[]> {
  const key = sql<string>`coalesce(${bookings.tripId}, ${bookings.id})`;
  const rows = await db
    .select({
      tripId: sql<string | null>`min(${bookings.tripId}::text)`,
      bookingId: sql<
        string | null
      >`case when min(${bookings.tripId}::text) is null then min(${bookings.id}::text) end`,
    })
    .from(bookings)
    .where(
      and(
        or(inArray(bookings.userId, [...who.userIds]), eq(bookings.bookedBy, who.bookedBy)),
        inScope(scope, bookings.companyId),
      ),
    )
    .groupBy(key)
    .orderBy(desc(sql`max(${bookings.createdAt})`), desc(key))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** The bookings of a trip still waiting for a decision. */
export function listPendingBookingsOfTrip(db: Executor, scope: TenantScope, tripId: string) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.tripId, tripId),
        eq(bookings.status, 'pending_approval'),
        inScope(scope, bookings.companyId),
      ),
    );
}
