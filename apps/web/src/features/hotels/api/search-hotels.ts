import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type HotelResult,
  type HotelSearchCriteria,
  hotelResultsPageDataSchema,
  hotelSearchRequestOf,
  hotelSearchResponseSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { pageRequestedAt, sentWithPage } from '../../../lib/page-data';

/** POST /api/hotels/search — public; the search request of spec §3. */
export async function searchHotels(
  criteria: HotelSearchCriteria,
  signal?: AbortSignal,
): Promise<HotelResult[]> {
  const { results } = await apiRequest('/api/hotels/search', hotelSearchResponseSchema, {
    method: 'POST',
    body: hotelSearchRequestOf(criteria),
    signal,
    authenticated: false,
  });
  return results;
}

export function hotelSearchQueryOptions(criteria: HotelSearchCriteria) {
  return queryOptions({
    queryKey: ['hotels', 'search', criteria],
    queryFn: ({ signal }) => searchHotels(criteria, signal),
    // A results address arrives with the server's answer for it (decision 032): the page starts from it.
    initialData: () => resultsSentWithPage(criteria),
    initialDataUpdatedAt: pageRequestedAt,
    // Spec §8: a failed search is only logged and the list stays empty; retrying would keep the overlay up.
    retry: false,
  });
}

export function useHotelSearch(criteria: HotelSearchCriteria) {
  return useQuery(hotelSearchQueryOptions(criteria));
}

function resultsSentWithPage(criteria: HotelSearchCriteria): HotelResult[] | undefined {
  return sentWithPage((data) => {
    const page = hotelResultsPageDataSchema.safeParse(data);
    return page.success && hashKey([page.data.criteria]) === hashKey([criteria])
      ? page.data.results
      : undefined;
  });
}
