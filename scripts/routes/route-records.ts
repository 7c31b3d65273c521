// Real airline routes for the built-in flight schedule: who flies between two airports and with which
// aircraft (seats), from the shared OpenFlights routes of 2014, with the carriers of today. Pure: the build
// script and the asset test share it.
import { findAirport } from '../../packages/domain/src/airports/airport-list';
import { buildAirlineNames } from '../airlines/airline-records';
import { parseCsv } from '../airports/airport-records';
import { AIRCRAFT_SEATS } from './aircraft-seats';

export const ROUTES_SOURCE_PATH = 'scripts/data/routes-source.csv';
export const AIRCRAFT_SOURCE_PATH = 'scripts/data/aircraft-source.csv';
export const AIRLINES_SOURCE_PATH = 'scripts/data/airlines-source.csv';
export const ROUTES_ASSET_PATH = 'apps/api/src/suppliers/flights/builtin/openflights-routes.json';

/**
 * 2014 carriers as they fly today. Codes are reused over time, so a carrier gone since (`null`) must not lend
 * its routes to the airline holding its code now (JA was B&H Airlines, it is JetSMART).
 */
const CARRIERS_TODAY: readonly { from: readonly string[]; within?: string; to: string | null }[] = [
  // LAN's and TAM's affiliates sell as LATAM.
  { from: ['4C', '4M', 'JJ', 'LP', 'PZ', 'XL'], to: 'LA' },
  // TACA, LACSA and AeroGal became Avianca.
  { from: ['2K', 'LR', 'TA'], to: 'AV' },
  // AeroRepública flew Colombia's domestic routes as Copa Airlines Colombia; those are Wingo's now.
  { from: ['CM'], within: 'CO', to: 'P5' },
  // Mergers in the United States.
  { from: ['US'], to: 'AA' },
  { from: ['FL'], to: 'WN' },
  { from: ['VX'], to: 'AS' },
  // Gone since 2014: B&H Airlines, Air Berlin, Avianca Brasil, Jet Airways.
  { from: ['JA', 'AB', 'O6', '9W'], to: null },
];

/** The 2014 data lists LATAM's domestic flights in these countries (LAN Colombia, LAN Peru…) as LA codeshares. */
const OWN_FLIGHTS_LISTED_AS_CODESHARES: Readonly<Record<string, readonly string[]>> = {
  LA: ['AR', 'CL', 'CO', 'EC', 'PE'],
};

/** Carriers founded after 2014 on the domestic routes of their countries that three carriers or more fly. */
const NEWCOMERS: readonly { carrier: string; countries: readonly string[]; aircraft: string }[] = [
  { carrier: 'JA', countries: ['AR', 'CL', 'CO', 'PE'], aircraft: '320' },
];

/** What the schedule needs: aircraft with their seats, and per airport pair its carriers and their aircraft. */
export interface RouteAsset {
  /** `[name, seats]`, sorted by name; routes name them by index. */
  aircraft: [string, number][];
  /**
   * One airport pair each, flown both ways, sorted: the two codes in alphabetical order, a colon, then
   * `|`-separated carriers, each its code and the indexes of its aircraft (`BOGMDE:AV 3 7|LA 7`), or `*AA`
   * for a carrier that only sells seats on the others' flights (a codeshare).
   */
  routes: string[];
}

function columnsOf(header: string[] | undefined, names: readonly string[], source: string) {
  return names.map((name) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`${source}: no "${name}" column`);
    return index;
  });
}

/** The carrier a 2014 row belongs to today, or null when it no longer flies. */
function carrierToday(code: string, domesticIn: string | null): string | null {
  const rule = CARRIERS_TODAY.find(
    (candidate) => candidate.from.includes(code) && (!candidate.within || candidate.within === domesticIn),
  );
  return rule ? rule.to : code;
}

