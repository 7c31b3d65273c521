import type { AirportPlace } from './airport-places';

/** Autocomplete maximum (spec §9). */
export const AIRPORT_SEARCH_LIMIT = 10;
/** The autocomplete searches this long after the last keystroke (spec §9). */
export const AIRPORT_SEARCH_DEBOUNCE_MS = 300;
/** The suggestion list hides this long after the field loses focus (spec §2.5). */
export const AIRPORT_LIST_HIDE_DELAY_MS = 200;

/** Lower case, without accents or repeated spaces: 'Bogotá ' and 'bogota' compare equal. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

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

interface Match {
  airport: AirportPlace;
  rank: number;
}

function rankOf(entry: SearchableAirport, term: string): number | null {
  if (entry.code === term) return 0;
  if (entry.city.startsWith(term)) return 1;
  if (entry.city.includes(term) || entry.country.includes(term) || entry.code.includes(term)) return 2;
  return null;
}

function compareMatches(a: Match, b: Match): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.airport.size !== b.airport.size) return a.airport.size === 'large' ? -1 : 1;
  return a.airport.iata < b.airport.iata ? -1 : a.airport.iata > b.airport.iata ? 1 : 0;
}

/**
 * Airports whose city, country or IATA code contains `text`, ignoring case and accents (spec §5).
 * Order: exact IATA code, then cities starting with the text, then the rest; large airports before
 * medium ones within each group, then by code.
 */
export function searchAirports<Place extends AirportPlace>(
  text: string,
  airports: readonly Place[],
  limit: number = AIRPORT_SEARCH_LIMIT,
): Place[] {
  const term = normalizeSearchText(text);
  if (term === '' || limit <= 0) return [];
  const matches: Match[] = [];
  for (const entry of searchIndexOf(airports)) {
    const rank = rankOf(entry, term);
    if (rank !== null) matches.push({ airport: entry.airport, rank });
  }
  return matches
    .sort(compareMatches)
    .slice(0, limit)
    .map((match) => match.airport as Place); // the index holds the caller's own records
}
