import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type BookingListQuery, type BookingListResponse, bookingListResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** Whose bookings: the signed-in traveller's own or a whole company's (administrador, operador). */
export type BookingListScope = { kind: 'own' } | { kind: 'company'; companyId: number };

export function toSearchParams(query: BookingListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function pathOf(scope: BookingListScope): string {
  return scope.kind === 'own' ? '/api/me/bookings' : `/api/bookings/company/${scope.companyId}`;
}

/**
 * GET /api/me/bookings (no documento in the URL, so none in an access log: decision 037) or
 * /api/bookings/company/:companyId, filtered and paginated.
 */
export function listBookings(
  scope: BookingListScope,
  query: BookingListQuery,
  signal?: AbortSignal,
): Promise<BookingListResponse> {
  return apiRequest(`${pathOf(scope)}${toSearchParams(query)}`, bookingListResponseSchema, { signal });
}

export function bookingsQueryOptions(scope: BookingListScope, query: BookingListQuery) {
  return queryOptions({
    queryKey: [...BOOKING_QUERY_KEYS.lists, scope, query],
    queryFn: ({ signal }) => listBookings(scope, query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBookings(scope: BookingListScope, query: BookingListQuery, { isEnabled = true } = {}) {
  return useQuery({ ...bookingsQueryOptions(scope, query), enabled: isEnabled });
}
