// Pure part of the airport-list generator: source CSV text in, Spanish records out. No file access,
// so the domain test can run it in memory and compare with the checked-in asset.
import {
  type Airport,
  type AirportSize,
  type Continent,
  isAirportCode,
} from '../../packages/domain/src/airports/airport';
import { greatCircleKm } from '../../packages/domain/src/emissions/flight-emissions';
import {
  AIRPORT_NAME_PATTERNS,
  AIRPORT_NAMES,
  CITY_BY_AIRPORT,
  CITY_NAMES,
  COUNTRY_NAMES,
  EUROPEAN_COUNTRIES,
  MAIN_CITY_AIRPORTS,
  TIME_ZONE_CORRECTIONS,
} from './airport-names';

/** Where the generator reads and writes by default, relative to the repository root. */
export const AIRPORTS_SOURCE_PATH = 'scripts/data/airports-source.csv';
export const AIRPORTS_ASSET_PATH = 'packages/domain/src/airports/airports.json';
export const AIRPORT_PLACES_ASSET_PATH = 'packages/domain/src/airports/airport-places.json';

const SOURCE_COLUMNS = [
  'iata',
  'icao',
  'type',
  'name',
  'municipality',
  'iso_country',
  'iso_region',
  'continent',
  'latitude',
  'longitude',
  'elevation_ft',
  'tz',
  'tz_source',
] as const;

type SourceRow = Record<(typeof SOURCE_COLUMNS)[number], string>;

const CONTINENT_BY_SOURCE_CODE: Readonly<Record<string, Continent>> = {
  AF: 'Africa',
  AN: 'Oceanía',
  AS: 'Asia',
  EU: 'Europa',
  NA: 'América',
  OC: 'Oceanía',
  SA: 'América',
};

const SIZE_BY_TYPE: Readonly<Record<string, AirportSize>> = {
  large_airport: 'large',
  medium_airport: 'medium',
};

/** How each Spanish name was obtained, for the generator's summary. */
export interface TranslationCounts {
  airportNamesByPattern: number;
  airportNamesAlreadySpanish: number;
  citiesByExonym: number;
  countriesByOverride: number;
}

export interface AirportListBuild {
  airports: Airport[];
  translations: TranslationCounts;
}

/** RFC 4180 fields: commas and doubled quotes inside quoted fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      isQuoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function toSourceRows(csvText: string): SourceRow[] {
  const [header, ...lines] = parseCsv(csvText);
  const missing = SOURCE_COLUMNS.filter((column) => !header?.includes(column));
  if (!header || missing.length > 0) {
    throw new Error(`The airport source lacks the columns ${missing.join(', ')}.`);
  }
  return lines
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => {
      const row = {} as SourceRow;
      for (const column of SOURCE_COLUMNS) row[column] = (cells[header.indexOf(column)] ?? '').trim();
      return row;
    });
}

function cityKey(row: SourceRow): string {
  return `${row.iso_country}|${row.municipality}`;
}

function createTranslator() {
  const displayNames = new Intl.DisplayNames(['es'], { type: 'region' });
  const translations: TranslationCounts = {
    airportNamesByPattern: 0,
    airportNamesAlreadySpanish: 0,
    citiesByExonym: 0,
    countriesByOverride: 0,
  };

  function airportName(row: SourceRow): string {
    const { name } = row;
    const curated = AIRPORT_NAMES[row.iata];
    if (curated) return curated;
    if (/^Aeropuerto\b/.test(name)) {
      translations.airportNamesAlreadySpanish++;
      return name;
    }
    const pattern = AIRPORT_NAME_PATTERNS.find(([englishName]) => englishName.test(name));
    if (!pattern) return name;
    translations.airportNamesByPattern++;
    const spanishName = name.replace(pattern[0], pattern[1]);
    // "Vienna International Airport" becomes "Aeropuerto Internacional Viena", like its city.
    const spanishCity = CITY_NAMES[cityKey(row)];
    return spanishCity ? spanishName.replaceAll(row.municipality, spanishCity) : spanishName;
  }

  function city(row: SourceRow): string {
    const spanish = CITY_BY_AIRPORT[row.iata] ?? CITY_NAMES[cityKey(row)];
    if (spanish) {
      translations.citiesByExonym++;
      return spanish;
    }
    // A few rows have no municipality; the airport's own name is the best hint left.
    return row.municipality || row.name.replace(/ (International |Regional )?Airport$/, '');
  }

  function country(code: string): string {
    const override = COUNTRY_NAMES[code];
    if (override) {
      translations.countriesByOverride++;
      return override;
    }
    const name = displayNames.of(code);
    if (!name || name === code) throw new Error(`No Spanish name for the country ${code}.`);
    return name;
  }

  return { airportName, city, country, translations };
}

function continentOf(row: SourceRow): Continent {
  if (EUROPEAN_COUNTRIES.has(row.iso_country)) return 'Europa';
  const continent = CONTINENT_BY_SOURCE_CODE[row.continent];
  if (!continent) throw new Error(`Unknown continent ${row.continent} for ${row.iata}.`);
  return continent;
}

/** Degrees rounded to 6 decimals (about 0.1 m): the source's float noise only adds bytes. */
function coordinate(value: string, iata: string): number {
  const degrees = Number(value);
  if (value === '' || !Number.isFinite(degrees)) throw new Error(`Bad coordinate "${value}" for ${iata}.`);
  return Math.round(degrees * 1e6) / 1e6;
}

