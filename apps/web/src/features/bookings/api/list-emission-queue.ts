import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type EmissionQueueQuery,
  type EmissionQueueResponse,
  emissionQueueResponseSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';
import { toSearchParams } from './list-bookings';

/** GET /api/emission-queue: the approved bookings of every company, the soonest trip first (operador only). */
export function listEmissionQueue(
  query: EmissionQueueQuery,
  signal?: AbortSignal,
): Promise<EmissionQueueResponse> {
  return apiRequest(`/api/emission-queue${toSearchParams(query)}`, emissionQueueResponseSchema, { signal });
}

export function useEmissionQueue(query: EmissionQueueQuery, { isEnabled = true } = {}) {
  return useQuery({
    // Under the lists' key, so emitting or cancelling a booking anywhere fetches the queue again.
    queryKey: [...BOOKING_QUERY_KEYS.lists, 'emission-queue', query],
    queryFn: ({ signal }) => listEmissionQueue(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
