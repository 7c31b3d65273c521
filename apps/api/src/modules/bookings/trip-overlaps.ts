import type { Executor } from '@travesia/db';
import {
  addDays,
  findOverlappingTrips,
  flightTripTimes,
  isTripGoingAhead,
  type TripOverlap,
  type TripTimes,
} from '@travesia/domain';
import type { TenantScope } from '../../lib/tenant-scope';
import {
  bookingHeadline,
  flightDetailsOf,
  hotelDetailsOf,
  orUnreadable,
  type UnreadableRowsLog,
} from './booking-view';
import { type BookingRow, listTripsOfTravellersBetween } from './repository';

/** When a stored booking keeps its traveller busy (`tripsOverlap`). */
export function tripTimesOf(booking: BookingRow): TripTimes {
  if (booking.type === 'hotel') {
    const { checkIn, checkOut } = hotelDetailsOf(booking);
    return { kind: 'hotel', checkIn, checkOut };
  }
  const { itinerary, passengers } = flightDetailsOf(booking);
  return flightTripTimes(itinerary, passengers);
}

export function toTripOverlap(booking: BookingRow): TripOverlap {
  return {
    bookingId: booking.id,
    locator: booking.locator,
    title: bookingHeadline(booking).title,
    startsOn: booking.startsOn,
    endsOn: booking.endsOn,
  };
}

/**
 * The days to read around trips starting and ending on these days: a booking's days are local dates (a flight's
 * departure days), and a flight landing past midnight, or in another time zone, may reach the day after.
 */
function daysAround(trips: readonly { startsOn: string; endsOn: string }[]): { from: string; to: string } {
  const starts = trips.map((trip) => trip.startsOn).sort();
  const ends = trips.map((trip) => trip.endsOn).sort();
  return { from: addDays(starts[0] ?? '', -1), to: addDays(ends.at(-1) ?? '', 1) };
}

/** The traveller's bookings still going ahead that overlap a trip they are about to book. */
export async function findOverlapsOfNewTrip(
  db: Executor,
  scope: TenantScope,
  userId: number,
  trip: { times: TripTimes; startsOn: string; endsOn: string },
): Promise<BookingRow[]> {
  const rows = await listTripsOfTravellersBetween(db, scope, [userId], daysAround([trip]));
  return findOverlappingTrips(
    trip.times,
    rows.map((row) => ({ row, times: tripTimesOf(row), status: row.status })),
  ).map(({ row }) => row);
}

/**
 * The overlaps of each of `bookings` with the other trips of its own traveller still going ahead, by booking id:
 * one read for a whole list. A trip whose details do not read is left out, logged (decision 073).
 */
export async function listOverlapsOf(
  db: Executor,
  scope: TenantScope,
  bookings: readonly BookingRow[],
  log: UnreadableRowsLog,
): Promise<Map<string, TripOverlap[]>> {
  const readableTimesOf = (booking: BookingRow) => orUnreadable(log, booking, tripTimesOf, null);
  // A trip that no longer goes ahead keeps nobody busy: it has no overlaps to tell.
  const dated = bookings.flatMap((booking) =>
    booking.startsOn && booking.endsOn && isTripGoingAhead(booking.status)
      ? [{ ...booking, startsOn: booking.startsOn, endsOn: booking.endsOn }]
      : [],
  );
  const overlaps = new Map<string, TripOverlap[]>(bookings.map((booking) => [booking.id, []]));
  if (dated.length === 0) return overlaps;
  const travellers = [...new Set(dated.map((booking) => booking.userId))];
  const candidates = (await listTripsOfTravellersBetween(db, scope, travellers, daysAround(dated))).flatMap(
    (row) => {
      const times = readableTimesOf(row);
      return times ? [{ row, times, status: row.status }] : [];
    },
  );
  for (const booking of dated) {
    const times = readableTimesOf(booking);
    if (!times) continue;
    const others = candidates.filter(({ row }) => row.userId === booking.userId && row.id !== booking.id);
    overlaps.set(
      booking.id,
      findOverlappingTrips(times, others).map(({ row }) => toTripOverlap(row)),
    );
  }
  return overlaps;
}
