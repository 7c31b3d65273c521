import { z } from 'zod';
import { FARE_FAMILY_CODES, flightResultSchema, LUGGAGE_SIZES } from '../flights/flight-api';
import { flightPriceBreakdownSchema, storedFlightPassengerSchema } from '../flights/flight-booking';

/**
 * What a booking keeps in its `details` column, per kind, with every shape it was ever stored in (decision 073).
 * A row names the version of its shape; rows stored before the version was kept have none and are version 1.
 * Reading parses a row with its kind's stored schema, which upgrades an older shape to the current one here, so
 * nothing else knows the old shapes. The parts shared with the answers are the answers' schemas: a stored row
 * holds no less than what a booking's answer shows.
 */

const count = z.number().int().min(0);

/** The guest as the checkout sent them (the spec's spellings); the phone as typed then, E.164 since. */
const hotelGuestSchema = z.object({
  firstname: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
});

const hotelStayFields = {
  hotelCode: z.string(),
  hotelName: z.string(),
  roomCode: z.string(),
  roomName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: count,
  rooms: count,
  adults: count,
  city: z.string(),
  country: z.string(),
  guest: hotelGuestSchema,
};

/**
 * Version 1 (no `version`): the fields kept later are absent on the bookings made before them: the children's ages
 * and infants (then everyone counted as an adult), the hotel's address, the room's cancellation policy. The
 * negotiated rate's company is absent for the supplier's rates.
 */
const hotelDetailsV1Schema = z
  .object({
    version: z.undefined().optional(),
    ...hotelStayFields,
    childAges: z.array(count).optional(),
    infants: count.optional(),
    address: z.string().optional(),
    corporateRateOf: z.string().optional(),
    cancellationPolicy: z.string().optional(),
  })
  .transform(
    ({ version: _none, childAges, infants, address, corporateRateOf, cancellationPolicy, ...stay }) => ({
      version: 2 as const,
      ...stay,
      childAges: childAges ?? [],
      infants: infants ?? 0,
      address: address ?? null,
      corporateRateOf: corporateRateOf ?? null,
      cancellationPolicy: cancellationPolicy ?? null,
    }),
  );

/** Version 2, the current one: every field present, null where nothing is known. */
const hotelDetailsV2Schema = z.object({
  version: z.literal(2),
  ...hotelStayFields,
  /** Each child's age; none on bookings made before the ages were asked. */
  childAges: z.array(count),
  infants: count,
  /** The hotel's street address, for the itinerary e-mail; null when the hotel (or a booking before it) had none. */
  address: z.string().nullable(),
  /** Booked at a company's negotiated rate: that company's name; null for the supplier's rates. */
  corporateRateOf: z.string().nullable(),
  /** The room's cancellation policy as sold; null on bookings made before it was kept. */
  cancellationPolicy: z.string().nullable(),
});

/** A hotel booking's stored details, any version in, the current one out. */
export const storedHotelDetailsSchema = z.discriminatedUnion('version', [
  hotelDetailsV2Schema,
  hotelDetailsV1Schema,
]);
export type HotelBookingDetails = z.output<typeof storedHotelDetailsSchema>;

/**
 * A flight booking's stored details: everything the supplier's hold request had (with the booking locator and the
 * total), so the seats can be released or confirmed later. Version 1 is the only shape so far; the fields added
 * since bookings were first stored (the itinerary's emissions, a passenger's document expiry and country) are
 * optional in the answers too. Rows stored before the version was kept have none.
 */
export const storedFlightDetailsSchema = z.object({
  version: z.literal(1).default(1),
  /** As re-priced at booking time, token and every family included. */
  itinerary: flightResultSchema,
  fareFamily: z.enum(FARE_FAMILY_CODES),
  extraLuggage: z.array(z.enum(LUGGAGE_SIZES)),
  passengers: z.array(storedFlightPassengerSchema),
  breakdown: flightPriceBreakdownSchema,
});
export type FlightBookingDetails = z.output<typeof storedFlightDetailsSchema>;

/** What the `details` column may hold: any version of either kind (the booking's `type` says which). */
export type StoredBookingDetails =
  | z.input<typeof storedHotelDetailsSchema>
  | z.input<typeof storedFlightDetailsSchema>;
