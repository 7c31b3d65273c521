import { z } from 'zod/mini';
import type { Airport } from './airport';

/**
 * What the web app needs of an airport: its names, to show them, its size, to rank suggestions, and the main
 * airport of its city when that is another one, to list a city's hotels once.
 */
export type AirportPlace = Pick<
  Airport,
  'iata' | 'airport' | 'city' | 'country' | 'countryCode' | 'size' | 'mainAirport'
>;

/**
 * One airport of airport-places.json: [iata, airport, city, country, countryCode, size, mainAirport?]. Rows
 * instead of objects keep the web app's copy of the list small (decision 025); the API reads the full airports.json.
 */
export type AirportPlaceRow =
  | readonly [string, string, string, string, string, Airport['size']]
  | readonly [string, string, string, string, string, Airport['size'], string];

export function toAirportPlaceRows(airports: readonly Airport[]): AirportPlaceRow[] {
  return airports.map((airport) => {
    const row = [
      airport.iata,
      airport.airport,
      airport.city,
      airport.country,
      airport.countryCode,
      airport.size,
    ] as const;
    return airport.mainAirport ? [...row, airport.mainAirport] : row;
  });
}

export function fromAirportPlaceRows(rows: readonly AirportPlaceRow[]): AirportPlace[] {
  return rows.map(([iata, airport, city, country, countryCode, size, mainAirport]) => ({
    iata,
    airport,
    city,
    country,
    countryCode,
    size,
    ...(mainAirport ? { mainAirport } : {}),
  }));
}

/**
 * GET /api/airports/:iata: one airport by its code, for a screen that names a single place. zod/mini: the search
 * forms name their airports before the full zod has loaded (decision 051).
 */
export const airportPlaceSchema = z.object({
  iata: z.string(),
  airport: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  size: z.enum(['large', 'medium']),
  mainAirport: z.optional(z.string()),
}) satisfies z.ZodMiniType<AirportPlace>;

export function toAirportPlace(airport: Airport): AirportPlace {
  return {
    iata: airport.iata,
    airport: airport.airport,
    city: airport.city,
    country: airport.country,
    countryCode: airport.countryCode,
    size: airport.size,
    ...(airport.mainAirport ? { mainAirport: airport.mainAirport } : {}),
  };
}
