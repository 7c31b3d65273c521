import { z } from 'zod';
import {
  bookingPaymentFieldsSchema,
  confirmDuplicateField,
  travellerIdField,
} from '../bookings/booking-fields';
import { tripOfField } from '../bookings/trips';
import { isoDate, requiredText } from '../fields';
import { phoneNumber } from '../fields/phone';
import { adultsSchema } from './guest-counts';
import { childAgesSchema, infantsSchema, roomsSchema } from './hotel-api';
import { findStayProblem, STAY_PROBLEM_MESSAGES } from './stay';

/**
 * What a hotel booking is made with. Apart from hotel-booking.ts because the guest's phone check carries the
 * numbering plans (libphonenumber's metadata), which only the checkout and the API need (issue 33).
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
    travellerId: travellerIdField,
    tripOf: tripOfField,
  })
  .superRefine((booking, context) => {
    const problem = findStayProblem(booking);
    if (problem) context.addIssue({ code: 'custom', message: STAY_PROBLEM_MESSAGES[problem] });
  });
export type HotelBookingRequest = z.input<typeof hotelBookingRequestSchema>;
