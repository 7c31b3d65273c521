import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Booking, bookingSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/bookings/:id — either kind of booking of the caller's company. */
export function getBooking(bookingId: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}`, bookingSchema, { signal });
}

export const bookingQueryKey = (bookingId: string) => ['bookings', bookingId] as const;

export function bookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingQueryKey(bookingId),
    queryFn: ({ signal }) => getBooking(bookingId, signal),
  });
}

/** `initialData`: a copy already at hand (the booking just made); it shows while the server's arrives. */
export function useBooking(bookingId: string, initialData?: Booking) {
  return useQuery({ ...bookingQueryOptions(bookingId), initialData, initialDataUpdatedAt: 0 });
}
