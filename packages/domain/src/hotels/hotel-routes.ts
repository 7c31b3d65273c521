import type { GuestCount } from './guests';
import { hotelGuestTotal } from './guests';
import type { StayDates } from './stay';

/** Spec §3: route-level search criteria; rooms default 1, adults default 2. */
export interface HotelSearchCriteria extends StayDates {
  destination: string;
  rooms: number;
  adults: number;
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

/** Search forms always ask for one room and count adults + children (spec §2.4/§2.5). */
export function criteriaFromForm(
  destination: string,
  stay: StayDates,
  guests: GuestCount,
): HotelSearchCriteria {
  return { destination, ...stay, rooms: DEFAULT_ROOMS, adults: hotelGuestTotal(guests) };
}

export const hotelRoutes = {
  results: (criteria: HotelSearchCriteria) => `/hotels/results/${searchSegment(criteria)}`,
  corporateResults: (criteria: HotelSearchCriteria) =>
    `/hotels/results-corporative/${searchSegment(criteria)}`,
  detail: (hotelCode: string, criteria: HotelSearchCriteria) =>
    `/hotels/detail/${encodeURIComponent(hotelCode)}/${searchSegment(criteria)}`,
  checkout: (hotelCode: string, criteria: HotelSearchCriteria, roomCode: string) =>
    `/hotels/checkout/${encodeURIComponent(hotelCode)}/${searchSegment(criteria)}/${encodeURIComponent(roomCode)}`,
  confirmation: (bookingId: string) => `/hotel-confirmation/${encodeURIComponent(bookingId)}`,
};
