import type { Airport } from './airport';
import airportRecords from './airports.json' with { type: 'json' };

/** The bundled airport list, sorted by IATA code. Importing it pulls ~1 MB into the importer's bundle. */
export const AIRPORTS = airportRecords as readonly Airport[];

// Built on first use, so importing this module costs nothing until a code is looked up.
let airportsByCode: ReadonlyMap<string, Airport> | undefined;

/** The airport with this IATA code (any case), or undefined. */
export function findAirport(iata: string): Airport | undefined {
  airportsByCode ??= new Map(AIRPORTS.map((airport) => [airport.iata, airport]));
  return airportsByCode.get(iata.trim().toUpperCase());
}
