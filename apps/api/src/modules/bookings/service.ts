/**
 * What code outside the bookings module may use of it. The module's use cases live one per file beside its routes;
 * other modules read bookings with reads.ts and report-reads.ts (decision 050); the seed records the demo history as
 * past trips and sets budgets from what they charged; the scheduled sweep settles the approvals that ran out of time.
 */
export { settleApprovalDeadlines } from './lifecycle';
export { type PastBooking, type PastChange, type PastTrip, recordPastTrips } from './past-trips';
export { sumBookedByCostCenter } from './reads';
export { findOldestOverdueApproval } from './repository';
