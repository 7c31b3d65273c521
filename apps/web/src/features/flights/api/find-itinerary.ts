import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type FareFamily,
  type FlightCheckoutParams,
  type FlightResult,
  type FlightSearchRequest,
  matchesCheckoutOutbound,
  matchesCheckoutParams,
} from '@travesia/domain';
import { searchFlightReturns } from './search-flight-returns';
import { searchFlights } from './search-flights';

export interface FoundItinerary {
  result: FlightResult;
  family: FareFamily;
}

/**
 * Searches again (a round trip's returns too, when the one chosen is not its outbound's cheapest) and picks the
 * itinerary a checkout address describes, with the fare family of its
 * booking class: prices and seats move between searches, and the booking token changes with them.
 * null: the flight, or that family, is no longer on sale.
 */
export async function findItinerary(
  request: FlightSearchRequest,
  params: FlightCheckoutParams,
  signal?: AbortSignal,
): Promise<FoundItinerary | null> {
  const results = await searchFlights(request, signal);
  const found = pickItinerary(results, params);
  if (found || request.returnDate === undefined) return found;
  // A round trip's search answers each outbound once: the return chosen is among its outbound's returns.
  const outbound = results.find((result) => matchesCheckoutOutbound(result, params));
  return outbound ? pickItinerary(await searchFlightReturns(request, outbound, signal), params) : null;
}

function pickItinerary(
  results: readonly FlightResult[],
  params: FlightCheckoutParams,
): FoundItinerary | null {
  for (const result of results) {
    if (!matchesCheckoutParams(result, params)) continue;
    const family = result.fareFamilies.find((candidate) => candidate.bookingClass === params.bookingClass);
    if (family) return { result, family };
  }
  return null;
}

export function foundItineraryQueryOptions(request: FlightSearchRequest, params: FlightCheckoutParams) {
  // The accepted price is not part of the question: accepting a new one must not search again.
  const { price: _acceptedPrice, ...flight } = params;
  return queryOptions({
    queryKey: ['flights', 'itinerary', request, flight],
    queryFn: ({ signal }) => findItinerary(request, params, signal),
    // The screen offers its own retry next to the API's message; the price must be fresh on every visit.
    retry: false,
    staleTime: 0,
  });
}

export function useFoundItinerary(
  request: FlightSearchRequest,
  params: FlightCheckoutParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...foundItineraryQueryOptions(request, params), enabled });
}
