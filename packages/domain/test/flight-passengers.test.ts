import { describe, expect, it } from 'vitest';
import { type BookedFlight, findPassengerAlreadyBooked, flightPassengerSchema } from '../src';

const leg = (airline: string, flightNo: number, departure: string) => ({
  airline,
  flight_no: flightNo,
  utc_departure: departure,
});
/** Only what the check reads of an itinerary: its legs. */
const itinerary = (...legs: ReturnType<typeof leg>[]) =>
  ({ route: legs }) as unknown as BookedFlight['itinerary'];

const BOG_MDE = leg('AV', 9312, '2026-12-29T11:05:00.000Z');
const MDE_CTG = leg('AV', 9420, '2026-12-29T14:30:00.000Z');
const laura = { documento: 'ab1020304050' };
const mateo = { documento: '1122334455' };

describe('findPassengerAlreadyBooked', () => {
  it('finds a passenger already on one of the flights, whatever the case of the documento', () => {
    const earlier: BookedFlight[] = [
      { itinerary: itinerary(BOG_MDE), passengers: [{ documento: 'AB1020304050' }], status: 'approved' },
    ];
    expect(findPassengerAlreadyBooked(itinerary(BOG_MDE, MDE_CTG), [mateo, laura], earlier)).toBe(laura);
  });

  it('lets the same people fly another flight, or the same number on another day', () => {
    const earlier: BookedFlight[] = [
      { itinerary: itinerary(MDE_CTG), passengers: [laura], status: 'emitted' },
      {
        itinerary: itinerary(leg('AV', 9312, '2026-12-30T11:05:00.000Z')),
        passengers: [laura],
        status: 'approved',
      },
    ];
    expect(findPassengerAlreadyBooked(itinerary(BOG_MDE), [laura], earlier)).toBeNull();
  });

  it('leaves out bookings that ended: a rejected or cancelled seat is nobody’s', () => {
    const earlier: BookedFlight[] = ['rejected' as const, 'cancelled' as const].map((status) => ({
      itinerary: itinerary(BOG_MDE),
      passengers: [laura],
      status,
    }));
    expect(findPassengerAlreadyBooked(itinerary(BOG_MDE), [laura], earlier)).toBeNull();
    expect(
      findPassengerAlreadyBooked(
        itinerary(BOG_MDE),
        [laura],
        [...earlier, { itinerary: itinerary(BOG_MDE), passengers: [laura], status: 'pending_approval' }],
      ),
    ).toBe(laura);
  });
});

describe('a flight passenger’s name', () => {
  const named = (firstName: string, lastName: string) =>
    flightPassengerSchema.shape.firstname.safeParse(firstName).success &&
    flightPassengerSchema.shape.last_name.safeParse(lastName).success;

  it('takes what an airline prints on a ticket: letters with accents, spaces, apostrophes, dots and hyphens', () => {
    for (const [firstName, lastName] of [
      ['Laura', 'Gómez'],
      ['María José', 'Núñez-Ríos'],
      ['J.', "O'Connor"],
      ['Zoë', 'D’Alessandro'],
    ]) {
      expect(named(firstName ?? '', lastName ?? ''), `${firstName} ${lastName}`).toBe(true);
    }
  });

  it('refuses digits, emoji and direction overrides, with a Spanish message', () => {
    for (const name of ['Laura2', '😀😀', '\u202Eaicram', '-Laura', 'Laura@']) {
      const result = flightPassengerSchema.shape.firstname.safeParse(name);
      expect(result.success, name).toBe(false);
    }
    expect(flightPassengerSchema.shape.last_name.safeParse('Gómez 3').error?.issues[0]?.message).toBe(
      'El apellido del pasajero solo puede tener letras, espacios, apóstrofos, puntos y guiones.',
    );
  });
});
