import type { FareFamily, FlightPassengers, FlightResult, LuggageSize } from './flight-api';
import { seatedPassengers } from './flight-search';

/**
 * Extra luggage is priced per passenger with a seat and per direction; a size the family already
 * includes (or does not offer) costs nothing, and choosing a size twice counts it once.
 */
export function luggagePrice(
  family: FareFamily,
  extra: readonly LuggageSize[],
  passengers: FlightPassengers,
  directions: 1 | 2,
): number {
  const perPassenger = [...new Set(extra)].reduce((sum, size) => {
    const option = family.luggage.find((candidate) => candidate.size === size);
    return option && !option.included ? sum + option.price : sum;
  }, 0);
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
