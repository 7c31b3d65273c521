import { z } from 'zod';
import { formatTripDays } from '../dates/format-dates';
import { passengerIdentityOf } from '../flights/duplicate-passenger';
import type { FlightResult } from '../flights/flight-api';
import type { FlightPassenger } from '../flights/flight-booking-request';
import { staysOverlap } from '../hotels/stay';
import { type BookingStatus, isTripGoingAhead } from './booking-lifecycle';

/**
 * When a trip keeps its traveller busy, to tell two trips of one person that cannot both happen (issue 36):
 * a flight booking from its first departure to its last arrival, as instants (ISO 8601 with their offset, `Z` or
 * `-05:00`: compared as instants, never as wall-clock text), with who flies (`passengerIdentityOf`); a hotel stay as
 * the hotel's calendar days, check-in to check-out.
 */
export type TripTimes =
  | { kind: 'flight'; departsAt: string; arrivesAt: string; passengers: readonly string[] }
  | { kind: 'hotel'; checkIn: string; checkOut: string };

/**
 * A flight booking keeps its traveller from the first take-off to the last landing: on a round trip that includes
 * the days at the destination, so a second trip leaving from home meanwhile is an overlap.
 */
export function flightTripTimes(
  itinerary: Pick<FlightResult, 'route'>,
  passengers: ReadonlyArray<Pick<FlightPassenger, 'documento'>>,
): TripTimes {
  const first = itinerary.route[0];
  const last = itinerary.route.at(-1);
  if (!first || !last) throw new Error('An itinerary without flights has no times');
  return {
    kind: 'flight',
    departsAt: first.utc_departure,
    arrivesAt: last.utc_arrival,
    passengers: passengers.map(passengerIdentityOf),
  };
}

/**
 * Whether one traveller cannot make both trips: two flight bookings with a passenger in common, in the air or away at
 * the same time (a flight landing before, or exactly when, the next one departs is not an overlap; colleagues booked
 * by one person fly apart), or two hotels for the same night
 * (check-out day is free for the next check-in). A flight and a hotel are the usual pair of one trip, never an
 * overlap.
 */
export function tripsOverlap(a: TripTimes, b: TripTimes): boolean {
  if (a.kind === 'hotel' && b.kind === 'hotel') return staysOverlap(a, b);
  if (a.kind === 'flight' && b.kind === 'flight') {
    const isSameTime =
      Date.parse(a.departsAt) < Date.parse(b.arrivesAt) && Date.parse(b.departsAt) < Date.parse(a.arrivesAt);
    return isSameTime && a.passengers.some((passenger) => b.passengers.includes(passenger));
  }
  return false;
}

/** The traveller's other trips, still going ahead, that overlap `trip`. */
export function findOverlappingTrips<Trip extends { times: TripTimes; status: BookingStatus }>(
  trip: TripTimes,
  others: readonly Trip[],
): Trip[] {
  return others.filter((other) => isTripGoingAhead(other.status) && tripsOverlap(trip, other.times));
}

/** Another trip of the same traveller at the same time, as the traveller, the approver and the agency see it. */
export const tripOverlapSchema = z.object({
  bookingId: z.string(),
  locator: z.string(),
  /** e.g. 'Bogotá → Medellín (ida y regreso)' or the hotel's name. */
  title: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
export type TripOverlap = z.infer<typeof tripOverlapSchema>;

/** e.g. 'Hotel Andes Centro (TRV-H7K2Q, 3 dic – 5 dic)'. */
function overlapLabel(overlap: TripOverlap): string {
  return `${overlap.title} (${overlap.locator}, ${formatTripDays(overlap.startsOn, overlap.endsOn)})`;
}

/** What the traveller, the approver and the agency read about a trip's overlaps; null when there are none. */
export function tripOverlapText(overlaps: readonly TripOverlap[]): string | null {
  if (overlaps.length === 0) return null;
  const subject =
    overlaps.length === 1
      ? 'Se cruza con otro viaje del mismo viajero'
      : `Se cruza con otros ${overlaps.length} viajes del mismo viajero`;
  return `${subject}: ${overlaps.map(overlapLabel).join('; ')}.`;
}

/** The checkout's warning to the traveller: their trips at the same time, and how to book anyway. */
export function tripOverlapWarning(overlaps: readonly TripOverlap[]): string {
  const subject = overlaps.length === 1 ? 'otro viaje tuyo' : `otros ${overlaps.length} viajes tuyos`;
  return `Este viaje se cruza con ${subject}: ${overlaps.map(overlapLabel).join('; ')}. Si de verdad necesitas los dos, confirma de nuevo.`;
}
