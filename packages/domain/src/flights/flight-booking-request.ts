import { z } from 'zod';
import {
  bookingPaymentFieldsSchema,
  confirmDuplicateField,
  travellerIdField,
} from '../bookings/booking-fields';
import { tripOfField } from '../bookings/trips';
import { requiredText } from '../fields';
import { phoneSchema } from '../fields/phone';
import { FARE_FAMILY_CODES, LUGGAGE_SIZES } from './flight-api';
import { flightPassengerFieldsSchema } from './flight-booking';

/**
 * What a flight booking is made with. Apart from flight-booking.ts because the passenger's phone check carries the
 * numbering plans (libphonenumber's metadata, about 29 KB gzip), which only the checkout and the API need: a page
 * that reads bookings (Mis Reservas' offline copy, a booking's detail, the approvals) no longer downloads them.
 */
export const flightPassengerSchema = flightPassengerFieldsSchema.extend({ phone: phoneSchema.optional() });
export type FlightPassenger = z.infer<typeof flightPassengerSchema>;

/** POST /api/bookings/flight (Idempotency-Key header, as hotel bookings). */
export const flightBookingRequestSchema = z.object({
  booking_token: requiredText('Falta el vuelo elegido.', 4000),
  fareFamily: z.enum(FARE_FAMILY_CODES, { error: 'Elige una tarifa.' }),
  /** Optional luggage bought on top of the family (per passenger; a hold bag may be listed twice). */
  extraLuggage: z.array(z.enum(LUGGAGE_SIZES)).max(4).default([]),
  passengers: z.array(flightPassengerSchema).min(1, { error: 'Indica los pasajeros.' }).max(12),
  ...bookingPaymentFieldsSchema.shape,
  confirmDuplicate: confirmDuplicateField,
  travellerId: travellerIdField,
  tripOf: tripOfField,
});
export type FlightBookingRequest = z.input<typeof flightBookingRequestSchema>;
