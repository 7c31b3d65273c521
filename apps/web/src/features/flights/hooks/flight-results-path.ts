import { type FlightSearch, flightRoutes } from '@travesia/domain';

/*
 * Apart from the results page's reading of the address (use-flight-search-route.ts), which needs the full zod: the
 * search form builds the address with zod/mini alone (decision 051).
 */

/** The results address for a (parsed) search. */
export function resultsPathFor(request: FlightSearch): string {
  const { passengers } = request;
  const path = flightRoutes.results({
    origin: request.origin,
    destination: request.destination,
    departureDate: request.departureDate,
    ...(request.returnDate === undefined ? {} : { returnDate: request.returnDate }),
    ...passengers,
  });
  const query = new URLSearchParams();
  if (request.cabin !== 'Y') query.set('cabin', request.cabin);
  if (!request.nonStop) query.set('nonStop', 'false');
  if (request.bags.hand !== 1) query.set('hand', String(request.bags.hand));
  if (request.bags.hold !== 0) query.set('hold', String(request.bags.hold));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
