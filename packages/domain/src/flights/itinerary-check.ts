/**
 * What makes a sequence of flights a journey someone can fly (decision 011). The built-in schedule sells only
 * itineraries that pass it, and refuses any other at booking time, however its booking token was made.
 */

/** Shortest time between landing and the next departure at the same airport (every connection, one rule). */
export const MIN_CONNECTION_MINUTES = 50;
/** Longest such wait: past it the traveller is not connecting but stopping over. */
export const MAX_CONNECTION_MINUTES = 8 * 60;
/** A return leaves at least this long after the outbound lands. */
export const MIN_STAY_MINUTES = 2 * 60;

/** One flight on a date, as the server has it from its schedule (never as a client describes it). */
export interface ItineraryLeg {
  /** Marketing carrier and number, e.g. `AV9321`. */
  flight: string;
  origin: string;
  destination: string;
  /** Local date of departure at the origin (YYYY-MM-DD). */
  departureDate: string;
  /** Epoch milliseconds. */
  departureUtc: number;
  arrivalUtc: number;
  /** 0 outbound, 1 return. */
  direction: 0 | 1;
}

/** The search an itinerary was offered for; a return date makes it a round trip. */
export interface ItinerarySearch {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
}

export type ItineraryProblem =
  | 'noOutbound'
  | 'returnBeforeOutbound'
  | 'tripType'
  | 'repeatedLeg'
  | 'wrongOrigin'
  | 'wrongDestination'
  | 'wrongDate'
  | 'notConnected'
  | 'revisitsAirport'
  | 'connectionTooShort'
  | 'connectionTooLong'
  | 'returnTooSoon';

const MINUTE_MS = 60_000;

/** The first reason these legs are not one direction's journey from `from` to `to` leaving on `date`. */
function findJourneyProblem(
  legs: readonly ItineraryLeg[],
  from: string,
  to: string,
  date: string | undefined,
): ItineraryProblem | null {
  const first = legs[0];
  const last = legs.at(-1);
  if (!first || !last) return 'tripType';
  if (first.origin !== from) return 'wrongOrigin';
  if (last.destination !== to) return 'wrongDestination';
  if (first.departureDate !== date) return 'wrongDate';
  const visited = new Set([first.origin]);
  for (const [index, leg] of legs.entries()) {
    // A journey that comes back through an airport (BOG–MDE–BOG–MIA) is two trips sold as one.
    if (visited.has(leg.destination)) return 'revisitsAirport';
    visited.add(leg.destination);
    const previous = legs[index - 1];
    if (!previous) continue;
    if (leg.origin !== previous.destination) return 'notConnected';
    const minutes = (leg.departureUtc - previous.arrivalUtc) / MINUTE_MS;
    if (minutes < MIN_CONNECTION_MINUTES) return 'connectionTooShort';
    if (minutes > MAX_CONNECTION_MINUTES) return 'connectionTooLong';
  }
  return null;
}

/**
 * The first reason these legs, in the order the itinerary lists them, are not a journey for this search:
 * the outbound goes from the search's origin to its destination leaving on its date, the return (only on a
 * round trip) comes back leaving on the return date, each direction's legs connect at the same airport
 * within 50 minutes to 8 hours, no flight is flown twice, and the return leaves 2 hours after the outbound
 * lands. null when they are.
 */
export function findItineraryProblem(
  legs: readonly ItineraryLeg[],
  search: ItinerarySearch,
): ItineraryProblem | null {
  const outbound = legs.filter((leg) => leg.direction === 0);
  const inbound = legs.filter((leg) => leg.direction === 1);
  if (outbound.length === 0) return 'noOutbound';
  // Listed outbound first: an outbound leg after a return leg is a return leg relabelled.
  if (legs.some((leg, index) => index > 0 && leg.direction < (legs[index - 1] as ItineraryLeg).direction)) {
    return 'returnBeforeOutbound';
  }
  if ((search.returnDate !== undefined) !== inbound.length > 0) return 'tripType';
  const flights = new Set(legs.map((leg) => `${leg.flight}@${leg.departureDate}`));
  if (flights.size !== legs.length) return 'repeatedLeg';
  const outboundProblem = findJourneyProblem(
    outbound,
    search.origin,
    search.destination,
    search.departureDate,
  );
  if (outboundProblem) return outboundProblem;
  if (inbound.length === 0) return null;
  const inboundProblem = findJourneyProblem(inbound, search.destination, search.origin, search.returnDate);
  if (inboundProblem) return inboundProblem;
  const landed = (outbound.at(-1) as ItineraryLeg).arrivalUtc;
  const leaves = (inbound[0] as ItineraryLeg).departureUtc;
  return (leaves - landed) / MINUTE_MS < MIN_STAY_MINUTES ? 'returnTooSoon' : null;
}
