import { describe, expect, it } from 'vitest';
import {
  AIRPORT_PLACES_ASSET_PATH,
  AIRPORTS_ASSET_PATH,
  AIRPORTS_SOURCE_PATH,
  buildAirportList,
  buildAirports,
  parseCsv,
  serializeAirports,
} from '../../../scripts/airports/airport-records';
import { AIRPORTS, CONTINENTS, findAirport, isAirportCode, loadAirports, toAirportPlaceRows } from '../src';

// The domain's TypeScript program has no Node types on purpose (its code must not use Node APIs);
// this test, the only one that reads files, loads node:fs through a specifier TypeScript leaves alone.
interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
}
const nodeFsSpecifier = 'node:fs';
const { readFileSync }: NodeFs = await import(/* @vite-ignore */ nodeFsSpecifier);
const { env } = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process;

const repoRoot = String(expect.getState().testPath).replace(/packages[\\/]domain[\\/]test[\\/][^\\/]+$/, '');
const sourcePath = env.AIRPORTS_SOURCE ?? AIRPORTS_SOURCE_PATH;
const sourceText = readFileSync(sourcePath.startsWith('/') ? sourcePath : repoRoot + sourcePath, 'utf8');
const checkedInText = readFileSync(`${repoRoot}${AIRPORTS_ASSET_PATH}`, 'utf8');

