import { describe, expect, it } from 'vitest';
import { flightBookingFacts, flightFareBreakdown, hotelBookingFacts, type PolicyRule } from '../src';
import { buildFamily } from '../src/testing/flight-builders';
import { direct, roundTrip } from './flight-fixtures';

const RULES: PolicyRule[] = [
  { type: 'NACIONAL', time_min: 3, price_max: 450_000 },
  { type: 'INTERNACIONAL', time_min: 10, price_max: 1_200_000 },
];
const ONE_ADULT = { adults: 1, children: 0, infants: 0 };
const BOOKED_AT = new Date('2026-11-20T15:00:00Z');

describe('what a flight booking stores beside the flight', () => {
  it('dates the trip by its first and last departures and judges it by the national rule', () => {
    const facts = flightBookingFacts({
      itinerary: direct,
      family: buildFamily(),
      passengers: ONE_ADULT,
      rules: RULES,
      lowestFare: 380_000,
      now: BOOKED_AT,
    });
    expect(facts).toMatchObject({ startsOn: '2026-12-01', endsOn: '2026-12-01', isNational: true });
    expect(facts.isWithinPolicy).toBe(true);
    expect(facts.reportFacts).toMatchObject({
      lowestFare: 380_000,
      missedSavings: 20_000,
      publicRate: null,
      isInternational: false,
      isShortNotice: false,
      vendor: 'AV',
      route: 'BOG-MDE',
      destination: 'MDE',
      roomNights: null,
    });
  });

  it('is international when it lands in another country, and short notice against that rule', () => {
    const facts = flightBookingFacts({
      itinerary: roundTrip,
      family: buildFamily(),
      passengers: ONE_ADULT,
      rules: RULES,
      lowestFare: null,
      // Six days ahead: enough for the national rule, not for the international one's ten.
      now: new Date('2026-11-25T15:00:00Z'),
    });
    expect(facts).toMatchObject({ startsOn: '2026-12-01', endsOn: '2026-12-08', isNational: false });
    expect(facts.isWithinPolicy).toBe(false);
    expect(facts.reportFacts).toMatchObject({
      missedSavings: null,
      isInternational: true,
      isShortNotice: true,
    });
  });

  it('gives every family the taxes’ share the supplier states for the cheapest one', () => {
    const itinerary = { ...direct, price: 400_000, price_dropdown: { base_fare: 340_000, fees: 60_000 } };
    expect(flightFareBreakdown(itinerary, { price: 600_000 }, 95_000)).toEqual({
      fare: 510_000,
      luggage: 95_000,
      taxes: 90_000,
    });
  });
});

describe('what a hotel booking stores beside the stay', () => {
  const hotel = { code: 'CORP-BOG', name: 'Hotel Calle 93', iata: 'BOG', country: 'Colombia', stars: 4 };

  it('judges the price per night, counts room nights and the public rate of a negotiated stay', () => {
    const facts = hotelBookingFacts({
      hotel,
      companyCountry: 'Colombia',
      stay: { checkIn: '2026-12-01', checkOut: '2026-12-04' },
      rooms: 2,
      total: 2_400_000,
      rules: RULES,
      publicNightlyRate: 500_000,
      now: BOOKED_AT,
    });
    expect(facts).toMatchObject({ nights: 3, startsOn: '2026-12-01', endsOn: '2026-12-04' });
    // 800,000 a night for the two rooms, over the national cap.
    expect(facts.isWithinPolicy).toBe(false);
    expect(facts.reportFacts).toMatchObject({
      publicRate: 3_000_000,
      roomNights: 6,
      vendor: 'CORP-BOG',
      vendorName: 'Hotel Calle 93',
      destination: 'BOG',
      isInternational: false,
      isShortNotice: false,
    });
    expect(facts.reportFacts.co2Kg).toBeGreaterThan(0);
  });

  it('is national whatever the accents and case the countries are written with', () => {
    const facts = hotelBookingFacts({
      hotel: { ...hotel, country: 'Perú' },
      companyCountry: 'peru ',
      stay: { checkIn: '2026-11-21', checkOut: '2026-11-22' },
      rooms: 1,
      total: 300_000,
      rules: RULES,
      publicNightlyRate: null,
      now: BOOKED_AT,
    });
    expect(facts.isNational).toBe(true);
    expect(facts.reportFacts).toMatchObject({
      isInternational: false,
      isShortNotice: true,
      publicRate: null,
    });
  });
});
