import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Trip, type TripUpdate, tripSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

const pathOf = (id: string) => `/api/trips/${encodeURIComponent(id)}`;

/** GET /api/trips/:id: the trip's bookings in time order and their total. */
export function getTrip(id: string, signal?: AbortSignal): Promise<Trip> {
  return apiRequest(pathOf(id), tripSchema, { signal });
}

/** Kept on the device with Mis Viajes (see list-trips.ts). */
export function tripQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...BOOKING_QUERY_KEYS.lists, { kind: 'own' }, 'trip', id] as const,
    queryFn: ({ signal }) => getTrip(id, signal),
  });
}

export function useTrip(id: string) {
  return useQuery(tripQueryOptions(id));
}

/** PUT /api/trips/:id: its name and purpose; every list that shows the trip is fetched again. */
export function useRenameTrip(id: string) {
  const client = useQueryClient();
  return useMutation({
    // As typed: the server's schema trims and turns an empty purpose into none.
    mutationFn: (update: TripUpdate) => apiRequest(pathOf(id), tripSchema, { method: 'PUT', body: update }),
    onSuccess: (trip) => client.setQueryData(tripQueryOptions(id).queryKey, trip),
    onSettled: () => client.invalidateQueries({ queryKey: BOOKING_QUERY_KEYS.lists }),
  });
}
