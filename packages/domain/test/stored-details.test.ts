import { describe, expect, it } from 'vitest';
import { storedFlightDetailsSchema, storedHotelDetailsSchema } from '../src';
import { buildFlightDetails, buildHotelDetails } from '../src/testing/stored-details-builders';

/** A hotel row as the first bookings stored it (2026-11-22): no version, no party beyond adults, no address or terms. */
const FIRST_HOTEL_ROW = {
  hotelCode: 'MDE-3',
  hotelName: 'Hotel Poblado Plaza',
  roomCode: 'STD',
  roomName: 'Habitación estándar',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  nights: 2,
  rooms: 1,
  adults: 2,
  city: 'Medellín',
  country: 'Colombia',
  guest: { firstname: 'Laura', last_name: 'Gómez', email: 'laura@example.com', phone: '3105550101' },
};

describe('storedHotelDetailsSchema', () => {
  it('upgrades a row of the first shape: no children, infants, address, negotiated rate or policy known', () => {
    expect(storedHotelDetailsSchema.parse(FIRST_HOTEL_ROW)).toEqual({
      version: 2,
      ...FIRST_HOTEL_ROW,
      childAges: [],
      infants: 0,
      address: null,
      corporateRateOf: null,
      cancellationPolicy: null,
    });
  });

  it('keeps what a later row without a version had', () => {
    const row = {
      ...FIRST_HOTEL_ROW,
      childAges: [6],
      infants: 1,
      address: 'Calle 10 # 43D-25',
      corporateRateOf: 'Andes Energía S.A.S.',
      cancellationPolicy: 'Cancelación gratuita hasta 48 horas antes.',
    };
    expect(storedHotelDetailsSchema.parse(row)).toEqual({ version: 2, ...row });
  });

  it('reads a row of the current version as it is', () => {
    const row = buildHotelDetails({ childAges: [4, 9], corporateRateOf: 'Andes Energía S.A.S.' });
    expect(storedHotelDetailsSchema.parse(row)).toEqual(row);
  });

  it('refuses a current row with a field missing instead of reading it as an older shape', () => {
    const { cancellationPolicy: _policy, ...row } = buildHotelDetails();
    const read = storedHotelDetailsSchema.safeParse(row);
    expect(read.success).toBe(false);
    expect(read.error?.issues.map((issue) => issue.path)).toEqual([['cancellationPolicy']]);
  });

  it('refuses a version it does not know and a row of the wrong shape', () => {
    expect(storedHotelDetailsSchema.safeParse({ ...buildHotelDetails(), version: 3 }).success).toBe(false);
    expect(storedHotelDetailsSchema.safeParse({ ...FIRST_HOTEL_ROW, nights: '2' }).success).toBe(false);
    expect(storedHotelDetailsSchema.safeParse({}).success).toBe(false);
  });
});

describe('storedFlightDetailsSchema', () => {
  it('reads a row stored before the version was kept as version 1', () => {
    const { version: _version, ...row } = buildFlightDetails();
    expect(storedFlightDetailsSchema.parse(row)).toEqual({ version: 1, ...row });
  });

  it('reads a row without the fields added since: emissions, a document expiry and country', () => {
    const current = buildFlightDetails();
    const { emissions: _emissions, ...itinerary } = current.itinerary;
    const row = { ...current, itinerary };
    expect(storedFlightDetailsSchema.parse(row)).toEqual(row);
    expect(current.passengers[0]).not.toHaveProperty('documentExpiry');
  });

  it('refuses a row of the wrong shape or kind', () => {
    expect(storedFlightDetailsSchema.safeParse({ ...buildFlightDetails(), version: 2 }).success).toBe(false);
    expect(storedFlightDetailsSchema.safeParse(buildHotelDetails()).success).toBe(false);
  });
});
