import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CorporateHotel,
  corporateHotelSchema,
  type HotelResult,
  type HotelSearchCriteria,
} from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Spec §7: the client marks corporate hotels as COP, without breakfast, from the 'corporative' source. */
export function toCorporateResult(hotel: CorporateHotel): HotelResult {
  return { ...hotel, currency: 'COP', breakfast: false, source: 'corporative' };
}

/** GET /api/hotels/iata/:iataCode?checkIn&checkOut — the negotiated hotels of the caller's company. */
export async function getCorporateHotels(
  criteria: HotelSearchCriteria,
  signal?: AbortSignal,
): Promise<HotelResult[]> {
  const query = new URLSearchParams({ checkIn: criteria.checkIn, checkOut: criteria.checkOut });
  const hotels = await apiRequest(
    `/api/hotels/iata/${encodeURIComponent(criteria.destination)}?${query}`,
    z.array(corporateHotelSchema),
    { signal },
  );
  return hotels.map(toCorporateResult);
}

export function corporateHotelsQueryOptions(criteria: HotelSearchCriteria) {
  return queryOptions({
    queryKey: ['hotels', 'corporate', criteria],
    queryFn: ({ signal }) => getCorporateHotels(criteria, signal),
    retry: false,
  });
}

export function useCorporateHotels(criteria: HotelSearchCriteria) {
  return useQuery(corporateHotelsQueryOptions(criteria));
}
