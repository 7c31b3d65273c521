import { z } from 'zod';
import { flightBookingSchema } from '../flights/flight-api';
import { hotelBookingSchema } from '../hotels/hotel-api';

/** GET /api/bookings/:id answers either kind; `type` tells them apart. */
export const bookingSchema = z.discriminatedUnion('type', [hotelBookingSchema, flightBookingSchema]);
export type Booking = z.infer<typeof bookingSchema>;
