import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AIRCRAFT_CLASSES,
  aircraftClassOf,
  CABINS,
  type Coordinates,
  DEFAULT_HOTEL_ROOM_NIGHT_KG,
  directionEmissions,
  type FlightResult,
  type FlightRouteSegment,
  findAirport,
  flightFuelKg,
  flownDistanceKm,
  greatCircleKm,
  HOTEL_ROOM_NIGHT_KG,
  hotelStayEmissions,
  isWellBelowTypical,
  journeyCo2Kg,
  legCo2Kg,
  medianOf,
  passengerCo2Kg,
  sortFlights,
  withFlightEmissions,
} from '../src';
import { buildItinerary, buildLeg } from '../src/testing/flight-builders';

/** Runs are reproducible: a failure prints its seed. */
const PROPERTY_OPTIONS = { seed: 20_261_124, numRuns: 300 };

const airport = (code: string) => {
  const found = findAirport(code);
  if (!found) throw new Error(`No airport ${code}`);
  return found;
};

const coordinates = fc.record({
  latitude: fc.double({ min: -80, max: 80, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});
const aircraftClass = fc.constantFrom(...AIRCRAFT_CLASSES);
const equipment = fc.constantFrom(
  'Airbus A320neo',
  'Boeing 737-800',
  'ATR 72-600',
  'Embraer E190',
  'Boeing 787-9',
  'Airbus A350-900',
  null,
);

describe('Travel Impact Model 1.9.1 worked example (github.com/google/travel-impact-model, "Example emission estimation")', () => {
  it('ZRH–SFO is 9,369 km along the great circle (a sphere gives 9,376: within 0.1 %)', () => {
    expect(Math.abs(greatCircleKm(airport('ZRH'), airport('SFO')) - 9369)).toBeLessThan(10);
  });

  it('a Boeing 787-9 burns 1,727 + 52,970 = 54,697 kg of fuel over 9,369 km (5,058.9 NM), interpolated', () => {
    expect(flightFuelKg('wideBody', 9369)).toBeCloseTo(54_697, -1);
  });

  it('5,250 NM lies halfway between the 5,000 and 5,500 NM points: 54,902.5 kg of cruise fuel plus 1,727', () => {
    expect(flightFuelKg('wideBody', 5250 * 1.852)).toBeCloseTo(54_902.5 + 1727, 6);
  });

  it('gives its tank-to-wake kg per passenger with its factors (3.1894, load 0.845, 411.5 economy seats)', () => {
    const perCabin = (cabinFactor: number) =>
      passengerCo2Kg(54_697, {
        co2PerKgFuel: 3.1894,
        loadFactor: 0.845,
        passengerShare: 1,
        seatArea: 411.5,
        cabinFactor,
      });
    // Economy 501.703, premium economy 752.555, business 2,006.812, first 2,508.515 (the README's step 5).
    expect(perCabin(1)).toBeCloseTo(501.703, 1);
    expect(perCabin(1.5)).toBeCloseTo(752.555, 1);
    expect(perCabin(4)).toBeCloseTo(2006.812, 0);
    expect(perCabin(5)).toBeCloseTo(2508.515, 0);
  });
});

describe('ICAO Carbon Emissions Calculator Methodology v11, §4.2: great-circle distance correction', () => {
  it('adds 50 km below 550 km, 100 km up to 5,500 km and 125 km beyond', () => {
    expect(flownDistanceKm(400)).toBe(450);
    expect(flownDistanceKm(550)).toBe(650);
    expect(flownDistanceKm(5499)).toBe(5599);
    expect(flownDistanceKm(5500)).toBe(5625);
    expect(flownDistanceKm(9369)).toBe(9494);
  });
});

describe('flight emissions', () => {
  it('reads the aircraft class from names and IATA codes', () => {
    expect(aircraftClassOf('Airbus A320neo', 300)).toBe('narrowBody');
    expect(aircraftClassOf('Airbus A319', 300)).toBe('narrowBody');
    expect(aircraftClassOf('Boeing 757-200', 300)).toBe('narrowBody');
    expect(aircraftClassOf('Boeing 737-800 (winglets)', 300)).toBe('narrowBody');
    expect(aircraftClassOf('Boeing 787-8', 300)).toBe('wideBody');
    expect(aircraftClassOf('Airbus A330-200', 300)).toBe('wideBody');
    expect(aircraftClassOf('McDonnell Douglas MD-11', 300)).toBe('wideBody');
    expect(aircraftClassOf('ATR 72-600', 300)).toBe('turboprop');
    expect(aircraftClassOf('Aerospatiale/Alenia ATR 42-500', 300)).toBe('turboprop');
    expect(aircraftClassOf('Canadair Regional Jet 900', 300)).toBe('regional');
    expect(aircraftClassOf('Fokker 50', 300)).toBe('turboprop');
    expect(aircraftClassOf('Embraer 190', 300)).toBe('regional');
    expect(aircraftClassOf('De Havilland Canada DHC-8-400 Dash 8Q', 300)).toBe('turboprop');
    expect(aircraftClassOf('Fokker 100', 300)).toBe('regional');
    expect(aircraftClassOf('320', 300)).toBe('narrowBody');
    expect(aircraftClassOf('319', 300)).toBe('narrowBody');
    expect(aircraftClassOf('77W', 300)).toBe('wideBody');
    expect(aircraftClassOf('332', 300)).toBe('wideBody');
    expect(aircraftClassOf('E90', 300)).toBe('regional');
    expect(aircraftClassOf('AT7', 300)).toBe('turboprop');
    expect(aircraftClassOf('CR9', 300)).toBe('regional');
    expect(aircraftClassOf(null, 1000)).toBe('narrowBody');
    expect(aircraftClassOf(null, 8000)).toBe('wideBody');
  });

  it('BOG–MDE in an A320 economy seat: a few tens of kg; BOG–MAD in a 787: several hundred', () => {
    const domestic = journeyCo2Kg(
      [{ from: airport('BOG'), to: airport('MDE'), equipment: 'Airbus A320' }],
      'Y',
    );
    expect(domestic).toBeGreaterThan(30);
    expect(domestic).toBeLessThan(80);
    const transatlantic = journeyCo2Kg(
      [{ from: airport('BOG'), to: airport('MAD'), equipment: 'Boeing 787-8' }],
      'Y',
    );
    expect(transatlantic).toBeGreaterThan(350);
    expect(transatlantic).toBeLessThan(800);
  });

  it('a refuelling stop adds a take-off and a landing', () => {
    const leg = { from: airport('BOG'), to: airport('MAD'), equipment: 'Airbus A330-200' };
    expect(legCo2Kg({ ...leg, technicalStop: airport('PUJ') }, 'Y')).toBeGreaterThan(legCo2Kg(leg, 'Y'));
  });

  it('is positive and grows with the distance flown, for every aircraft class', () => {
    fc.assert(
      fc.property(
        aircraftClass,
        fc.double({ min: 0, max: 18_000, noNaN: true }),
        fc.double({ min: 0, max: 18_000, noNaN: true }),
        (kind, a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const nearFuel = flightFuelKg(kind, flownDistanceKm(near));
          expect(nearFuel).toBeGreaterThan(0);
          expect(flightFuelKg(kind, flownDistanceKm(far))).toBeGreaterThanOrEqual(nearFuel);
        },
      ),
      PROPERTY_OPTIONS,
    );
  });

  it('is the same in both directions, and no cabin costs less than economy', () => {
    fc.assert(
      fc.property(coordinates, coordinates, equipment, (from, to, aircraft) => {
        const there = legCo2Kg({ from, to, equipment: aircraft }, 'Y');
        expect(legCo2Kg({ from: to, to: from, equipment: aircraft }, 'Y')).toBeCloseTo(there, 6);
        expect(there).toBeGreaterThan(0);
        for (const cabin of CABINS) {
          expect(legCo2Kg({ from, to, equipment: aircraft }, cabin)).toBeGreaterThanOrEqual(there);
        }
        expect(legCo2Kg({ from, to, equipment: aircraft }, 'C')).toBeGreaterThan(there);
      }),
      PROPERTY_OPTIONS,
    );
  });

  it('marks a figure at least 15 % below the median as well below typical', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(isWellBelowTypical(85, 100)).toBe(true);
    expect(isWellBelowTypical(86, 100)).toBe(false);
    expect(isWellBelowTypical(10, null)).toBe(false);
  });
});

describe('hotel emissions', () => {
  it('use the country figure per room and night, times rooms and nights', () => {
    expect(hotelStayEmissions('CO', 3, 1)).toEqual({ perRoomNightKg: 14.3, stayKg: 43 });
    expect(hotelStayEmissions('us', 2, 2)).toEqual({ perRoomNightKg: 21.4, stayKg: 86 });
  });

  it('fall back to the median of the benchmark countries where it has none', () => {
    expect(hotelStayEmissions('PE', 1, 1).perRoomNightKg).toBe(DEFAULT_HOTEL_ROOM_NIGHT_KG);
    const countries = Object.entries(HOTEL_ROOM_NIGHT_KG)
      .filter(([, kg], index, all) => kg !== 64.6 || all.findIndex(([, other]) => other === 64.6) === index)
      .map(([, kg]) => kg);
    expect(Math.abs(DEFAULT_HOTEL_ROOM_NIGHT_KG - (medianOf(countries) as number))).toBeLessThan(0.051);
  });

  it('grow with the nights and rooms of the stay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 4 }), (nights, rooms) => {
        const stay = hotelStayEmissions('CO', nights, rooms).stayKg;
        expect(hotelStayEmissions('CO', nights + 1, rooms).stayKg).toBeGreaterThan(stay);
        expect(hotelStayEmissions('CO', nights, rooms + 1).stayKg).toBeGreaterThan(stay);
      }),
      PROPERTY_OPTIONS,
    );
  });
});

