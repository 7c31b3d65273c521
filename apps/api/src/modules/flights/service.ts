import {
  FLIGHT_SEARCH_MESSAGES,
  type FlightResult,
  type FlightSearch,
  findAirport,
  findFlightSearchProblem,
  toIsoDate,
  withSearchedBags,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';

/**
 * Itineraries for a search, once its dates (against today in Colombia) and airports are known to be valid; each
 * booking token is a signed offer for this search (decision 011). Prices include the hold bags asked for.
 */
export async function searchFlights(context: AppContext, search: FlightSearch): Promise<FlightResult[]> {
  const problem = findFlightSearchProblem(search, toIsoDate(new Date()));
  if (problem) throw badRequest(FLIGHT_SEARCH_MESSAGES[problem]);
  if (!findAirport(search.origin) || !findAirport(search.destination)) {
    throw badRequest(FLIGHT_SEARCH_MESSAGES.unknownAirport);
  }
  const offers = context.flightOffers.seal(search, await context.flightSupplier.search(search));
  // Priced after sealing: sealing reuses its work for a supplier's cached results, kept as one array.
  return search.bags.hold === 0 ? offers : offers.map((result) => withSearchedBags(result, search));
}
