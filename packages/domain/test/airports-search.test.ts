import { describe, expect, it } from 'vitest';
import {
  AIRPORT_SEARCH_LIMIT,
  AIRPORTS,
  type Airport,
  cityAirportsOf,
  hotelDestinationsOf,
  isAirportCode,
  normalizeSearchText,
  searchAirports,
  searchHotelDestinations,
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

  it('puts the city named exactly before cities that start with the text', () => {
    const list = [airport('CCJ', 'Calicut', 'India'), airport('CLO', 'Cali', 'Colombia')];
    expect(codesOf(searchAirports('cali', list))).toEqual(['CLO', 'CCJ']);
  });

  it('puts the preferred country first within a kind of match: the home country unless told', () => {
    const list = [
      airport('SJO', 'San José', 'Costa Rica', 'large'),
      airport('ADZ', 'San Andrés', 'Colombia'),
      airport('SJU', 'San Juan', 'Puerto Rico', 'large'),
    ];
    expect(codesOf(searchAirports('san', list))).toEqual(['ADZ', 'SJO', 'SJU']);
    expect(codesOf(searchAirports('san', list, { preferredCountry: 'puerto rico' }))).toEqual([
      'SJU',
      'SJO',
      'ADZ',
    ]);
    // A kind of match still comes first: an exact code or city beats the preferred country.
    expect(codesOf(searchAirports('sjo', list))).toEqual(['SJO']);
  });

  it('returns at most 10 by default, or the given limit', () => {
    expect(AIRPORT_SEARCH_LIMIT).toBe(10);
    const usa = searchAirports('estados unidos', AIRPORTS);
    expect(usa).toHaveLength(10);
    expect(usa.every((found) => found.size === 'large')).toBe(true);
    expect(searchAirports('estados unidos', AIRPORTS, { limit: 3 })).toHaveLength(3);
    expect(searchAirports('colombia', airports, { limit: 0 })).toEqual([]);
  });

  it('finds the real list by accent-free city and by code', () => {
    expect(searchAirports('bogota', AIRPORTS)[0]?.iata).toBe('BOG');
    expect(searchAirports('BOG', AIRPORTS)[0]?.iata).toBe('BOG');
    expect(codesOf(searchAirports('nueva york', AIRPORTS))).toEqual(expect.arrayContaining(['JFK', 'LGA']));
    // A city's main airport first, then its others.
    expect(codesOf(searchAirports('londres', AIRPORTS))[0]).toBe('LHR');
    expect(codesOf(searchAirports('londres', AIRPORTS))).toEqual(
      expect.arrayContaining(['LGW', 'LTN', 'STN']),
    );
  });

  it('offers Cali, Colombia before Calicut, India in the real list', () => {
    expect(codesOf(searchAirports('cali', AIRPORTS)).slice(0, 2)).toEqual(['CLO', 'CCJ']);
    // Both of Medellín's airports stay flight airports, the main one (José María Córdova) first.
    expect(codesOf(searchAirports('medellin', AIRPORTS))).toEqual(['MDE', 'EOH']);
  });
});

describe('hotel destinations', () => {
  it('lists a city with several airports once, under its main airport', () => {
    const destinations = hotelDestinationsOf(AIRPORTS);
    const medellin = destinations.filter((place) => place.city === 'Medellín');
    expect(codesOf(medellin)).toEqual(['MDE']);
    expect(codesOf(destinations.filter((place) => place.city === 'Londres'))).toEqual(['LHR']);
    // Two cities of one name far apart stay two destinations.
    const portlands = destinations.filter((place) => place.city === 'Portland' && place.countryCode === 'US');
    expect(codesOf(portlands)).toEqual(['PDX', 'PWM']);
    expect(hotelDestinationsOf(AIRPORTS)).toBe(destinations);
  });

  it('finds a city by any of its airports’ codes, Colombian cities first', () => {
    expect(codesOf(searchHotelDestinations('medellin', AIRPORTS))).toEqual(['MDE']);
    expect(codesOf(searchHotelDestinations('EOH', AIRPORTS))).toEqual(['MDE']);
    expect(codesOf(searchHotelDestinations('cali', AIRPORTS)).slice(0, 2)).toEqual(['CLO', 'CCJ']);
    expect(searchHotelDestinations('londres', AIRPORTS)).toHaveLength(1);
    expect(searchHotelDestinations('a', AIRPORTS)).toHaveLength(AIRPORT_SEARCH_LIMIT);
    expect(searchHotelDestinations('a', AIRPORTS, { limit: 0 })).toEqual([]);
  });

  it('searches every airport of the city a code names, its main one first', () => {
    expect(codesOf(cityAirportsOf('EOH'))).toEqual(['MDE', 'EOH']);
    expect(codesOf(cityAirportsOf('mde'))).toEqual(['MDE', 'EOH']);
    expect(codesOf(cityAirportsOf('BOG'))).toEqual(['BOG']);
    expect(cityAirportsOf('XXX')).toEqual([]);
  });
});
