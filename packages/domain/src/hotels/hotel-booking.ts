import { z } from 'zod';
import {
  bookingPaymentFieldsSchema,
  confirmDuplicateField,
  costCenterSchema,
  PAYMENT_METHODS,
} from '../bookings/booking-fields';
import { BOOKING_STATUSES } from '../bookings/booking-lifecycle';
import { bookingLifecycleFieldsSchema } from '../bookings/booking-lists';
import { isoDate, requiredText } from '../fields';
import { phoneNumber } from '../fields/phone';
import { adultsSchema } from './guest-counts';
import { childAgesSchema, infantsSchema, roomsSchema } from './hotel-api';
import { findStayProblem, STAY_PROBLEM_MESSAGES } from './stay';

/**
 * Hotel bookings, apart from the search shapes of hotel-api.ts: the guest's phone check carries the numbering
 * plans (libphonenumber's metadata), which searching has no use for (decision 025).
 */

/** POST /api/bookings/hotel */
export const hotelBookingRequestSchema = z
  .object({
    hotelCode: requiredText('Indica el hotel.', 40),
    roomCode: requiredText('Indica la habitación.', 40),
    checkIn: isoDate('La fecha de entrada'),
    checkOut: isoDate('La fecha de salida'),
    rooms: roomsSchema,
    adults: adultsSchema,
    childAges: childAgesSchema.default([]),
    infants: z._default(infantsSchema, 0),
    guest: z.object(
      {
        firstname: requiredText('Indica el nombre del huésped.', 80),
        last_name: requiredText('Indica el apellido del huésped.', 80),
        documento: requiredText('Indica el documento del huésped.', 20),
        email: z.email({ error: 'El correo del huésped no es válido.' }),
        phone: phoneNumber('Indica un teléfono válido del huésped, por ejemplo +57 300 123 4567.'),
      },
      { error: 'Indica los datos del huésped.' },
    ),
    ...bookingPaymentFieldsSchema.shape,
    confirmDuplicate: confirmDuplicateField,
  })
  .superRefine((booking, context) => {
    const problem = findStayProblem(booking);
    if (problem) context.addIssue({ code: 'custom', message: STAY_PROBLEM_MESSAGES[problem] });
  });
export type HotelBookingRequest = z.input<typeof hotelBookingRequestSchema>;

/** A hotel booking as the API answers it; `bookingSchema` (bookings/booking.ts) joins it with flights. */
export const hotelBookingSchema = z.object({
  id: z.string(),
  locator: z.string(),
  status: z.enum(BOOKING_STATUSES),
  type: z.literal('hotel'),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomCode: z.string(),
  roomName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  /** Each child's age; bookings made before ages were asked have none. */
  childAges: z.array(z.number().int()),
  infants: z.number().int(),
  total: z.number().int(),
  currency: z.literal('COP'),
  withinPolicy: z.boolean(),
  outOfPolicyReason: z.string().nullable(),
  costCenter: costCenterSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: z.string(),
  /** Booked at a company's negotiated rate: that company's name; null for the supplier's rates. */
  corporateRateOf: z.string().nullable(),
  ...bookingLifecycleFieldsSchema.shape,
});
export type HotelBooking = z.infer<typeof hotelBookingSchema>;
