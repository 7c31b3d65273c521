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

/**
 * The search's results, each with its estimate per direction and what is typical for the route: the median over
 * the distinct journeys of that direction, so an outbound offered with nine returns counts once.
 */
export function withFlightEmissions(results: readonly FlightResult[], locate: LocateAirport): FlightResult[] {
  const journeys: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  const estimates = results.map((result) => {
    const kg: (number | null)[] = [];
    for (const direction of [0, 1] as const) {
      if (direction === 1 && !result.route.some((segment) => segment.return === 1)) {
        kg.push(null);
        continue;
      }
      const legs = legsOf(result, direction, locate);
      if (!legs || legs.length === 0) return null;
      const journeyKg = journeyCo2Kg(legs, result.cabin);
      journeys[direction].set(journeyKey(result, direction), journeyKg);
      kg.push(journeyKg);
    }
    return kg;
  });
  const typical = journeys.map((byKey) => {
    const median = medianOf([...byKey.values()]);
    return median === null ? null : Math.round(median);
  });
  return results.map((result, index) => {
    const kg = estimates[index];
    if (!kg || kg[0] === null || kg[0] === undefined) return result;
    return {
      ...result,
      emissions: {
        outboundKg: kg[0],
        returnKg: kg[1] ?? null,
        typicalOutboundKg: typical[0] ?? kg[0],
        typicalReturnKg: kg[1] === null || kg[1] === undefined ? null : (typical[1] ?? kg[1]),
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