describe('the bundled airport list', () => {
  it('is exactly what the generator makes from the source (run npm run airports:build)', () => {
    expect(serializeAirports(buildAirports(sourceText))).toBe(checkedInText);
  });

  it('holds one record per three-letter code, sorted by code', () => {
    const codes = AIRPORTS.map((airport) => airport.iata);
    expect(codes.length).toBeGreaterThan(3000);
    expect(codes.every(isAirportCode)).toBe(true);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('marks every record available, class Aeropuerto, in one of the five continents', () => {
    const invalid = AIRPORTS.filter(
      (airport) =>
        airport.available !== true ||
        airport.class !== 'Aeropuerto' ||
        !CONTINENTS.includes(airport.continent) ||
        !['large', 'medium'].includes(airport.size) ||
        !/^[A-Za-z_]+\/[A-Za-z_/-]+$/.test(airport.timeZone) ||
        Math.abs(airport.latitude) > 90 ||
        Math.abs(airport.longitude) > 180,
    );
    expect(invalid).toEqual([]);
  });

  it('gives every airport a time zone the runtime knows', () => {
    const unknownZones = [...new Set(AIRPORTS.map((airport) => airport.timeZone))].filter((timeZone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknownZones).toEqual([]);
  });

  it('names Bogotá in Spanish', () => {
    expect(findAirport('BOG')).toMatchObject({
      iata: 'BOG',
      city: 'Bogotá',
      country: 'Colombia',
      continent: 'América',
      countryCode: 'CO',
      timeZone: 'America/Bogota',
      size: 'large',
    });
    expect(findAirport('BOG')?.airport).toMatch(/^Aeropuerto Internacional /);
  });

  it.each([
    ['JFK', 'Nueva York', 'Estados Unidos'],
    ['LHR', 'Londres', 'Reino Unido'],
    ['MEX', 'Ciudad de México', 'México'],
    ['MUC', 'Múnich', 'Alemania'],
    ['CGN', 'Colonia', 'Alemania'],
    ['PTY', 'Panamá', 'Panamá'],
    ['MDE', 'Medellín', 'Colombia'],
    ['CDG', 'París', 'Francia'],
  ])('uses the Spanish city name for %s', (iata, city, country) => {
    expect(findAirport(iata)).toMatchObject({ city, country });
  });

  it('labels Russia, Turkey, Azerbaijan, Georgia and Armenia as Europa, as the product does', () => {
    for (const iata of ['SVO', 'IST', 'GYD', 'TBS', 'EVN']) {
      expect(findAirport(iata)?.continent).toBe('Europa');
    }
    expect(findAirport('SCL')?.continent).toBe('América');
    expect(findAirport('NBO')?.continent).toBe('Africa');
    expect(findAirport('SYD')?.continent).toBe('Oceanía');
  });

  it('finds codes in any case and nothing for unknown ones', () => {
    expect(findAirport('bog')?.iata).toBe('BOG');
    expect(findAirport('ZZZ')).toBeUndefined();
    expect(findAirport('')).toBeUndefined();
  });

  it('loads the same list lazily, once, with what the web app needs of each airport', async () => {
    const loading = loadAirports();
    expect(loadAirports()).toBe(loading);
    expect(await loading).toEqual(
      AIRPORTS.map(({ iata, airport, city, country, countryCode, size, mainAirport }) => ({
        iata,
        airport,
        city,
        country,
        countryCode,
        size,
        ...(mainAirport ? { mainAirport } : {}),
      })),
    );
  });

  it('points each airport of a city with several to its main one, in the same country and city', () => {
    const grouped = AIRPORTS.filter((airport) => airport.mainAirport);
    expect(grouped.length).toBeGreaterThan(40);
    for (const airport of grouped) {
      const main = findAirport(airport.mainAirport ?? '');
      expect(main, airport.iata).toMatchObject({ city: airport.city, countryCode: airport.countryCode });
      expect(main?.mainAirport, airport.iata).toBeUndefined();
    }
    expect(findAirport('EOH')?.mainAirport).toBe('MDE');
    expect(findAirport('MDE')?.mainAirport).toBeUndefined();
    // Portland, Oregon and Portland, Maine share a name, not a city.
    expect([findAirport('PDX')?.mainAirport, findAirport('PWM')?.mainAirport]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('has its compact copy for the web app in step (run npm run airports:build)', () => {
    const checkedInPlaces = readFileSync(`${repoRoot}${AIRPORT_PLACES_ASSET_PATH}`, 'utf8');
    expect(checkedInPlaces).toBe(`${JSON.stringify(toAirportPlaceRows(AIRPORTS))}\n`);
  });
});

describe('the airport list generator', () => {
  const header =
    'iata,icao,type,name,municipality,iso_country,iso_region,continent,latitude,longitude,elevation_ft,tz,tz_source';

  it('reads quoted fields with commas and quotes', () => {
    expect(parseCsv('a,"b, ""c""",d\r\ne,f,g\n')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['e', 'f', 'g'],
    ]);
  });

  it('keeps three-letter codes and translates names by pattern', () => {
    const csv = [
      header,
      'ZZB,X,medium_airport,Some Regional Airport,Someplace,US,US-TX,NA,1.1234567,2,3,America/Chicago,openflights',
      'ZZA,X,large_airport,"Big, Air Base",Bigtown,TR,TR-34,AS,1,2,3,Europe/Istanbul,openflights',
      'Z1A,X,large_airport,Bad Code Airport,Bad,US,US-TX,NA,1,2,3,America/Chicago,openflights',
      'ZZ,X,large_airport,Short Code Airport,Short,US,US-TX,NA,1,2,3,America/Chicago,openflights',
      'ZZC,X,small_airport,Small Airport,Small,US,US-TX,NA,1,2,3,America/Chicago,openflights',
    ].join('\n');

    const { airports, translations } = buildAirportList(csv);

    expect(airports.map((airport) => airport.iata)).toEqual(['ZZA', 'ZZB']);
    expect(airports[0]).toMatchObject({
      airport: 'Base Aérea Big,',
      country: 'Turquía',
      continent: 'Europa',
    });
    expect(airports[1]).toMatchObject({
      airport: 'Aeropuerto Regional Some',
      city: 'Someplace',
      latitude: 1.123457,
    });
    expect(translations.airportNamesByPattern).toBe(2);
  });

  it('makes one city of the airports of one name within 100 km, under the larger or international one', () => {
    const row = (iata: string, type: string, name: string, city: string, latitude: number) =>
      `${iata},X,${type},${name},${city},US,US-OR,NA,${latitude},-122,3,America/Los_Angeles,openflights`;
    const csv = [
      header,
      row('ZZA', 'medium_airport', 'Field Airport', 'Twin', 45.5),
      row('ZZB', 'medium_airport', 'Twin International Airport', 'Twin', 45.8),
      row('ZZC', 'large_airport', 'Far Airport', 'Twin', 40),
      row('ZZD', 'medium_airport', 'Lone Airport', 'Lone', 45.5),
    ].join('\n');

    const byCode = new Map(buildAirports(csv).map((airport) => [airport.iata, airport.mainAirport]));

    // ZZA is 33 km from ZZB; ZZC, of the same name, is 600 km away: a city of its own.
    expect(Object.fromEntries(byCode)).toEqual({
      ZZA: 'ZZB',
      ZZB: undefined,
      ZZC: undefined,
      ZZD: undefined,
    });
  });

  it('refuses a source without the expected columns', () => {
    expect(() => buildAirports('iata,name\nBOG,El Dorado')).toThrow(/lacks the columns/);
  });
});
