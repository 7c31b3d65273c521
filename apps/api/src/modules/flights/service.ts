import {
  FLIGHT_SEARCH_MESSAGES,
  type FlightResult,
  type FlightSearch,
  findAirport,
  findFlightSearchProblem,
  toIsoDate,
  withFlightEmissions,
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
  return withEmissions(
    search.bags.hold === 0 ? offers : offers.map((result) => withSearchedBags(result, search)),
  );
}

/**
 * Each itinerary's estimated kg CO₂e per passenger (decision 024), from the legs and aircraft the supplier
 * answered, never from anything the client sends. The same results array (the supplier's cache, resealed
 * offers) gets the same answer array, so the route still writes its bytes once.
 */
const estimated = new WeakMap<readonly FlightResult[], FlightResult[]>();

function withEmissions(results: FlightResult[]): FlightResult[] {
  let answer = estimated.get(results);
  if (!answer) {
    answer = withFlightEmissions(results, findAirport);
    estimated.set(results, answer);
  }
  return answer;
}
