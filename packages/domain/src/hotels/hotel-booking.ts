import { z } from 'zod';
import { costCenterSchema, PAYMENT_METHODS } from '../bookings/booking-fields';
import { BOOKING_STATUSES } from '../bookings/booking-lifecycle';
import { bookingLifecycleFieldsSchema } from '../bookings/booking-lists';

/**
 * Hotel bookings as the API answers them, apart from the search shapes of hotel-api.ts and from what a booking is
 * made with (hotel-booking-request.ts), whose guest's phone check carries the numbering plans (libphonenumber's
 * metadata): neither searching (decision 025) nor reading a booking (issue 33) has a use for them.
 */

/** A hotel booking as the API answers it; `bookingSchema` (bookings/booking.ts) joins it with flights. */
export const hotelBookingSchema = z.object({
  id: z.string(),
  locator: z.string(),
  status: z.enum(BOOKING_STATUSES),
  type: z.literal('hotel'),
  hotelCode: z.string(),
  hotelName: z.string(),
  /** The hotel's city as the supplier names it; null on a trip kept offline before it was answered. */
  city: z.string().nullable().default(null),
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
