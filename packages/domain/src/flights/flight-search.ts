import { addDays, daysBetween } from '../dates/calendar-dates';
import type { DateRangeBounds } from '../dates/date-range';
import type { Cabin, FLIGHT_SEARCH_MESSAGES, TripType } from './flight-search-options';
import type { FlightPassengers, FlightSearchRequest } from './flight-search-request';

/** Airlines sell about eleven months ahead; the search refuses dates beyond that. */
export const MAX_ADVANCE_DAYS = 330;

/** The days the flight calendar offers: from today up to what airlines sell; a same-day return is a day trip. */
export function flightDateBounds(today: string): DateRangeBounds {
  const lastDay = addDays(today, MAX_ADVANCE_DAYS);
  return { min: today, maxStart: lastDay, minLength: 0, maxLength: MAX_ADVANCE_DAYS, maxEnd: lastDay };
}

/** Departure default today+4, return 7 days after it (spec §9). */
const DEFAULT_DEPARTURE_OFFSET = 4;
const DEFAULT_TRIP_DAYS = 7;

/**
 * Date rules the schema cannot check alone because they depend on "today", which the API takes in
 * Colombia and the form takes from the device. A return on the departure day is a valid day trip.
 */
export function findFlightSearchProblem(
  search: { departureDate: string; returnDate?: string },
  today: string,
): keyof typeof FLIGHT_SEARCH_MESSAGES | null {
  if (search.departureDate < today) return 'pastDeparture';
  if (search.returnDate !== undefined && search.returnDate < search.departureDate) {
    return 'returnBeforeDeparture';
  }
  const lastDate = search.returnDate ?? search.departureDate;
  if (daysBetween(today, lastDate) > MAX_ADVANCE_DAYS) return 'tooFar';
  return null;
}

/** What the search form edits; the return date is kept while "Solo ida" is chosen so it comes back. */
export interface FlightSearchForm {
  origin: string;
  destination: string;
  tripType: TripType;
  departureDate: string;
  returnDate: string;
  passengers: FlightPassengers;
  cabin: Cabin;
  nonStop: boolean;
  bags: { hand: number; hold: number };
}

/** Spec §9 flight defaults: round trip, class Y, non-stop, 1/0/0 passengers, one hand bag. */
export function defaultFlightSearchForm(today: string): FlightSearchForm {
  const departureDate = addDays(today, DEFAULT_DEPARTURE_OFFSET);
  return {
    origin: '',
    destination: '',
    tripType: 'idaVuelta',
    departureDate,
    returnDate: addDays(departureDate, DEFAULT_TRIP_DAYS),
    passengers: { adults: 1, children: 0, infants: 0 },
    cabin: 'Y',
    nonStop: true,
    bags: { hand: 1, hold: 0 },
  };
}

export function searchRequestFromForm(form: FlightSearchForm): FlightSearchRequest {
  return {
    origin: form.origin,
    destination: form.destination,
    departureDate: form.departureDate,
    ...(form.tripType === 'idaVuelta' ? { returnDate: form.returnDate } : {}),
    passengers: { ...form.passengers },
    cabin: form.cabin,
    nonStop: form.nonStop,
    bags: { ...form.bags },
  };
}

/** Infants ride on an adult's lap, so only adults and children take (and pay luggage for) a seat. */
export function seatedPassengers(passengers: FlightPassengers): number {
  return passengers.adults + passengers.children;
}
