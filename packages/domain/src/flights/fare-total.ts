import type { FareFamily, FlightPassengers, FlightResult, FlightSearch, LuggageSize } from './flight-api';
import { seatedPassengers } from './flight-search';
import { BAG_LIMITS } from './flight-search-options';

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

const holdBagsIncluded = (family: FareFamily) =>
  family.luggage.some((option) => option.size === 'Grande' && option.included) ? 1 : 0;

/** The hold bags ('Grande') a passenger buys in this family to carry `holdBags` of them in all. */
export function holdBagsToBuy(family: FareFamily, holdBags: number): LuggageSize[] {
  const missing = Math.min(holdBags - holdBagsIncluded(family), extraAllowance(family, 'Grande'));
  return Array.from({ length: Math.max(0, missing) }, () => 'Grande' as const);
}

/** The hold bags a passenger carries in all with this family and these extras. */
export function holdBagsCarried(family: FareFamily, extra: readonly LuggageSize[]): number {
  return (
    holdBagsIncluded(family) + chargeableLuggage(family, extra).filter((size) => size === 'Grande').length
  );
}

/**
 * A result as the search shows it: its price is the cheapest family with the hold bags the search asked for
 * (per passenger), the same total the upsell starts from and the booking charges.
 */
export function withSearchedBags(
  result: FlightResult,
  search: Pick<FlightSearch, 'bags' | 'passengers'>,
): FlightResult {
  const cheapest = result.fareFamilies[0];
  if (!cheapest || search.bags.hold === 0) return result;
  const bags = holdBagsToBuy(cheapest, search.bags.hold);
  const price = result.price + luggagePrice(cheapest, bags, search.passengers, directionsOf(result));
  if (price === result.price) return result;
  const eurPerCop = result.price > 0 ? result.conversion.EUR / result.price : 0;
  return {
    ...result,
    price,
    conversion: { COP: price, EUR: Math.round(price * eurPerCop * 100) / 100 },
  };
}
