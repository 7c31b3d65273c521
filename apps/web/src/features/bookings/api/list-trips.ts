import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TripListResponse, tripListResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** GET /api/me/trips: Mis Viajes, the most recently booked trip first. */
export function listTrips(page: number, signal?: AbortSignal): Promise<TripListResponse> {
  return apiRequest(`/api/me/trips?page=${page}`, tripListResponseSchema, { signal });
}

/**
 * Under the user's own bookings (`{ kind: 'own' }`), so that a booking change fetches it again and the device keeps
 * it for a trip without signal, as it keeps Mis Reservas (decision 031).
 */
export function tripsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...BOOKING_QUERY_KEYS.lists, { kind: 'own' }, 'trips', page] as const,
    queryFn: ({ signal }) => listTrips(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTrips(page: number) {
  return useQuery(tripsQueryOptions(page));
}
