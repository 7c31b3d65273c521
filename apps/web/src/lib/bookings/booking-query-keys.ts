/**
 * Query keys of everything a booking change can move: lists, the approval queue, one booking, the
 * notifications. A module of its own so the app shell (the notification bell) can use them without loading
 * the booking schemas.
 */
export const BOOKING_QUERY_KEYS = {
  lists: ['bookings'] as const,
  approvals: ['approvals'] as const,
  detail: (id: string) => ['booking', id] as const,
  notifications: ['notifications'] as const,
};
