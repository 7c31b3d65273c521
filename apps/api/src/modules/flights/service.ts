import {
  FLIGHT_SEARCH_MESSAGES,
  type FlightResult,
  type FlightSearch,
  findAirport,
  findFlightSearchProblem,
  toIsoDate,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';

/** Itineraries for a search, once its dates (against today in Colombia) and airports are known to be valid. */
export async function searchFlights(context: AppContext, search: FlightSearch): Promise<FlightResult[]> {
  const problem = findFlightSearchProblem(search, toIsoDate(new Date()));
  if (problem) throw badRequest(FLIGHT_SEARCH_MESSAGES[problem]);
  if (!findAirport(search.origin) || !findAirport(search.destination)) {
    throw badRequest(FLIGHT_SEARCH_MESSAGES.unknownAirport);
  }
  return context.flightSupplier.search(search);
}
