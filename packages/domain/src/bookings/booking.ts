import { z } from 'zod';
import { flightBookingSchema } from '../flights/flight-api';
import { hotelBookingSchema } from '../hotels/hotel-api';

/** GET /api/bookings/:id answers either kind; `type` tells them apart. */
export const bookingSchema = z.discriminatedUnion('type', [hotelBookingSchema, flightBookingSchema]);
export type Booking = z.infer<typeof bookingSchema>;

/** How each booking status reads to travellers and approvers. */
export const BOOKING_STATUS_LABELS: Record<Booking['status'], string> = {
  approved: 'Aprobada',
  pending_approval: 'Pendiente de aprobación',
  cancelled: 'Cancelada',
};
