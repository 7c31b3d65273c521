import { describe, expect, it } from 'vitest';
import { flightSearchAfterHotel, flightSearchFormOf, hotelSearchAfterFlight } from '../src';
import { buildItinerary, buildLeg } from '../src/testing/flight-builders';

const adult = { type: 'adult' as const };
const child = { type: 'child' as const };

describe('hotelSearchAfterFlight', () => {
  it('stays from the landing day to the day the return flight leaves, for the adults who fly', () => {
    const itinerary = buildItinerary([
      buildLeg({ from: 'BOG', to: 'BGA', departs: '2027-02-10T22:30', arrives: '2027-02-10T23:40' }),
      buildLeg({ from: 'BGA', to: 'EJA', departs: '2027-02-11T00:20', arrives: '2027-02-11T01:05' }),
      buildLeg({
        from: 'EJA',
        to: 'BOG',
        departs: '2027-02-13T18:00',
        arrives: '2027-02-13T19:10',
        direction: 1,
      }),
    ]);
    expect(hotelSearchAfterFlight({ itinerary, passengers: [adult, adult, child] })).toEqual({
      destination: 'EJA',
      checkIn: '2027-02-11',
      checkOut: '2027-02-13',
      rooms: 1,
      adults: 2,
      childAges: [],
      infants: 0,
    });
  });

  it('stays one night after a one-way flight or a same-day return', () => {
    const oneWay = buildItinerary([
      buildLeg({ from: 'BOG', to: 'MDE', departs: '2027-02-10T07:00', arrives: '2027-02-10T08:00' }),
    ]);
    expect(hotelSearchAfterFlight({ itinerary: oneWay, passengers: [adult] })).toMatchObject({
      checkIn: '2027-02-10',
      checkOut: '2027-02-11',
      adults: 1,
    });
    const dayTrip = buildItinerary([
      buildLeg({ from: 'BOG', to: 'MDE', departs: '2027-02-10T07:00', arrives: '2027-02-10T08:00' }),
      buildLeg({
        from: 'MDE',
        to: 'BOG',
        departs: '2027-02-10T19:00',
        arrives: '2027-02-10T20:00',
        direction: 1,
      }),
    ]);
    expect(hotelSearchAfterFlight({ itinerary: dayTrip, passengers: [adult] }).checkOut).toBe('2027-02-11');
  });
});

describe('flightSearchAfterHotel and flightSearchFormOf', () => {
  const today = '2027-01-05';

  it('opens the flight search with a round trip over the hotel dates', () => {
    const path = flightSearchAfterHotel({ checkIn: '2027-02-10', checkOut: '2027-02-12' });
    expect(path).toBe('/flight-home?departureDate=2027-02-10&returnDate=2027-02-12');
    expect(
      flightSearchFormOf({ departureDate: '2027-02-10', returnDate: '2027-02-12' }, today),
    ).toMatchObject({
      tripType: 'idaVuelta',
      departureDate: '2027-02-10',
      returnDate: '2027-02-12',
      origin: '',
      destination: '',
    });
  });

  it('falls back to the defaults for dates that are past, reversed, malformed or absent', () => {
    const defaults = flightSearchFormOf({ departureDate: null, returnDate: null }, today);
    for (const dates of [
      { departureDate: '2027-01-01', returnDate: '2027-01-09' },
      { departureDate: '2027-02-12', returnDate: '2027-02-10' },
      { departureDate: 'mañana', returnDate: '2027-02-10' },
      { departureDate: '2027-02-10', returnDate: null },
    ]) {
      expect(flightSearchFormOf(dates, today)).toEqual(defaults);
    }
  });
});
