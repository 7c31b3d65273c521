import type { FlightResult } from '../flights/flight-api';
import { directionSegments } from '../flights/flight-format';
import { type Coordinates, type FlightLeg, journeyCo2Kg, medianOf } from './flight-emissions';

/** Where an airport is (the airport list, which the caller holds); undefined when unknown. */
export type LocateAirport = (iata: string) => Coordinates | undefined;

function legsOf(result: FlightResult, direction: 0 | 1, locate: LocateAirport): FlightLeg[] | null {
  const legs: FlightLeg[] = [];
  for (const segment of directionSegments(result, direction)) {
    const from = locate(segment.flyFrom);
    const to = locate(segment.flyTo);
    if (!from || !to) return null;
    const stop = segment.technical_stop ? locate(segment.technical_stop.iataCode) : undefined;
    legs.push({ from, to, equipment: segment.equipment, ...(stop ? { technicalStop: stop } : {}) });
  }
  return legs;
}

const journeyKey = (result: FlightResult, direction: 0 | 1) =>
  directionSegments(result, direction)
    .map((segment) => `${segment.id}@${segment.local_departure}`)
    .join('|');

/** Whole kg per passenger of a direction's journey; null when an airport of it is unknown. */
function directionKg(result: FlightResult, direction: 0 | 1, locate: LocateAirport): number | null {
  const legs = legsOf(result, direction, locate);
  return legs && legs.length > 0 ? journeyCo2Kg(legs, result.cabin) : null;
}

/**
 * The search's results, each with its estimate per direction and what is typical for the route: the median over
 * the distinct journeys of that direction, so an outbound offered with nine returns counts once. An itinerary
 * with an airport the list does not know gets no estimate and counts for no typical figure.
 */
export function withFlightEmissions(results: readonly FlightResult[], locate: LocateAirport): FlightResult[] {
  const outbounds = new Map<string, number>();
  const returns = new Map<string, number>();
  const estimates = results.map((result) => {
    const outboundKg = directionKg(result, 0, locate);
    const isRoundTrip = result.route.some((segment) => segment.return === 1);
    const returnKg = isRoundTrip ? directionKg(result, 1, locate) : null;
    if (outboundKg === null || (isRoundTrip && returnKg === null)) return null;
    outbounds.set(journeyKey(result, 0), outboundKg);
    if (returnKg !== null) returns.set(journeyKey(result, 1), returnKg);
    return { outboundKg, returnKg };
  });
  const typicalOf = (journeys: Map<string, number>) => {
    const median = medianOf([...journeys.values()]);
    return median === null ? null : Math.round(median);
  };
  const typicalOutboundKg = typicalOf(outbounds);
  const typicalReturnKg = typicalOf(returns);
  return results.map((result, index) => {
    const estimate = estimates[index];
    if (!estimate) return result;
    return {
      ...result,
      emissions: {
        ...estimate,
        typicalOutboundKg: typicalOutboundKg ?? estimate.outboundKg,
        typicalReturnKg: estimate.returnKg === null ? null : (typicalReturnKg ?? estimate.returnKg),
      },
    };
  });
}

/** The estimate and the route's typical figure of the direction a results step lists. */
export function directionEmissions(
  result: Pick<FlightResult, 'emissions'>,
  direction: 0 | 1,
): { kg: number; typicalKg: number } | null {
  const { emissions } = result;
  if (!emissions) return null;
  if (direction === 0) return { kg: emissions.outboundKg, typicalKg: emissions.typicalOutboundKg };
  return emissions.returnKg === null || emissions.typicalReturnKg === null
    ? null
    : { kg: emissions.returnKg, typicalKg: emissions.typicalReturnKg };
}
