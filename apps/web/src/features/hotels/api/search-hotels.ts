import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type HotelResult,
  type HotelSearchCriteria,
  hotelSearchResponseSchema,
  partyOf,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/hotels/search — public; the search request of spec §3. Children are sent with their ages rather
 * than always 0 as spec §7 had it (decision 020): suppliers price and place them by age.
 */
export async function searchHotels(
  criteria: HotelSearchCriteria,
  signal?: AbortSignal,
): Promise<HotelResult[]> {
  const party = partyOf(criteria);
  const { results } = await apiRequest('/api/hotels/search', hotelSearchResponseSchema, {
    method: 'POST',
    body: {
      stay: { checkIn: criteria.checkIn, checkOut: criteria.checkOut },
      occupancies: [
        {
          rooms: criteria.rooms,
          adults: party.adults,
          children: party.childAges.length,
          childAges: party.childAges,
        },
      ],
      destination: { zone: criteria.destination },
    },
    signal,
    authenticated: false,
  });
  return results;
}

export function hotelSearchQueryOptions(criteria: HotelSearchCriteria) {
  return queryOptions({
    queryKey: ['hotels', 'search', criteria],
    queryFn: ({ signal }) => searchHotels(criteria, signal),
    // Spec §8: a failed search is only logged and the list stays empty; retrying would keep the overlay up.
    retry: false,
  });
}

export function useHotelSearch(criteria: HotelSearchCriteria) {
  return useQuery(hotelSearchQueryOptions(criteria));
}
