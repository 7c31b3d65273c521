import { skipToken, useQuery } from '@tanstack/react-query';
import {
  type FlightResult,
  type FlightSearchRequest,
  flightSearchResponseSchema,
  outboundKey,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/flights/returns — every return of the outbound chosen in a round-trip search (decision 038), each a
 * whole round trip with its own signed offer; public like the search.
 */
export async function searchFlightReturns(
  search: FlightSearchRequest,
  outbound: FlightResult,
  signal?: AbortSignal,
): Promise<FlightResult[]> {
  const { results } = await apiRequest('/api/flights/returns', flightSearchResponseSchema, {
    method: 'POST',
    body: { search, outbound: outboundKey(outbound), outboundOffer: outbound.booking_token },
    signal,
    authenticated: false,
  });
  return results;
}

/** The returns of `outbound`; idle until one is chosen. */
export function useFlightReturns(search: FlightSearchRequest, outbound: FlightResult | null) {
  return useQuery({
    queryKey: ['flights', 'returns', search, outbound ? outboundKey(outbound) : null],
    queryFn: outbound ? ({ signal }) => searchFlightReturns(search, outbound, signal) : skipToken,
    // The results page offers its own retry button next to the API's message.
    retry: false,
  });
}
