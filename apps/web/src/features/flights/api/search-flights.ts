import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FlightResult, type FlightSearchRequest, flightSearchResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/flights/search — public like the hotel search; round-trip results hold both directions. */
export async function searchFlights(
  request: FlightSearchRequest,
  signal?: AbortSignal,
): Promise<FlightResult[]> {
  const { results } = await apiRequest('/api/flights/search', flightSearchResponseSchema, {
    method: 'POST',
    body: request,
    signal,
    authenticated: false,
  });
  return results;
}

export function flightSearchQueryOptions(request: FlightSearchRequest) {
  return queryOptions({
    queryKey: ['flights', 'search', request],
    queryFn: ({ signal }) => searchFlights(request, signal),
    // The results page offers its own retry button next to the API's message.
    retry: false,
  });
}

export function useFlightSearch(request: FlightSearchRequest) {
  return useQuery(flightSearchQueryOptions(request));
}
