import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type BookingListQuery, type BookingListResponse, bookingListResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

function toSearchParams(query: BookingListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

/** GET /api/approvals: bookings of the travellers the caller approves (pending ones unless told otherwise). */
export function listApprovals(query: BookingListQuery, signal?: AbortSignal): Promise<BookingListResponse> {
  return apiRequest(`/api/approvals${toSearchParams(query)}`, bookingListResponseSchema, { signal });
}

export function approvalsQueryOptions(query: BookingListQuery) {
  return queryOptions({
    queryKey: [...BOOKING_QUERY_KEYS.approvals, query],
    queryFn: ({ signal }) => listApprovals(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useApprovals(query: BookingListQuery) {
  return useQuery(approvalsQueryOptions(query));
}
