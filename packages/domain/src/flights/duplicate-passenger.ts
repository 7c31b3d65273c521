import { type BookingStatus, isTripGoingAhead } from '../bookings/booking-lifecycle';
import type { FlightResult } from './flight-api';
import type { FlightPassenger } from './flight-booking-request';

/** A flight booking as the duplicate check reads it: what it flies, who on it, and whether it still goes ahead. */
export interface BookedFlight {
  itinerary: Pick<FlightResult, 'route'>;
  passengers: ReadonlyArray<Pick<FlightPassenger, 'documento'>>;
  status: BookingStatus;
}

/** What tells one passenger from another: the documento, in any case of its letters. */
export function passengerIdentityOf(passenger: Pick<FlightPassenger, 'documento'>): string {
  return passenger.documento.toUpperCase();
}

/** One flight as airlines tell it from every other: marketing carrier, number and departure instant. */
function flightKeyOf(segment: FlightResult['route'][number]): string {
  return `${segment.airline}${segment.flight_no}@${segment.utc_departure}`;
}

/**
 * The first of `passengers` already on one of the itinerary's flights in a booking that still goes ahead: an
 * airline refuses the same person twice on a flight, and the company would pay for both seats.
 */
export function findPassengerAlreadyBooked<Passenger extends Pick<FlightPassenger, 'documento'>>(
  itinerary: Pick<FlightResult, 'route'>,
  passengers: readonly Passenger[],
  earlier: readonly BookedFlight[],
): Passenger | null {
  const flights = new Set(itinerary.route.map(flightKeyOf));
  const booked = new Set<string>();
  for (const booking of earlier) {
    if (!isTripGoingAhead(booking.status)) continue;
    if (!booking.itinerary.route.some((segment) => flights.has(flightKeyOf(segment)))) continue;
    for (const passenger of booking.passengers) booked.add(passengerIdentityOf(passenger));
  }
  return passengers.find((passenger) => booked.has(passengerIdentityOf(passenger))) ?? null;
}

export function passengerAlreadyBookedText(
  passenger: Pick<FlightPassenger, 'firstname' | 'last_name'>,
): string {
  return `${passenger.firstname} ${passenger.last_name} ya tiene una reserva en este vuelo: una persona no puede viajar dos veces en el mismo vuelo.`;
}
