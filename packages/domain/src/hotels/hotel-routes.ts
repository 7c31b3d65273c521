import { type HotelParty, partyFromRoute, partyQuery, partySize } from './party';
import type { StayDates } from './stay';

/**
 * Spec §3: route-level search criteria; rooms default 1, adults default 2. `adults` is the route's guest total
 * (adults + children, as the spec names it); the children's ages and the infants come from the query.
 */
export interface HotelSearchCriteria extends StayDates {
  destination: string;
  rooms: number;
  adults: number;
  childAges: number[];
  infants: number;
}

export const DEFAULT_ROOMS = 1;
export const DEFAULT_ROUTE_ADULTS = 2;

function searchSegment(criteria: HotelSearchCriteria): string {
  return [
    criteria.destination.toUpperCase(),
    criteria.checkIn,
    criteria.checkOut,
    criteria.rooms,
    criteria.adults,
  ]
    .map((part) => encodeURIComponent(String(part)))
    .join('/');
}

/** The segments of a results address, as a router reads them (any may be missing or malformed). */
export interface HotelSearchRouteParams {
  destination?: string | undefined;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  rooms?: string | undefined;
  adults?: string | undefined;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The search criteria of a results address (spec §3: rooms default 1, adults default 2), with the children's
 * ages and the infants of its query: what the results page searches, and what the server searches to send the
 * page already filled in.
 */
export function criteriaFromRoute(params: HotelSearchRouteParams, search: string): HotelSearchCriteria {
  const guestTotal = positiveInteger(params.adults, DEFAULT_ROUTE_ADULTS);
  const { childAges, infants } = partyFromRoute(guestTotal, search);
  return {
    destination: (params.destination ?? '').toUpperCase(),
    checkIn: params.checkIn ?? '',
    checkOut: params.checkOut ?? '',
    rooms: positiveInteger(params.rooms, DEFAULT_ROOMS),
    adults: guestTotal,
    childAges,
    infants,
  };
}

/** The party the criteria describe: the guest total less the children. */
export function partyOf(criteria: HotelSearchCriteria): HotelParty {
  return {
    adults: criteria.adults - criteria.childAges.length,
    childAges: criteria.childAges,
    infants: criteria.infants,
  };
}

/** Search forms always ask for one room and count adults + children (spec §2.4/§2.5). */
export function criteriaFromForm(
  destination: string,
  stay: StayDates,
  party: HotelParty,
): HotelSearchCriteria {
  return {
    destination,
    ...stay,
    rooms: DEFAULT_ROOMS,
    adults: partySize(party),
    childAges: party.childAges,
    infants: party.infants,
  };
}

export const hotelRoutes = {
  results: (criteria: HotelSearchCriteria) =>
    `/hotels/results/${searchSegment(criteria)}${partyQuery(criteria)}`,
  corporateResults: (criteria: HotelSearchCriteria) =>
    `/hotels/results-corporative/${searchSegment(criteria)}${partyQuery(criteria)}`,
  detail: (hotelCode: string, criteria: HotelSearchCriteria) =>
    `/hotels/detail/${encodeURIComponent(hotelCode)}/${searchSegment(criteria)}${partyQuery(criteria)}`,
  checkout: (hotelCode: string, criteria: HotelSearchCriteria, roomCode: string) =>
    `/hotels/checkout/${encodeURIComponent(hotelCode)}/${searchSegment(criteria)}/${encodeURIComponent(roomCode)}${partyQuery(criteria)}`,
  confirmation: (bookingId: string) => `/hotel-confirmation/${encodeURIComponent(bookingId)}`,
};
