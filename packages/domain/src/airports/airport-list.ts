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

// The airports of each city with several, by the code of its main one; built on first use, like the index above.
let airportsByMain: ReadonlyMap<string, readonly Airport[]> | undefined;

/**
 * Every airport of the city the airport `iata` serves, its main one first (MDE and EOH for either code): a city's
 * hotels are one destination. Just that airport when its city has no other; none for an unknown code.
 */
export function cityAirportsOf(iata: string): readonly Airport[] {
  const airport = findAirport(iata);
  if (!airport) return [];
  if (!airportsByMain) {
    const byMain = new Map<string, Airport[]>();
    for (const other of AIRPORTS) {
      if (other.mainAirport) byMain.set(other.mainAirport, [...(byMain.get(other.mainAirport) ?? []), other]);
    }
    airportsByMain = byMain;
  }
  const main = airport.mainAirport ? findAirport(airport.mainAirport) : airport;
  if (!main) return [airport];
  return [main, ...(airportsByMain.get(main.iata) ?? [])];
}
