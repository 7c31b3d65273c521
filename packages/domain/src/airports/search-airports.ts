import { normalizeSearchText } from '../intl/spanish-text';
import type { AirportPlace } from './airport-places';

/** Autocomplete maximum (spec §9). */
export const AIRPORT_SEARCH_LIMIT = 10;
/** The autocomplete searches this long after the last keystroke (spec §9). */
export const AIRPORT_SEARCH_DEBOUNCE_MS = 300;
/** The suggestion list hides this long after the field loses focus (spec §2.5). */
export const AIRPORT_LIST_HIDE_DELAY_MS = 200;

interface SearchableAirport {
  airport: AirportPlace;
  code: string;
  city: string;
  country: string;
}

// Normalising 3,000 names on every keystroke is wasted work; the list itself never changes.
const searchIndexes = new WeakMap<readonly AirportPlace[], readonly SearchableAirport[]>();

function searchIndexOf(airports: readonly AirportPlace[]): readonly SearchableAirport[] {
  let index = searchIndexes.get(airports);
  if (!index) {
    index = airports.map((airport) => ({
      airport,
      code: airport.iata.toLowerCase(),
      city: normalizeSearchText(airport.city),
      country: normalizeSearchText(airport.country),
    }));
    searchIndexes.set(airports, index);
  }
  return index;
}

/**
 * The product's home (prices in COP, times in Colombia): its places come first when no company's country says
 * otherwise (a signed-out search), as a Colombian traveller typing "cali" means Cali before Calicut.
 */
export const HOME_COUNTRY = 'Colombia';

export interface AirportSearchOptions {
  /** At most this many (spec §9: 10). */
  limit?: number;
  /** A country's places before others' of the same match (the signed-in user's company's); HOME_COUNTRY by default. */
  preferredCountry?: string;
}

interface Match {
  airport: AirportPlace;
  rank: number;
  isPreferred: boolean;
}

/** 0: the exact IATA code; 1: the exact city; 2: a city starting with the text; 3: the text anywhere else. */
function rankOf(entry: SearchableAirport, term: string): number | null {
  if (entry.code === term) return 0;
  if (entry.city === term) return 1;
  if (entry.city.startsWith(term)) return 2;
  if (entry.city.includes(term) || entry.country.includes(term) || entry.code.includes(term)) return 3;
  return null;
}

function compareMatches(a: Match, b: Match): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.isPreferred !== b.isPreferred) return a.isPreferred ? -1 : 1;
  // A city's main airport before its others: MDE before EOH for "medellín".
  if (!a.airport.mainAirport !== !b.airport.mainAirport) return a.airport.mainAirport ? 1 : -1;
  if (a.airport.size !== b.airport.size) return a.airport.size === 'large' ? -1 : 1;
  return a.airport.iata < b.airport.iata ? -1 : a.airport.iata > b.airport.iata ? 1 : 0;
}

/**
 * Airports whose city, country or IATA code contains `text`, ignoring case and accents (spec §5). Order: the
 * exact IATA code, the city named exactly, cities starting with the text, then the rest; within each, the
 * preferred country's places first, then a city's main airport before its others, then large airports before
 * medium ones, then by code.
 */
export function searchAirports<Place extends AirportPlace>(
  text: string,
  airports: readonly Place[],
  { limit = AIRPORT_SEARCH_LIMIT, preferredCountry = HOME_COUNTRY }: AirportSearchOptions = {},
): Place[] {
  const term = normalizeSearchText(text);
  if (term === '' || limit <= 0) return [];
  const preferred = normalizeSearchText(preferredCountry);
  const matches: Match[] = [];
  for (const entry of searchIndexOf(airports)) {
    const rank = rankOf(entry, term);
    if (rank !== null)
      matches.push({ airport: entry.airport, rank, isPreferred: entry.country === preferred });
  }
  return matches
    .sort(compareMatches)
    .slice(0, limit)
    .map((match) => match.airport as Place); // the index holds the caller's own records
}

interface HotelDestinations {
  list: readonly AirportPlace[];
  byCode: ReadonlyMap<string, AirportPlace>;
}

// The hotel destinations of a list, built once per list: it never changes.
const destinationLists = new WeakMap<readonly AirportPlace[], HotelDestinations>();

function destinationsOf(airports: readonly AirportPlace[]): HotelDestinations {
  let destinations = destinationLists.get(airports);
  if (!destinations) {
    const list = airports.filter((airport) => !airport.mainAirport);
    destinations = { list, byCode: new Map(list.map((place) => [place.iata, place])) };
    destinationLists.set(airports, destinations);
  }
  return destinations;
}

/**
 * The hotel destination list: one place per city, its main airport (Medellín is MDE, whose hotels include
 * EOH's), so a city with several airports is offered once (the flight fields keep every airport).
 */
export function hotelDestinationsOf<Place extends AirportPlace>(
  airports: readonly Place[],
): readonly Place[] {
  return destinationsOf(airports).list as readonly Place[];
}

/**
 * Hotel destinations matching `text`, ranked as `searchAirports` ranks airports, each city once under its main
 * airport: typing another airport's code ("EOH") finds its city (Medellín, MDE).
 */
export function searchHotelDestinations<Place extends AirportPlace>(
  text: string,
  airports: readonly Place[],
  { limit = AIRPORT_SEARCH_LIMIT, preferredCountry }: AirportSearchOptions = {},
): Place[] {
  const { byCode } = destinationsOf(airports);
  const found = new Set<Place>();
  for (const airport of searchAirports(text, airports, {
    limit: Number.POSITIVE_INFINITY,
    preferredCountry,
  })) {
    if (found.size >= limit) break;
    const destination = byCode.get(airport.mainAirport ?? airport.iata) as Place | undefined;
    if (destination) found.add(destination);
  }
  return [...found];
}
