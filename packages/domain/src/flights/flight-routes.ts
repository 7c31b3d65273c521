import { isIsoDate } from '../dates/calendar-dates';
import { GUEST_LIMITS } from '../hotels/guests';
import type { FareFamily, FlightResult, FlightRouteSegment } from './flight-api';
import { directionSegments } from './flight-format';
import type { FlightPassengers } from './flight-search-request';

/** What the results routes carry (spec §2.1); a return date makes it a round trip. */
export interface FlightRouteCriteria extends FlightPassengers {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
}

/**
 * Every spec §2.1 checkout parameter, as route text. companyCode/flightNumber and departureTime are the
 * first leg of the direction and arrivalTime its last leg; times are local `HHmm`.
 */
export interface FlightCheckoutParams {
  origin: string;
  destination: string;
  date: string;
  adults: string;
  children: string;
  infants: string;
  companyCode: string;
  flightNumber: string;
  bookingClass: string;
  nrOfPassengers: string;
  departureTime: string;
  arrivalTime: string;
  /** COP the traveller accepted: fare family plus extra luggage. */
  price: string;
  returnDate?: string;
  returnCompanyCode?: string;
  returnFlightNumber?: string;
  returnBookingClass?: string;
  returnDepartureTime?: string;
  returnArrivalTime?: string;
}

const IATA = /^[A-Za-z]{3}$/;
const COUNT = /^\d{1,2}$/;
const HHMM = /^([01]\d|2[0-3])[0-5]\d$/;
const CARRIER = /^[A-Z0-9]{2,3}$/;
const FLIGHT_NUMBER = /^\d{1,5}$/;
const BOOKING_CLASS = /^[A-Z]$/;
const PRICE = /^\d{1,12}$/;

const path = (parts: (string | number)[]) => parts.map((part) => encodeURIComponent(String(part))).join('/');

export const flightRoutes = {
  results: (criteria: FlightRouteCriteria) => {
    const counts = [criteria.adults, criteria.children, criteria.infants];
    const [origin, destination] = [criteria.origin.toUpperCase(), criteria.destination.toUpperCase()];
    return criteria.returnDate === undefined
      ? `/shop/flights/results/oneway/${path([origin, destination, criteria.departureDate, ...counts])}`
      : `/shop/flights/results/roundtrip/${path([origin, destination, criteria.departureDate, criteria.returnDate, ...counts])}`;
  },
  /** Spec §2.1: the round trip inserts its six return parameters before :price. */
  checkout: (params: FlightCheckoutParams) => {
    const outbound = [
      params.origin,
      params.destination,
      params.date,
      params.adults,
      params.children,
      params.infants,
      params.companyCode,
      params.flightNumber,
      params.bookingClass,
      params.nrOfPassengers,
      params.departureTime,
      params.arrivalTime,
    ];
    const inbound =
      params.returnDate === undefined
        ? []
        : [
            params.returnDate,
            params.returnCompanyCode ?? '',
            params.returnFlightNumber ?? '',
            params.returnBookingClass ?? '',
            params.returnDepartureTime ?? '',
            params.returnArrivalTime ?? '',
          ];
    return `/flight-checkout/${path([...outbound, ...inbound, params.price])}`;
  },
  confirmation: (bookingId: string) => `/flight-confirmation/${encodeURIComponent(bookingId)}`,
};

function countWithin(value: string | undefined, limits: { min: number; max: number }): number | null {
  if (value === undefined || !COUNT.test(value)) return null;
  const count = Number(value);
  return count >= limits.min && count <= limits.max ? count : null;
}

/**
 * Reads the results route parameters (`date` on one way, `dateDeparture`/`dateReturn` on round trip,
 * as §2.1 spells them; `returnDate` too, so checkout parameters read the same way). null when any part
 * is malformed, so a hand-edited address shows a message instead of a failing search.
 */
export function criteriaFromResultsParams(
  params: Record<string, string | undefined>,
): FlightRouteCriteria | null {
  const { origin, destination } = params;
  const departureDate = params.date ?? params.dateDeparture;
  const returnDate = params.dateReturn ?? params.returnDate;
  const adults = countWithin(params.adults, GUEST_LIMITS.adults);
  const children = countWithin(params.children, GUEST_LIMITS.children);
  const infants = countWithin(params.infants, GUEST_LIMITS.infants);
  if (!origin || !IATA.test(origin) || !destination || !IATA.test(destination)) return null;
  if (!departureDate || !isIsoDate(departureDate)) return null;
  if (returnDate !== undefined && !isIsoDate(returnDate)) return null;
  if (adults === null || children === null || infants === null) return null;
  return {
    origin: origin.toUpperCase(),
    destination: destination.toUpperCase(),
    departureDate,
    ...(returnDate === undefined ? {} : { returnDate }),
    adults,
    children,
    infants,
  };
}

/** `2026-12-01T06:05:00.000Z` → `0605`: local wall-clock time as the checkout route writes it. */
const toHhmm = (localIso: string) => localIso.slice(11, 13) + localIso.slice(14, 16);

interface DirectionParams {
  companyCode: string;
  flightNumber: string;
  departureTime: string;
  arrivalTime: string;
}

