import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Booking, bookingSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** GET /api/bookings/:id: the booking with its traveller, history and what this viewer may do with it. */
export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(id)}`, bookingSchema, { signal });
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: BOOKING_QUERY_KEYS.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

export function useBookingDetail(id: string) {
  return useQuery(bookingQueryOptions(id));
}