export function buildRouteAsset(routesCsv: string, airlinesCsv: string, aircraftCsv: string): RouteAsset {
  const airlineNames = buildAirlineNames(airlinesCsv);
  const [aircraftHeader, ...aircraftRows] = parseCsv(aircraftCsv);
  const [aircraftIata, aircraftName] = columnsOf(aircraftHeader, ['iata', 'name'], 'aircraft source');
  const sourceNames = new Map(
    aircraftRows.map((row) => [row[aircraftIata as number] ?? '', row[aircraftName as number]?.trim() ?? '']),
  );
  const aircraftOf = (code: string): [string, number] | undefined => {
    const known = AIRCRAFT_SEATS[code];
    const name = known?.[1] ?? sourceNames.get(code);
    return known && name ? [name, known[0]] : undefined;
  };

  // Pair → carrier → aircraft names; an empty set marks a carrier that only sells codeshares there.
  const pairs = new Map<string, Map<string, Set<string>>>();
  const seatsByName = new Map<string, number>();
  const [header, ...rows] = parseCsv(routesCsv);
  const [airline, origin, destination, codeshare, stops, equipment] = columnsOf(
    header,
    ['airline', 'origin', 'destination', 'codeshare', 'stops', 'equipment'],
    'routes source',
  ) as [number, number, number, number, number, number];
  for (const row of rows) {
    const from = findAirport(row[origin] ?? '');
    const to = findAirport(row[destination] ?? '');
    // Three-letter (ICAO) airline codes are few and ambiguous; rows with stops are not non-stop routes.
    if (
      !from ||
      !to ||
      from.iata === to.iata ||
      row[stops] !== '0' ||
      !/^[A-Z0-9]{2}$/.test(row[airline] ?? '')
    )
      continue;
    const domesticIn = from.countryCode === to.countryCode ? from.countryCode : null;
    const carrier = carrierToday(row[airline] as string, domesticIn);
    if (!carrier || !airlineNames[carrier]) continue;
    const isCodeshare =
      row[codeshare] === 'Y' &&
      !(domesticIn && OWN_FLIGHTS_LISTED_AS_CODESHARES[carrier]?.includes(domesticIn));
    const aircraft = (row[equipment] ?? '')
      .split(' ')
      .map(aircraftOf)
      .filter((known) => known !== undefined);
    if (!isCodeshare && aircraft.length === 0) continue;
    const key = [from.iata, to.iata].sort().join('');
    const carriers = pairs.get(key) ?? new Map<string, Set<string>>();
    pairs.set(key, carriers);
    const fleet = carriers.get(carrier) ?? new Set<string>();
    carriers.set(carrier, fleet);
    if (!isCodeshare) {
      for (const [name, seats] of aircraft) {
        fleet.add(name);
        seatsByName.set(name, seats);
      }
    }
  }

  for (const [key, carriers] of pairs) {
    const [a, b] = [findAirport(key.slice(0, 3)), findAirport(key.slice(3))];
    const operating = [...carriers.values()].filter((fleet) => fleet.size > 0).length;
    for (const newcomer of NEWCOMERS) {
      const [name, seats] = aircraftOf(newcomer.aircraft) as [string, number];
      if (
        operating >= 3 &&
        a?.countryCode === b?.countryCode &&
        newcomer.countries.includes(a?.countryCode ?? '') &&
        !carriers.get(newcomer.carrier)?.size
      ) {
        carriers.set(newcomer.carrier, new Set([name]));
        seatsByName.set(name, seats);
      }
    }
  }

  const aircraft = [...seatsByName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const indexOf = new Map(aircraft.map(([name], index) => [name, index]));
  const routes: string[] = [];
  for (const key of [...pairs.keys()].sort()) {
    const carriers = pairs.get(key) as Map<string, Set<string>>;
    const operating = [...carriers].filter(([, fleet]) => fleet.size > 0);
    // A pair only sold as a codeshare says nothing of who flies it: the hub network serves it instead.
    const entries = [...carriers]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([code, fleet]) =>
        fleet.size > 0
          ? [code, ...[...fleet].map((name) => indexOf.get(name) as number).sort((x, y) => x - y)].join(' ')
          : `*${code}`,
      );
    if (operating.length > 0) routes.push(`${key}:${entries.join('|')}`);
  }
  return { aircraft, routes };
}

/** One pair per line, so a rebuild's diff shows the routes that changed. */
export function serializeRouteAsset(asset: RouteAsset): string {
  const routes = asset.routes.map((route) => JSON.stringify(route)).join(',\n');
  return `{"aircraft":${JSON.stringify(asset.aircraft)},\n"routes":[\n${routes}\n]}\n`;
}