/** The Spanish airport list from the source CSV: three-letter codes only, sorted by code, one per code. */
export function buildAirportList(csvText: string): AirportListBuild {
  const translate = createTranslator();
  const byCode = new Map<string, Airport>();
  for (const row of toSourceRows(csvText)) {
    const size = SIZE_BY_TYPE[row.type];
    if (!isAirportCode(row.iata) || !size || byCode.has(row.iata)) continue;
    byCode.set(row.iata, {
      iata: row.iata,
      airport: translate.airportName(row),
      city: translate.city(row),
      country: translate.country(row.iso_country),
      continent: continentOf(row),
      available: true,
      class: 'Aeropuerto',
      latitude: coordinate(row.latitude, row.iata),
      longitude: coordinate(row.longitude, row.iata),
      timeZone: TIME_ZONE_CORRECTIONS[row.iata] ?? row.tz,
      countryCode: row.iso_country,
      size,
    });
  }
  const airports = [...byCode.values()].sort((a, b) => (a.iata < b.iata ? -1 : a.iata > b.iata ? 1 : 0));
  return { airports: withMainAirports(airports), translations: translate.translations };
}

/** Airports of one city name this far from its main airport serve that city (Milan's Bergamo: 45 km). */
export const SAME_CITY_KM = 100;

const mainAirportRank = (airport: Airport) =>
  (MAIN_CITY_AIRPORTS.has(airport.iata) ? 0 : 4) +
  (airport.size === 'large' ? 0 : 2) +
  (/\bInternacional\b/.test(airport.airport) ? 0 : 1);

/**
 * Marks the airports that serve the same city as another, its main one: same country and city name, and within
 * SAME_CITY_KM of it (two Portlands of the United States stay two cities). The main airport is the likeliest to
 * name the city (see mainAirportRank); every other airport of the city points to it.
 */
function withMainAirports(airports: readonly Airport[]): Airport[] {
  const candidates = [...airports].sort((a, b) => mainAirportRank(a) - mainAirportRank(b));
  const mains = new Map<string, Airport[]>();
  const mainOf = new Map<string, string>();
  for (const airport of candidates) {
    const key = `${airport.countryCode}|${airport.city}`;
    const cityMains = mains.get(key) ?? [];
    const main = cityMains.find((candidate) => greatCircleKm(candidate, airport) <= SAME_CITY_KM);
    if (main) mainOf.set(airport.iata, main.iata);
    else mains.set(key, [...cityMains, airport]);
  }
  return airports.map((airport) => {
    const mainAirport = mainOf.get(airport.iata);
    return mainAirport ? { ...airport, mainAirport } : airport;
  });
}

/** The records of `buildAirportList`. */
export function buildAirports(csvText: string): Airport[] {
  return buildAirportList(csvText).airports;
}

/** The checked-in file's exact text: fields in a fixed order, laid out as Biome formats JSON. */
export function serializeAirports(airports: readonly Airport[]): string {
  const records = airports.map((airport) => ({
    iata: airport.iata,
    airport: airport.airport,
    city: airport.city,
    country: airport.country,
    continent: airport.continent,
    available: airport.available,
    class: airport.class,
    latitude: airport.latitude,
    longitude: airport.longitude,
    timeZone: airport.timeZone,
    countryCode: airport.countryCode,
    size: airport.size,
    ...(airport.mainAirport ? { mainAirport: airport.mainAirport } : {}),
  }));
  return `${JSON.stringify(records, null, 2)}\n`;
}