describe('flight results with emissions', () => {
  const locate = (iata: string) => findAirport(iata);
  const leg = (from: string, to: string, departs: string, equipment: string, direction: 0 | 1 = 0) =>
    buildLeg({ from, to, departs, arrives: departs.replace(/T0/, 'T1'), equipment, direction });

  it('carry each direction’s kg per passenger and the median of the route’s journeys', () => {
    const outA = leg('BOG', 'MDE', '2026-12-01T06:00', 'ATR 72-600');
    const outB = leg('BOG', 'MDE', '2026-12-01T07:00', 'Airbus A320');
    const outC = leg('BOG', 'MDE', '2026-12-01T08:00', 'Boeing 787-8');
    const back = leg('MDE', 'BOG', '2026-12-08T06:00', 'Airbus A320', 1);
    const results = [outA, outB, outC].flatMap((out) => [
      buildItinerary([out, back]),
      // The same outbound with a second return counts once for the typical figure.
      buildItinerary([out, leg('MDE', 'BOG', '2026-12-08T07:00', 'Airbus A320', 1)]),
    ]);
    const estimated = withFlightEmissions(results, locate);
    const outbounds = [outA, outB, outC].map((out) => journeyCo2Kg([toLeg(out)], 'Y'));
    expect(estimated[0]?.emissions).toEqual({
      outboundKg: outbounds[0],
      returnKg: journeyCo2Kg([toLeg(back)], 'Y'),
      typicalOutboundKg: medianOf(outbounds),
      typicalReturnKg: journeyCo2Kg([toLeg(back)], 'Y'),
    });
    expect(sortFlights(estimated, 'emissions').map((result) => result.emissions?.outboundKg)).toEqual(
      [...estimated.map((result) => result.emissions?.outboundKg)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it('leave out the estimate when an airport is unknown, and sort such an itinerary last', () => {
    const known = buildItinerary([leg('BOG', 'MDE', '2026-12-01T06:00', 'Airbus A320')]);
    const unknown = buildItinerary([leg('BOG', 'XXX', '2026-12-01T06:00', 'Airbus A320')]);
    const [withUnknown, withKnown] = withFlightEmissions([unknown, known], locate);
    expect(withUnknown?.emissions).toBeUndefined();
    expect(withKnown?.emissions?.returnKg).toBeNull();
    expect(sortFlights([withUnknown, withKnown] as FlightResult[], 'emissions')[0]).toBe(withKnown);
    expect(directionEmissions(withKnown as FlightResult, 1)).toBeNull();
  });
});

function toLeg(segment: FlightRouteSegment) {
  return {
    from: findAirport(segment.flyFrom) as Coordinates,
    to: findAirport(segment.flyTo) as Coordinates,
    equipment: segment.equipment,
  };
}
