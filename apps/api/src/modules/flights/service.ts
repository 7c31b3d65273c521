import {
  FLIGHT_SEARCH_MESSAGES,
  type FlightResult,
  type FlightSearch,
  findAirport,
  findFlightSearchProblem,
  isSameParty,
  outboundChoices,
  toIsoDate,
  withFlightEmissions,
  withSearchedBags,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, invalidFlightOffer } from '../../lib/app-error';
import type { OfferedSearch } from '../../suppliers/flights/flight-supplier';

const ONE_WAY_HAS_NO_RETURNS = 'Solo un viaje de ida y vuelta tiene vuelos de regreso.';

/** A search whose dates (against today in Colombia) or airports are not valid is refused with its message. */
function refuseInvalidSearch(search: FlightSearch): void {
  const problem = findFlightSearchProblem(search, toIsoDate(new Date()));
  if (problem) throw badRequest(FLIGHT_SEARCH_MESSAGES[problem]);
  if (!findAirport(search.origin) || !findAirport(search.destination)) {
    throw badRequest(FLIGHT_SEARCH_MESSAGES.unknownAirport);
  }
}

/**
 * Itineraries for a valid search; each booking token is a signed offer for this search (decision 011). Prices
 * include the bags asked for (decision 018). A round trip answers each outbound once, at its cheapest return:
 * `searchFlightReturns` answers the returns of the one chosen (decision 038).
 */
export async function searchFlights(context: AppContext, search: FlightSearch): Promise<FlightResult[]> {
  refuseInvalidSearch(search);
  const found = await context.flightSupplier.search(search);
  const offers = context.flightOffers.seal(search, search.returnDate ? eachOutboundOnce(found) : found);
  // Priced after sealing: sealing reuses its work for a supplier's cached results, kept as one array.
  return withEmissions(withBagsPriced(offers, search));
}

/**
 * Every round trip of a search that flies the outbound chosen (its `outboundKey`), signed like the search's own
 * offers. The outbound's offer must be one this API signed for the same search; its lowest fare, the lowest the
 * traveller was shown, goes on into the returns' offers for the reports (decision 026).
 */
export async function searchFlightReturns(
  context: AppContext,
  request: { search: FlightSearch; outbound: string; outboundOffer: string },
): Promise<FlightResult[]> {
  const { search } = request;
  refuseInvalidSearch(search);
  if (!search.returnDate) throw badRequest(ONE_WAY_HAS_NO_RETURNS);
  const offer = context.flightOffers.open(request.outboundOffer);
  if (!isOfferFor(offer.search, search)) throw invalidFlightOffer();
  const lowest =
    offer.lowestOffer && isSameParty(offer.lowestOffer.passengers, search.passengers)
      ? offer.lowestOffer.fare
      : null;
  const returns = await context.flightSupplier.returnsFor(search, request.outbound);
  return withEmissions(withBagsPriced(context.flightOffers.seal(search, returns, lowest), search));
}

function isOfferFor(offered: OfferedSearch, search: FlightSearch): boolean {
  return (
    offered.origin === search.origin &&
    offered.destination === search.destination &&
    offered.departureDate === search.departureDate &&
    offered.returnDate === search.returnDate &&
    offered.cabin === search.cabin
  );
}

/** A supplier's round trips reduced to one per outbound, the same array each time it answers the same one. */
const outboundsOf = new WeakMap<readonly FlightResult[], FlightResult[]>();

function eachOutboundOnce(results: FlightResult[]): FlightResult[] {
  let choices = outboundsOf.get(results);
  if (!choices) {
    const once = outboundChoices(results);
    choices = once.length === results.length ? results : once;
    outboundsOf.set(results, choices);
  }
  return choices;
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
