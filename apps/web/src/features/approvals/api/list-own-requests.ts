import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BookingListQuery, type BookingListResponse, bookingListResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** GET /api/me/bookings: the caller's own trips in one approval state. */
export function listOwnRequests(query: BookingListQuery, signal?: AbortSignal): Promise<BookingListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return apiRequest(`/api/me/bookings?${params.toString()}`, bookingListResponseSchema, { signal });
}

export function useOwnRequests(query: BookingListQuery) {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEYS.lists, 'own-requests', query],
    queryFn: ({ signal }) => listOwnRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}
