import { AIRPORTS, addDays, cityAirportsOf, findAirport } from '@travesia/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCityHotels } from '../src/suppliers/hotels/builtin/generate-hotels';
import {
  guestsPerRoom,
  nightlyRoomRate,
  nightsOf,
  stayPricer,
  stayTotal,
} from '../src/suppliers/hotels/builtin/pricing';

describe('built-in hotel generation', () => {
  it('generates the same hotels for a city every time, 6 to 14 of them, near the airport', () => {
    const bogota = findAirport('BOG');
    if (!bogota) throw new Error('BOG missing from the airport list');
    const first = generateCityHotels(bogota);
    expect(generateCityHotels(bogota)).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first.length).toBeLessThanOrEqual(14);
    expect(new Set(first.map((hotel) => hotel.name)).size).toBe(first.length);
    for (const hotel of first) {
      expect(hotel.stars).toBeGreaterThanOrEqual(1);
      expect(hotel.stars).toBeLessThanOrEqual(5);
      expect(hotel.images.length).toBeGreaterThanOrEqual(3);
      expect(hotel.images.length).toBeLessThanOrEqual(5);
      expect(Math.abs(hotel.latitude - bogota.latitude)).toBeLessThan(0.15);
      expect(hotel.roomTypes.map((room) => room.code)).toContain('STD');
    }
    const madrid = findAirport('MAD');
    if (!madrid) throw new Error('MAD missing from the airport list');
    expect(generateCityHotels(madrid).map((hotel) => hotel.name)).not.toEqual(
      first.map((hotel) => hotel.name),
    );
  });

  it('gives every destination of the airport list 6 to 14 hotels with distinct names', () => {
    for (const airport of AIRPORTS) {
      const cityHotels = generateCityHotels(airport);
      expect(cityHotels.length).toBeGreaterThanOrEqual(6);
      expect(cityHotels.length).toBeLessThanOrEqual(14);
      expect(new Set(cityHotels.map((hotel) => hotel.name)).size, airport.iata).toBe(cityHotels.length);
    }
  });

  it('names every hotel of a city of several airports once (EOH and MDE are one Medellín)', () => {
    const mainAirports = new Set(
      AIRPORTS.flatMap((airport) => (airport.mainAirport ? [airport.mainAirport] : [])),
    );
    expect(mainAirports.has('MDE')).toBe(true);
    for (const main of mainAirports) {
      const names = cityAirportsOf(main).flatMap((airport) =>
        generateCityHotels(airport).map((hotel) => hotel.name),
      );
      expect(new Set(names).size, main).toBe(names.length);
    }
  });

  it('charges more on weekends and in December than on an ordinary weekday', () => {
    const tuesday = '2027-03-02';
    const saturday = '2027-03-06';
    expect(nightlyRoomRate(200_000, saturday, 1, 0)).toBeGreaterThan(nightlyRoomRate(200_000, tuesday, 1, 0));
    expect(nightlyRoomRate(200_000, '2027-12-21', 1, 0)).toBeGreaterThan(
      nightlyRoomRate(200_000, tuesday, 1, 0),
    );
    expect(nightlyRoomRate(200_000, tuesday, 2, 0)).toBeGreaterThan(nightlyRoomRate(200_000, tuesday, 1, 0));
  });

  it('prices a stay for any room type as the sum of its nights times the rooms, to the peso', () => {
    const stays = fc.record({
      checkIn: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
      nights: fc.integer({ min: 0, max: 30 }),
      rooms: fc.integer({ min: 1, max: 4 }),
      adults: fc.integer({ min: 1, max: 6 }),
      children: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(
        stays,
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 6 }),
        (stay, rates) => {
          const checkIn = stay.checkIn.toISOString().slice(0, 10);
          const pricing = { ...stay, checkIn, checkOut: addDays(checkIn, stay.nights) };
          const perRoom = guestsPerRoom(pricing);
          const price = stayPricer(pricing);
          for (const baseRate of rates) {
            const nightByNight = nightsOf(pricing.checkIn, pricing.checkOut).reduce(
              (sum, night) => sum + nightlyRoomRate(baseRate, night, perRoom.adults, perRoom.children),
              0,
            );
            expect(price(baseRate)).toBe(nightByNight * stay.rooms);
            expect(stayTotal(baseRate, pricing)).toBe(nightByNight * stay.rooms);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
