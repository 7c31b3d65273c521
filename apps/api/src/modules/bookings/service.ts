/**
 * What code outside the bookings module may use of it. The module's use cases live one per file beside its routes;
 * the seed writes bookings of the shapes below.
 */
export type { FlightBookingDetails, HotelBookingDetails } from './booking-view';
