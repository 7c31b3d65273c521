import asset from './openflights-routes.json' with { type: 'json' };

/**
 * The airline routes of OpenFlights (2014, with today's carriers; `npm run routes:build` writes the asset):
 * who flies non-stop between two airports, with which aircraft, and how busy each airport is.
 */

export interface RouteCarrier {
  code: string;
  /** Aircraft names of its flights there. */
  aircraft: readonly string[];
}

export interface RealRoute {
  /** Carriers flying the pair, by code. */
  carriers: readonly RouteCarrier[];
  /** Carriers selling seats on the others' flights (codeshares). */
  partners: readonly string[];
}

const aircraftNames = asset.aircraft.map(([name]) => String(name));
const SEATS_BY_AIRCRAFT = new Map(asset.aircraft.map(([name, seats]) => [String(name), Number(seats)]));

/** Total seats of an aircraft type the routes name. */
export const aircraftSeats = (name: string) => SEATS_BY_AIRCRAFT.get(name);

let index: { routes: Map<string, string>; flightsAt: Map<string, Map<string, number>> } | undefined;

/** Routes by pair, and per airport how many of its routes each carrier flies, read once. */
function routeIndex() {
  if (index) return index;
  const routes = new Map<string, string>();
  const flightsAt = new Map<string, Map<string, number>>();
  for (const line of asset.routes) {
    const pair = line.slice(0, 6);
    const carriers = line.slice(7);
    routes.set(pair, carriers);
    for (const entry of carriers.split('|')) {
      if (entry.startsWith('*')) continue;
      const code = entry.slice(0, 2);
      for (const airport of [pair.slice(0, 3), pair.slice(3)]) {
        const counts = flightsAt.get(airport) ?? new Map<string, number>();
        counts.set(code, (counts.get(code) ?? 0) + 1);
        counts.set('', (counts.get('') ?? 0) + 1);
        flightsAt.set(airport, counts);
      }
    }
  }
  index = { routes, flightsAt };
  return index;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}${b}` : `${b}${a}`);

export function hasRealRoute(a: string, b: string): boolean {
  return routeIndex().routes.has(pairKey(a, b));
}

/** Carriers and aircraft of the non-stop route between two airports (either way), if any flies it. */
export function realRoute(a: string, b: string): RealRoute | undefined {
  const entries = routeIndex().routes.get(pairKey(a, b));
  if (entries === undefined) return undefined;
  const carriers: RouteCarrier[] = [];
  const partners: string[] = [];
  for (const entry of entries.split('|')) {
    if (entry.startsWith('*')) {
      partners.push(entry.slice(1));
      continue;
    }
    const [code, ...aircraft] = entry.split(' ');
    carriers.push({
      code: code as string,
      aircraft: aircraft.map((position) => aircraftNames[Number(position)] as string),
    });
  }
  return { carriers, partners };
}

/**
 * Carrier routes at an airport: all of them (the size of the airport), or those of one carrier (how much of
 * a base it is there).
 */
export function routesAt(airport: string, carrier = ''): number {
  return routeIndex().flightsAt.get(airport)?.get(carrier) ?? 0;
}
