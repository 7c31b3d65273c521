import type { FlightBookingDetails, HotelBookingDetails } from '../bookings/stored-details';
import { buildFamily, buildItinerary, buildLeg } from './flight-builders';

/**
 * Booking details of the current version, for rows tests write straight into `bookings`
 * (`@travesia/domain/testing/stored-details`): every field valid, only the ones a test cares about to override.
 */

export function buildHotelDetails(overrides: Partial<HotelBookingDetails> = {}): HotelBookingDetails {
  return {
    version: 2,
    hotelCode: 'H1',
    hotelName: 'Hotel Uno',
    roomCode: 'STD',
    roomName: 'Habitación estándar',
    checkIn: '2030-01-10',
    checkOut: '2030-01-12',
    nights: 2,
    rooms: 1,
    adults: 1,
    childAges: [],
    infants: 0,
    address: null,
    city: 'Medellín',
    country: 'Colombia',
    guest: { firstname: 'Laura', last_name: 'Gómez', email: 'laura@example.com', phone: '+573105550101' },
    corporateRateOf: null,
    cancellationPolicy: null,
    ...overrides,
  };
}

export function buildFlightDetails(overrides: Partial<FlightBookingDetails> = {}): FlightBookingDetails {
  const family = buildFamily();
  return {
    version: 1,
    itinerary: buildItinerary(
      [buildLeg({ from: 'BOG', to: 'MDE', departs: '2030-01-10T07:00', arrives: '2030-01-10T08:00' })],
      { fareFamilies: [family] },
    ),
    fareFamily: family.code,
    extraLuggage: [],
    passengers: [
      {
        type: 'adult',
        documentType: 'CC',
        documento: '1020304050',
        firstname: 'Laura',
        last_name: 'Gómez',
        gender: 'F',
        birthDate: '1990-05-17',
        nationality: 'CO',
        email: 'laura@example.com',
        phone: '+573105550101',
      },
    ],
    breakdown: { fare: family.price - 60_000, luggage: 0, taxes: 60_000 },
    ...overrides,
  };
}
