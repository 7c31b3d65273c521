import { describe, expect, it } from 'vitest';
import {
  AIRPORT_SEARCH_LIMIT,
  AIRPORTS,
  type Airport,
  isAirportCode,
  normalizeSearchText,
  searchAirports,
} from '../src';

function airport(iata: string, city: string, country: string, size: Airport['size'] = 'medium'): Airport {
  return {
    iata,
    airport: `Aeropuerto ${city}`,
    city,
    country,
    continent: 'América',
    available: true,
    class: 'Aeropuerto',
    latitude: 0,
    longitude: 0,
    timeZone: 'America/Bogota',
    countryCode: 'CO',
    size,
  };
}

const codesOf = (airports: readonly Airport[]) => airports.map((found) => found.iata);

describe('normalizeSearchText', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeSearchText('  BOGOTÁ  ')).toBe('bogota');
    expect(normalizeSearchText('Múnich')).toBe('munich');
    expect(normalizeSearchText('São   Paulo')).toBe('sao paulo');
    expect(normalizeSearchText('Cúcuta')).toBe('cucuta');
  });
});

describe('isAirportCode', () => {
  it.each(['BOG', 'mde', 'Jfk'])('accepts %s', (code) => expect(isAirportCode(code)).toBe(true));
  it.each(['', 'BO', 'BOGO', 'BÓG', 'BO.', 'B1G', ' BOG'])('rejects "%s"', (code) =>
    expect(isAirportCode(code)).toBe(false),
  );
});

describe('searchAirports', () => {
  const airports = [
    airport('AXM', 'Armenia', 'Colombia'),
    airport('BOG', 'Bogotá', 'Colombia', 'large'),
    airport('CLO', 'Cali', 'Colombia', 'large'),
    airport('EVN', 'Ereván', 'Armenia', 'large'),
    airport('MDE', 'Medellín', 'Colombia', 'large'),
    airport('MIA', 'Miami', 'Estados Unidos', 'large'),
    airport('POP', 'Puerto Plata', 'República Dominicana'),
  ];

  it('finds nothing for empty or blank text', () => {
    expect(searchAirports('', airports)).toEqual([]);
    expect(searchAirports('   ', airports)).toEqual([]);
  });

  it('ignores case and accents, both ways', () => {
    expect(codesOf(searchAirports('bogota', airports))).toEqual(['BOG']);
    expect(codesOf(searchAirports('MEDELLIN', airports))).toEqual(['MDE']);
    expect(codesOf(searchAirports('ereván', airports))).toEqual(['EVN']);
  });

  it('matches the country', () => {
    expect(codesOf(searchAirports('colombia', airports))).toEqual(['BOG', 'CLO', 'MDE', 'AXM']);
    expect(codesOf(searchAirports('dominicana', airports))).toEqual(['POP']);
  });

  it('puts the exact IATA code first, then cities starting with the text, then large airports', () => {
    expect(codesOf(searchAirports('mia', airports))).toEqual(['MIA']);
    // AXM's city starts with "armenia"; EVN is only in the country Armenia.
    expect(codesOf(searchAirports('armenia', airports))).toEqual(['AXM', 'EVN']);
  });

  it('ranks an exact code above a city that starts with the same letters', () => {
    const list = [airport('CAL', 'Calama', 'Chile', 'large'), airport('CLO', 'Cali', 'Colombia', 'large')];
    expect(codesOf(searchAirports('clo', list))).toEqual(['CLO']);
    expect(codesOf(searchAirports('cal', list))).toEqual(['CAL', 'CLO']);
  });

  it('returns at most 10 by default, or the given limit', () => {
    expect(AIRPORT_SEARCH_LIMIT).toBe(10);
    const usa = searchAirports('estados unidos', AIRPORTS);
    expect(usa).toHaveLength(10);
    expect(usa.every((found) => found.size === 'large')).toBe(true);
    expect(searchAirports('estados unidos', AIRPORTS, 3)).toHaveLength(3);
    expect(searchAirports('colombia', airports, 0)).toEqual([]);
  });

  it('finds the real list by accent-free city and by code', () => {
    expect(searchAirports('bogota', AIRPORTS)[0]?.iata).toBe('BOG');
    expect(searchAirports('BOG', AIRPORTS)[0]?.iata).toBe('BOG');
    expect(codesOf(searchAirports('nueva york', AIRPORTS))).toEqual(expect.arrayContaining(['JFK', 'LGA']));
    expect(codesOf(searchAirports('londres', AIRPORTS)).slice(0, 4)).toEqual(['LGW', 'LHR', 'LTN', 'STN']);
  });
});
