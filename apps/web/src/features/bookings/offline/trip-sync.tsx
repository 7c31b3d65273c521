import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  type BookingListResponse,
  type BookingSummary,
  isTripToKeepOffline,
  type Trip,
  type TripListResponse,
  toIsoDate,
} from '@travesia/domain';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';
import { reportClientError } from '../../../lib/client-errors/report-client-error';
import { setLastSync, setTripsRestored } from '../../../lib/offline/last-sync';
import { bookingCalendar, calendarQueryOptions, tripCalendar } from '../api/download-calendar';
import { forgetAllTrips, isTripQuery, restoreTrips, saveTrips } from './trip-storage';

/** Several answers arriving together (a list, then its trips' details) are kept in one write. */
const SAVE_DELAY_MS = 300;

/** IndexedDB refused (private browsing, a full disk): the app works on, online only; the API log hears of it. */
function reportStorageError(error: unknown) {
  reportClientError(error, 'trip-storage');
}

/** The bookings an answer of the user's own lists holds: Mis Reservas, Mis Viajes or one trip. */
function bookingsIn(query: Query): BookingSummary[] {
  const [, , view] = query.queryKey;
  if (view === 'trips') return (query.state.data as TripListResponse).data.flatMap((trip) => trip.items);
  if (view === 'trip') return (query.state.data as Trip).items;
  return (query.state.data as BookingListResponse).data;
}

/**
 * Brings the detail and calendar file of each trip ahead in a list of the user's own bookings, and the calendar of
 * each trip of Mis Viajes still to come. The detail's module (the booking schemas) loads only when there is a trip
 * to keep: this module runs on every signed-in page, and most of them read no booking (issue 33).
 */
function prefetchTripsOf(client: QueryClient, query: Query) {
  if (query.queryKey[0] !== BOOKING_QUERY_KEYS.lists[0] || query.queryKey[4] === 'calendar') return;
  const today = toIsoDate(new Date());
  const trips = bookingsIn(query).filter((booking) => isTripToKeepOffline(booking, today));
  if (trips.length === 0) return;
  for (const booking of trips) {
    void client.prefetchQuery(calendarQueryOptions(bookingCalendar(booking.id, booking.locator)));
    if (booking.trip) void client.prefetchQuery(calendarQueryOptions(tripCalendar(booking.trip.id)));
  }
  import('../api/get-booking')
    .then(({ bookingQueryOptions }) => {
      for (const booking of trips) void client.prefetchQuery(bookingQueryOptions(booking.id));
    })
    // Without a connection the module may not come: the details wait for the next answer of the list.
    .catch(() => {});
}

/**
 * Keeps the signed-in traveller's trips on the device (IndexedDB) for a trip without signal (decision 031):
 * restores them when the app starts, stores every newer answer of Mis Reservas and of a booking, brings ahead the
 * detail of each trip still to come, and forgets them all when the user signs out.
 */
export function TripSync() {
  const client = useQueryClient();
  const { user } = useAuth();
  const email = user?.email ?? null;
  const hadUser = useRef(false);

  useEffect(() => {
    // Kept in memory as long as on the device: a trip dropped from the cache would be dropped at the next save.
    client.setQueryDefaults(BOOKING_QUERY_KEYS.lists, { gcTime: Number.POSITIVE_INFINITY });
    client.setQueryDefaults(BOOKING_QUERY_KEYS.detail('').slice(0, 1), { gcTime: Number.POSITIVE_INFINITY });
  }, [client]);

  useEffect(() => {
    if (!email) {
      setLastSync(null);
      setTripsRestored(false);
      if (hadUser.current) void forgetAllTrips().catch(reportStorageError);
      hadUser.current = false;
      return;
    }
    hadUser.current = true;
    let isActive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restored = restoreTrips(client, email)
      .then((at) => {
        if (isActive && at !== null) setLastSync(at);
      })
      .catch(reportStorageError)
      .finally(() => {
        if (isActive) setTripsRestored(true);
      });
    const scheduleSave = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void restored
          .then(() => saveTrips(client, email))
          .then((at) => {
            if (isActive) setLastSync(at);
          })
          .catch(reportStorageError);
      }, SAVE_DELAY_MS);
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !isTripQuery(event.query)) return;
      prefetchTripsOf(client, event.query);
      scheduleSave();
    });
    // Answers that arrived before this module did (it loads after the app's first screen).
    const arrived = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'success' && isTripQuery(query) });
    for (const query of arrived) prefetchTripsOf(client, query);
    if (arrived.length > 0) scheduleSave();
    return () => {
      isActive = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, email]);

  return null;
}
