import { AIRPORTS, type Airport, findAirport, greatCircleKm } from '@travesia/domain';
import { hashText } from '../../../lib/seeded-random';
import { hasRealRoute } from './real-routes';

/** Where the built-in airlines connect, with the carriers based there (marketing codes). */
const HUB_CARRIERS: Record<string, readonly string[]> = {
  BOG: ['AV', 'LA', 'P5', 'JA'],
  MDE: ['AV', 'P5', 'JA'],
  PTY: ['CM'],
  LIM: ['LA', 'JA', 'H2'],
  SCL: ['LA', 'JA', 'H2'],
  GRU: ['LA', 'G3'],
  EZE: ['AR'],
  MEX: ['AM', 'Y4'],
  MIA: ['AA'],
  DFW: ['AA'],
  ATL: ['DL'],
  JFK: ['B6', 'DL'],
  IAH: ['UA'],
  LAX: ['AA', 'UA'],
  YYZ: ['AC'],
  MAD: ['IB', 'UX'],
  BCN: ['VY', 'IB'],
  LIS: ['TP'],
  LHR: ['BA'],
  CDG: ['AF'],
  AMS: ['KL'],
  FRA: ['LH'],
  IST: ['TK'],
  DXB: ['EK'],
  DOH: ['QR'],
  CAI: ['MS'],
  ADD: ['ET'],
  NBO: ['KQ'],
  JNB: ['SA'],
  DEL: ['AI'],
  BKK: ['TG'],
  SIN: ['SQ'],
  HKG: ['CX'],
  PEK: ['CA'],
  PVG: ['MU'],
  ICN: ['KE'],
  HND: ['NH', 'JL'],
  SYD: ['QF'],
  AKL: ['NZ'],
};

/** Carriers by country, for the point-to-point flights that touch no hub. */
const COUNTRY_CARRIERS: Record<string, readonly string[]> = {
  CO: ['AV', 'LA', 'P5', 'JA'],
  PE: ['LA', 'JA', 'H2'],
  EC: ['LA', 'AV'],
  CL: ['LA', 'JA', 'H2'],
  AR: ['AR', 'LA'],
  BR: ['LA', 'G3', 'AD'],
  MX: ['AM', 'Y4', 'VB'],
  US: ['AA', 'UA', 'DL', 'B6'],
  CA: ['AC'],
  ES: ['IB', 'UX', 'VY'],
  PT: ['TP'],
  GB: ['BA'],
  FR: ['AF'],
  DE: ['LH'],
  NL: ['KL'],
  IT: ['AZ'],
  TR: ['TK'],
  IN: ['AI', '6E'],
  CN: ['CA', 'MU', 'CZ'],
  JP: ['NH', 'JL'],
  AU: ['QF', 'VA'],
};

/** Low-cost carriers fly narrow-bodies only: no long-haul legs. */
const LOW_COST_CARRIERS = new Set(['P5', 'JA', 'H2', 'Y4', 'VB', 'G3', 'VY', '6E', 'B6']);
const LOW_COST_MAX_KM = 4000;

const CONTINENT_CARRIERS: Record<Airport['continent'], readonly string[]> = {
  América: ['CM', 'AV', 'LA'],
  Europa: ['LH', 'AF', 'IB'],
  Asia: ['TK', 'EK', 'QR'],
  Africa: ['ET', 'MS'],
  Oceanía: ['QF', 'NZ'],
};

/** Hubs fly to each other up to this distance; big airports fly to each other up to the next one. */
const HUB_TO_HUB_MAX_KM = 13_000;
const LARGE_TO_LARGE_MAX_KM = 9000;
/** Secondary airports of one country get some point-to-point flights within this range. */
const REGIONAL_MIN_KM = 150;
const REGIONAL_MAX_KM = 900;
const FEEDER_HUBS = 2;
const MAX_PATHS = 5;

export const isHub = (iata: string) => Object.hasOwn(HUB_CARRIERS, iata);
const HUBS = Object.keys(HUB_CARRIERS).map((iata) => requireAirport(iata));

export function requireAirport(iata: string): Airport {
  const airport = findAirport(iata);
  if (!airport) throw new Error(`Airport ${iata} is not in the airport list`);
  return airport;
}

/** Great-circle km between two airports: the domain's one haversine, which the emissions measure with too. */
export function distanceKm(from: Airport, to: Airport): number {
  return greatCircleKm(from, to);
}

const feedersCache = new Map<string, readonly string[]>();
/** A country with one hub also feeds a foreign hub this close (Lille to Paris and to Amsterdam). */
const FOREIGN_FEEDER_MAX_KM = 1500;

/**
 * The hubs a non-hub airport is flown to: the nearest ones of its country, topped up with a near foreign
 * hub; with no hub in the country, the nearest hubs anywhere.
 */
export function feederHubs(airport: Airport): readonly string[] {
  const cached = feedersCache.get(airport.iata);
  if (cached) return cached;
  const byDistance = HUBS.filter((hub) => hub.iata !== airport.iata).sort(
    (a, b) => distanceKm(airport, a) - distanceKm(airport, b),
  );
  const national = byDistance.filter((hub) => hub.countryCode === airport.countryCode);
  const foreign = byDistance.filter(
    (hub) =>
      hub.countryCode !== airport.countryCode &&
      (national.length === 0 || distanceKm(airport, hub) <= FOREIGN_FEEDER_MAX_KM),
  );
  const feeders = isHub(airport.iata)
    ? []
    : [...national, ...foreign].slice(0, FEEDER_HUBS).map((hub) => hub.iata);
  feedersCache.set(airport.iata, feeders);
  return feeders;
}