function directionParams(legs: FlightRouteSegment[]): DirectionParams | null {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) return null;
  return {
    companyCode: first.airline,
    flightNumber: String(first.flight_no),
    departureTime: toHhmm(first.local_departure),
    arrivalTime: toHhmm(last.local_arrival),
  };
}

export function checkoutParamsFor(
  result: FlightResult,
  family: FareFamily,
  criteria: FlightRouteCriteria,
  total: number,
): FlightCheckoutParams {
  // The schema guarantees a non-empty route and suppliers list outbound legs first.
  const outbound = directionParams(directionSegments(result, 0)) as DirectionParams;
  const inbound = directionParams(directionSegments(result, 1));
  const params: FlightCheckoutParams = {
    origin: criteria.origin.toUpperCase(),
    destination: criteria.destination.toUpperCase(),
    date: criteria.departureDate,
    adults: String(criteria.adults),
    children: String(criteria.children),
    infants: String(criteria.infants),
    ...outbound,
    bookingClass: family.bookingClass,
    nrOfPassengers: String(criteria.adults + criteria.children + criteria.infants),
    price: String(total),
  };
  if (!inbound || criteria.returnDate === undefined) return params;
  return {
    ...params,
    returnDate: criteria.returnDate,
    returnCompanyCode: inbound.companyCode,
    returnFlightNumber: inbound.flightNumber,
    // One family covers the whole itinerary, so both directions sell in the same class.
    returnBookingClass: family.bookingClass,
    returnDepartureTime: inbound.departureTime,
    returnArrivalTime: inbound.arrivalTime,
  };
}

/**
 * Reads a checkout route's parameters; null when malformed or when the return parameters are only
 * partly present.
 */
export function checkoutParamsFromRoute(
  params: Record<string, string | undefined>,
): FlightCheckoutParams | null {
  const criteria = criteriaFromResultsParams(params);
  const { companyCode, flightNumber, bookingClass, nrOfPassengers, departureTime, arrivalTime, price } =
    params;
  if (!criteria || !price || !PRICE.test(price)) return null;
  if (!nrOfPassengers || Number(nrOfPassengers) !== criteria.adults + criteria.children + criteria.infants) {
    return null;
  }
  const outbound = { companyCode, flightNumber, bookingClass, departureTime, arrivalTime };
  if (!isDirectionValid(outbound)) return null;
  const base: FlightCheckoutParams = {
    origin: criteria.origin,
    destination: criteria.destination,
    date: criteria.departureDate,
    adults: String(criteria.adults),
    children: String(criteria.children),
    infants: String(criteria.infants),
    ...outbound,
    nrOfPassengers,
    price,
  };
  if (criteria.returnDate === undefined) return base;
  const inbound = {
    companyCode: params.returnCompanyCode,
    flightNumber: params.returnFlightNumber,
    bookingClass: params.returnBookingClass,
    departureTime: params.returnDepartureTime,
    arrivalTime: params.returnArrivalTime,
  };
  if (!isDirectionValid(inbound)) return null;
  return {
    ...base,
    returnDate: criteria.returnDate,
    returnCompanyCode: inbound.companyCode,
    returnFlightNumber: inbound.flightNumber,
    returnBookingClass: inbound.bookingClass,
    returnDepartureTime: inbound.departureTime,
    returnArrivalTime: inbound.arrivalTime,
  };
}

function isDirectionValid(direction: {
  companyCode?: string;
  flightNumber?: string;
  bookingClass?: string;
  departureTime?: string;
  arrivalTime?: string;
}): direction is Required<typeof direction> {
  return (
    CARRIER.test(direction.companyCode ?? '') &&
    FLIGHT_NUMBER.test(direction.flightNumber ?? '') &&
    BOOKING_CLASS.test(direction.bookingClass ?? '') &&
    HHMM.test(direction.departureTime ?? '') &&
    HHMM.test(direction.arrivalTime ?? '')
  );
}

function directionMatches(
  legs: FlightRouteSegment[],
  date: string,
  expected: Partial<DirectionParams>,
): boolean {
  const actual = directionParams(legs);
  return (
    actual !== null &&
    legs[0]?.local_departure.slice(0, 10) === date &&
    actual.companyCode === expected.companyCode &&
    actual.flightNumber === expected.flightNumber &&
    actual.departureTime === expected.departureTime &&
    actual.arrivalTime === expected.arrivalTime
  );
}

/** Whether a result flies the outbound of a checkout address (a round trip's returns are asked for by it). */
export function matchesCheckoutOutbound(result: FlightResult, params: FlightCheckoutParams): boolean {
  return directionMatches(directionSegments(result, 0), params.date, params);
}

/**
 * Finds the itinerary of a checkout address in a fresh search: same first carrier, flight number,
 * local date and times per direction (the booking token may differ between searches).
 */
export function matchesCheckoutParams(result: FlightResult, params: FlightCheckoutParams): boolean {
  const inbound = directionSegments(result, 1);
  if (!matchesCheckoutOutbound(result, params)) return false;
  if (params.returnDate === undefined) return inbound.length === 0;
  return directionMatches(inbound, params.returnDate, {
    companyCode: params.returnCompanyCode,
    flightNumber: params.returnFlightNumber,
    departureTime: params.returnDepartureTime,
    arrivalTime: params.returnArrivalTime,
  });
}
