import { z } from 'zod';
import { flightBookingSchema } from '../flights/flight-booking';
import { hotelBookingSchema } from '../hotels/hotel-booking';

/** GET /api/bookings/:id answers either kind; `type` tells them apart. */
export const bookingSchema = z.discriminatedUnion('type', [hotelBookingSchema, flightBookingSchema]);
export type Booking = z.infer<typeof bookingSchema>;
