import type { FareFamily, FlightResult, LuggageSize } from './flight-api';
import { seatedPassengers } from './flight-search';
import { BAG_LIMITS } from './flight-search-options';
import type { FlightPassengers, FlightSearch } from './flight-search-request';

/** How many of each size one passenger may carry: hold bags as the search form allows, the others once. */
const MAX_PER_PASSENGER: Record<LuggageSize, number> = {
  Pequeño: 1,
  Mediano: BAG_LIMITS.hand.max,
  Grande: BAG_LIMITS.hold.max,
};

/**
 * How many more of a size than the family includes a passenger may buy; a supplier that prices no second one
 * of an included size (Tequila's included bags) does not sell it.
 */
export function extraAllowance(family: FareFamily, size: LuggageSize): number {
  const option = family.luggage.find((candidate) => candidate.size === size);
  if (!option) return 0;
  if (!option.included) return MAX_PER_PASSENGER[size];
  return option.price > 0 ? MAX_PER_PASSENGER[size] - 1 : 0;
}

/**
 * The extra luggage that is charged: sizes the family offers, each at most as often as a passenger may buy
 * it (a hold bag up to twice, any other size once), in the order the sizes are listed.
 */
export function chargeableLuggage(family: FareFamily, extra: readonly LuggageSize[]): LuggageSize[] {
  return family.luggage.flatMap((option) => {
    const wanted = extra.filter((size) => size === option.size).length;
    return Array.from({ length: Math.min(wanted, extraAllowance(family, option.size)) }, () => option.size);
  });
}

/**
 * Extra luggage is priced per passenger with a seat and per direction; a size the family does not offer, or
 * beyond what a passenger may carry, costs nothing.
 */
export function luggagePrice(
  family: FareFamily,
  extra: readonly LuggageSize[],
  passengers: FlightPassengers,
  directions: 1 | 2,
): number {
  const perPassenger = chargeableLuggage(family, extra).reduce(
    (sum, size) => sum + (family.luggage.find((option) => option.size === size)?.price ?? 0),
    0,
  );
  return perPassenger * seatedPassengers(passengers) * directions;
}

/** What the traveller pays: the family for every passenger plus extra luggage; the API re-checks it. */
export function fareTotal(
  family: FareFamily,
  extra: readonly LuggageSize[],
  passengers: FlightPassengers,
  directions: 1 | 2,
): number {
  return family.price + luggagePrice(family, extra, passengers, directions);
}

export function directionsOf(result: Pick<FlightResult, 'route'>): 1 | 2 {
  return result.route.some((segment) => segment.return === 1) ? 2 : 1;
}

/** Bags per passenger a traveller means to carry, as the search asks for them: a carry-on (0–1) and hold bags (0–2). */
export type CarriedBags = FlightSearch['bags'];

/** The sizes a search's bags are: the carry-on is 'Mediano', a hold bag 'Grande'. */
export const BAG_SIZES = { hand: 'Mediano', hold: 'Grande' } as const satisfies Record<
  keyof CarriedBags,
  LuggageSize
>;

const includedCount = (family: FareFamily, size: LuggageSize) =>
  family.luggage.some((option) => option.size === size && option.included) ? 1 : 0;

/** The bags of one size a passenger buys in this family to carry `wanted` of them in all. */
function toBuy(family: FareFamily, size: LuggageSize, wanted: number): LuggageSize[] {
  const missing = Math.min(wanted - includedCount(family, size), extraAllowance(family, size));
  return Array.from({ length: Math.max(0, missing) }, () => size);
}

/**
 * The luggage a passenger buys in this family to carry the bags meant (decision 018): the carry-on unless the
 * family includes one, and the hold bags beyond the one it may include.
 */
export function bagsToBuy(family: FareFamily, bags: CarriedBags): LuggageSize[] {
  return [...toBuy(family, BAG_SIZES.hand, bags.hand), ...toBuy(family, BAG_SIZES.hold, bags.hold)];
}

/** The carry-on and hold bags a passenger carries in all with this family and these extras. */
export function bagsCarried(family: FareFamily, extra: readonly LuggageSize[]): CarriedBags {
  const charged = chargeableLuggage(family, extra);
  const carried = (size: LuggageSize) =>
    includedCount(family, size) + charged.filter((candidate) => candidate === size).length;
  return { hand: carried(BAG_SIZES.hand), hold: carried(BAG_SIZES.hold) };
}

/** A result offered for the bags a search asked for: the family, the luggage bought on top of it and the total. */
export interface SearchedFare {
  family: FareFamily;
  extraLuggage: LuggageSize[];
  total: number;
}

/**
 * The cheapest way to fly a result with the searched bags (issue 36): each family priced with the bags it must buy,
 * the lowest total winning and the cheaper family on a tie. A family that includes the carry-on can cost less than
 * the cheapest family with one bought on top; the card's price, the fare the upsell starts from and the booking's
 * total are this one fare.
 */
export function cheapestSearchedFare(
  result: Pick<FlightResult, 'fareFamilies' | 'route'>,
  search: Pick<FlightSearch, 'bags' | 'passengers'>,
): SearchedFare | undefined {
  const directions = directionsOf(result);
  let cheapest: SearchedFare | undefined;
  for (const family of result.fareFamilies) {
    const extraLuggage = bagsToBuy(family, search.bags);
    const total = fareTotal(family, extraLuggage, search.passengers, directions);
    if (!cheapest || total < cheapest.total) cheapest = { family, extraLuggage, total };
  }
  return cheapest;
}

/**
 * The searched bags a result's price includes: those its searched fare includes or sells, at most the ones asked for
 * (a supplier's offer may have no carry-on to sell, and then its card must not claim one).
 */
export function searchedBagsPriced(
  result: Pick<FlightResult, 'fareFamilies' | 'route'>,
  search: Pick<FlightSearch, 'bags' | 'passengers'>,
): CarriedBags {
  const fare = cheapestSearchedFare(result, search);
  if (!fare) return { hand: 0, hold: 0 };
  const carried = bagsCarried(fare.family, fare.extraLuggage);
  return { hand: Math.min(carried.hand, search.bags.hand), hold: Math.min(carried.hold, search.bags.hold) };
}

/**
 * A result as the search shows it: its price is its searched fare (`cheapestSearchedFare`), the cheapest family with
 * the bags the search asked for, the same total the upsell starts from and the booking charges.
 */
export function withSearchedBags(
  result: FlightResult,
  search: Pick<FlightSearch, 'bags' | 'passengers'>,
): FlightResult {
  const cheapest = result.fareFamilies[0];
  const fare = cheapestSearchedFare(result, search);
  if (!cheapest || !fare) return result;
  const price = result.price - cheapest.price + fare.total;
  if (price === result.price) return result;
  const eurPerCop = result.price > 0 ? result.conversion.EUR / result.price : 0;
  return {
    ...result,
    price,
    conversion: { COP: price, EUR: Math.round(price * eurPerCop * 100) / 100 },
  };
}
