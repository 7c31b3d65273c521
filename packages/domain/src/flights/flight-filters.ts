import { directionEmissions } from '../emissions/flight-result-emissions';
import type { FlightResult } from './flight-api';
import { directionSegments, stopsCount } from './flight-format';

/** Departure time bands, in minutes of the local day at the departure airport. */
export const DEPARTURE_RANGES = [
  { id: 'madrugada', label: 'Madrugada (00:00 – 05:59)', from: 0, to: 359 },
  { id: 'manana', label: 'Mañana (06:00 – 11:59)', from: 360, to: 719 },
  { id: 'tarde', label: 'Tarde (12:00 – 17:59)', from: 720, to: 1079 },
  { id: 'noche', label: 'Noche (18:00 – 23:59)', from: 1080, to: 1439 },
] as const;

export interface FlightFilters {
  /** 0, 1 and 2 (= 2 or more); empty: all. */
  stops: number[];
  /** Carrier codes; empty: all. */
  airlines: string[];
  /** DEPARTURE_RANGES ids; empty: all. */
  departureRanges: string[];
  maxPrice: number | null;
}

export const EMPTY_FLIGHT_FILTERS: FlightFilters = {
  stops: [],
  airlines: [],
  departureRanges: [],
  maxPrice: null,
};

/** Two or more stops share one filter option. */
const MANY_STOPS = 2;
const stopsOption = (result: FlightResult, direction: 0 | 1) =>
  Math.min(stopsCount(result, direction), MANY_STOPS);

/** Local departure of the direction's first leg, in minutes of its day. */
function departureMinutes(result: FlightResult, direction: 0 | 1): number | null {
  const local = directionSegments(result, direction)[0]?.local_departure;
  return local ? Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) : null;
}

function departsWithin(result: FlightResult, direction: 0 | 1, rangeIds: readonly string[]): boolean {
  const minutes = departureMinutes(result, direction);
  return DEPARTURE_RANGES.some(
    (range) =>
      rangeIds.includes(range.id) && minutes !== null && minutes >= range.from && minutes <= range.to,
  );
}

/**
 * Stops and departure time look at the direction being chosen (outbound, or the return on the second
 * round-trip step); an itinerary passes the airline filter when any of its carriers is selected.
 */
export function applyFlightFilters(
  results: readonly FlightResult[],
  filters: FlightFilters,
  direction: 0 | 1 = 0,
): FlightResult[] {
  return results.filter(
    (result) =>
      (filters.stops.length === 0 || filters.stops.includes(stopsOption(result, direction))) &&
      (filters.airlines.length === 0 || result.airlines.some((code) => filters.airlines.includes(code))) &&
      (filters.departureRanges.length === 0 || departsWithin(result, direction, filters.departureRanges)) &&
      (filters.maxPrice === null || result.price <= filters.maxPrice),
  );
}

export const FLIGHT_SORTS = ['price', 'duration', 'departure', 'emissions'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];
export const FLIGHT_SORT_LABELS: Record<FlightSort, string> = {
  price: 'Precio',
  duration: 'Duración',
  departure: 'Hora de salida',
  emissions: 'Menores emisiones',
};

function sortKey(result: FlightResult, sort: FlightSort, direction: 0 | 1): number | string {
  if (sort === 'price') return result.price;
  if (sort === 'duration') return direction === 0 ? result.duration.departure : result.duration.return;
  // An itinerary without an estimate goes last.
  if (sort === 'emissions') return directionEmissions(result, direction)?.kg ?? Number.POSITIVE_INFINITY;
  return directionSegments(result, direction)[0]?.local_departure ?? '';
}

/** Stable (equal keys keep the supplier's order) and never mutates the list it is given. */
export function sortFlights(
  results: readonly FlightResult[],
  sort: FlightSort,
  direction: 0 | 1 = 0,
): FlightResult[] {
  return results
    .map((result) => ({ result, key: sortKey(result, sort, direction) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ result }) => result);
}

export interface FlightFilterOptions {
  /** Every carrier with the cheapest itinerary it appears in, by code. */
  airlines: { code: string; minPrice: number }[];
  /** Stop options present in the outbound direction, ascending (2 = 2 or more). */
  stops: number[];
  minPrice: number;
  maxPrice: number;
}

/** Offers only the options the results can satisfy; an empty list gives zero prices. */
export function flightFilterOptions(results: readonly FlightResult[]): FlightFilterOptions {
  const airlineMin = new Map<string, number>();
  const stops = new Set<number>();
  for (const result of results) {
    for (const code of result.airlines) {
      airlineMin.set(code, Math.min(airlineMin.get(code) ?? Number.POSITIVE_INFINITY, result.price));
    }
    stops.add(stopsOption(result, 0));
  }
  const prices = results.map((result) => result.price);
  return {
    airlines: [...airlineMin]
      .map(([code, minPrice]) => ({ code, minPrice }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    stops: [...stops].sort((a, b) => a - b),
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
  };
}