const isBig = (airport: Airport) => airport.size === 'large' || isHub(airport.iata);

/**
 * Whether the schedule has non-stop flights from one airport to the other (symmetric): a route of OpenFlights,
 * or one of the hub network where OpenFlights knows none, so every pair of airports still connects.
 */
export function hasDirectService(a: Airport, b: Airport): boolean {
  if (a.iata === b.iata) return false;
  if (hasRealRoute(a.iata, b.iata)) return true;
  const distance = distanceKm(a, b);
  if (isHub(a.iata) && isHub(b.iata)) return distance <= HUB_TO_HUB_MAX_KM;
  if (feederHubs(a).includes(b.iata) || feederHubs(b).includes(a.iata)) return true;
  if (isBig(a) && isBig(b)) return distance <= LARGE_TO_LARGE_MAX_KM;
  const pair = [a.iata, b.iata].sort().join('');
  return (
    a.countryCode === b.countryCode &&
    distance >= REGIONAL_MIN_KM &&
    distance <= REGIONAL_MAX_KM &&
    hashText(pair) % 3 === 0
  );
}

/** Marketing carriers that fly a leg: the hubs' own carriers, else those of the countries at both ends. */
export function carriersFor(a: Airport, b: Airport): readonly string[] {
  const hubCarriers = [...(HUB_CARRIERS[a.iata] ?? []), ...(HUB_CARRIERS[b.iata] ?? [])];
  const national = [
    ...(COUNTRY_CARRIERS[a.countryCode] ?? []),
    ...(a.countryCode === b.countryCode ? [] : (COUNTRY_CARRIERS[b.countryCode] ?? [])),
  ];
  const candidates = hubCarriers.length > 0 ? hubCarriers : national;
  const carriers = candidates.length > 0 ? candidates : CONTINENT_CARRIERS[a.continent];
  const reaching =
    distanceKm(a, b) > LOW_COST_MAX_KM ? carriers.filter((code) => !LOW_COST_CARRIERS.has(code)) : carriers;
  return [...new Set(reaching.length > 0 ? reaching : carriers)];
}

/** The big airport nearest to a leg's midpoint, where a long leg may stop to refuel. */
export function refuellingAirport(a: Airport, b: Airport): Airport | undefined {
  const total = distanceKm(a, b);
  let best: { airport: Airport; detour: number } | undefined;
  for (const candidate of AIRPORTS) {
    if (candidate.size !== 'large' || candidate.iata === a.iata || candidate.iata === b.iata) continue;
    const first = distanceKm(a, candidate);
    const second = distanceKm(candidate, b);
    // Stops near one end are no refuelling stop at all.
    if (Math.min(first, second) < total * 0.3) continue;
    const detour = first + second - total;
    if (!best || detour < best.detour) best = { airport: candidate, detour };
  }
  return best && best.detour < total * 0.12 ? best.airport : undefined;
}

/** Airports of one way from origin to destination, both included: 2 (non-stop) to 5 (three connections). */
export type Path = readonly string[];

const pathsCache = new Map<string, readonly Path[]>();
const PATHS_CACHE_LIMIT = 20_000;

/**
 * The ways the schedule can take a traveller from one airport to the other: non-stop, through one hub, or
 * through two (feeder hub of the origin, then of the destination), or, only when nothing shorter exists,
 * through a third hub between those two. Only the shortest few are kept, so a
 * Bogotá–Lima trip never goes through Madrid.
 */
export function pathsBetween(origin: Airport, destination: Airport): readonly Path[] {
  const key = `${origin.iata}${destination.iata}`;
  const cached = pathsCache.get(key);
  if (cached) return cached;
  const candidates: Airport[][] = [];
  if (hasDirectService(origin, destination)) candidates.push([origin, destination]);
  const fromOrigin = HUBS.filter((hub) => hub !== destination && hasDirectService(origin, hub));
  const toDestination = HUBS.filter((hub) => hub !== origin && hasDirectService(hub, destination));
  for (const hub of fromOrigin) {
    if (toDestination.includes(hub)) candidates.push([origin, hub, destination]);
  }
  if (candidates.length < 3) {
    for (const first of fromOrigin) {
      for (const second of toDestination) {
        if (first !== second && hasDirectService(first, second)) {
          candidates.push([origin, first, second, destination]);
        }
      }
    }
  }
  // Far corners of the map (a Pacific island to a Polish town) need a hub between the two feeder hubs.
  if (candidates.length === 0) {
    for (const first of fromOrigin) {
      for (const second of toDestination) {
        for (const middle of HUBS) {
          if (
            middle !== first &&
            middle !== second &&
            hasDirectService(first, middle) &&
            hasDirectService(middle, second)
          ) {
            candidates.push([origin, first, middle, second, destination]);
          }
        }
      }
    }
  }
  const direct = Math.max(1, distanceKm(origin, destination));
  const ranked = candidates
    .map((airports) => ({
      airports,
      detour:
        airports.slice(1).reduce((sum, airport, index) => {
          const previous = airports[index] as Airport;
          return sum + distanceKm(previous, airport);
        }, 0) / direct,
    }))
    .sort((a, b) => a.airports.length - b.airports.length || a.detour - b.detour);
  const shortest = Math.min(...ranked.map((path) => path.detour));
  const paths = ranked
    .filter((path) => path.detour <= shortest * 1.35 + 0.1)
    .slice(0, MAX_PATHS)
    .map((path) => path.airports.map((airport) => airport.iata));
  if (pathsCache.size >= PATHS_CACHE_LIMIT) pathsCache.clear();
  pathsCache.set(key, paths);
  return paths;
}
