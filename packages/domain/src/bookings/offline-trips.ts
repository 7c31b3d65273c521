import type { BookingStatus } from './booking-lifecycle';

/**
 * What a traveller's phone keeps for a trip without signal (decision 031): the bookings of Mis Reservas as last
 * synced, and the full detail (locator, status, flights with local times and terminals, hotel and its check-in
 * times, the calendar file) of each trip still ahead or under way. A rejected or cancelled booking is no trip.
 */
const TRIPS_TO_KEEP: readonly BookingStatus[] = ['pending_approval', 'approved', 'emitted'];

/** Whether a booking's detail is brought to the device ahead of time: a live trip that has not ended by `today`. */
export function isTripToKeepOffline(
  booking: { status: BookingStatus; endsOn: string | null; startsOn: string | null },
  today: string,
): boolean {
  if (!TRIPS_TO_KEEP.includes(booking.status)) return false;
  const lastDay = booking.endsOn ?? booking.startsOn;
  return lastDay === null || lastDay >= today;
}

/** The name under which a user's trips are kept on the device: one entry per user, never shared between them. */
export function offlineTripsKey(userEmail: string): string {
  return `trips:${userEmail.trim().toLowerCase()}`;
}
