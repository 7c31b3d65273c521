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
 * booking token is a signed offer for this search (decision 011). Prices include the bags asked for (decision 018).
 */
export async function searchFlights(context: AppContext, search: FlightSearch): Promise<FlightResult[]> {
  const problem = findFlightSearchProblem(search, toIsoDate(new Date()));
  if (problem) throw badRequest(FLIGHT_SEARCH_MESSAGES[problem]);
  if (!findAirport(search.origin) || !findAirport(search.destination)) {
    throw badRequest(FLIGHT_SEARCH_MESSAGES.unknownAirport);
  }
  const offers = context.flightOffers.seal(search, await context.flightSupplier.search(search));
  // Priced after sealing: sealing reuses its work for a supplier's cached results, kept as one array.
  return withEmissions(withBagsPriced(offers, search));
}

/**
 * Sealed offers priced with the searched bags, kept per offers array and bags: the same offers keep giving the same
 * results array, whose response bytes the route writes once (decision 022), now that most searches carry a bag.
 */
const priced = new WeakMap<readonly FlightResult[], { bags: string; results: FlightResult[] }>();

function withBagsPriced(offers: FlightResult[], search: FlightSearch): FlightResult[] {
  const bags = JSON.stringify([search.bags, search.passengers]);
  const known = priced.get(offers);
  if (known?.bags === bags) return known.results;
  const withBags = offers.map((result) => withSearchedBags(result, search));
  // Bags no family charges for (none asked, or included) leave the offers as they were.
  const results = withBags.every((result, index) => result === offers[index]) ? offers : withBags;
  priced.set(offers, { bags, results });
  return results;
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
