/**
 * What code outside the bookings module may use of it. The module's use cases live one per file beside its routes;
 * the seed writes bookings of the shapes below, and the scheduled sweep settles the approvals that ran out of time.
 */
export type { FlightBookingDetails, HotelBookingDetails } from './booking-view';
export { settleApprovalDeadlines } from './lifecycle';
export { findOldestOverdueApproval } from './repository';
