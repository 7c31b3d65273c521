import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Booking,
  type BookingStatusChange,
  bookingSchema,
  bookingStatusChangeSchema,
} from '@travesia/domain';
import { apiRequest } from '../api-client';
import { BOOKING_QUERY_KEYS } from './booking-query-keys';

export interface BookingStatusChangeRequest {
  id: string;
  change: BookingStatusChange;
}

/** PUT /api/bookings/:id: approve, reject (with a comment), emit or cancel. */
export function changeBookingStatus({ id, change }: BookingStatusChangeRequest): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(id)}`, bookingSchema, {
    method: 'PUT',
    body: bookingStatusChangeSchema.parse(change),
  });
}

/**
 * Every view a decision on these bookings can move, fetched again from the server: the lists, the approval queue,
 * the notifications and each booking's detail. A booking's status change and a trip's decision both end here.
 */
export function refetchBookingViews(
  queryClient: QueryClient,
  bookingIds: Iterable<string>,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEYS.lists }),
    queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEYS.approvals }),
    queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEYS.notifications }),
    ...[...bookingIds].map((id) =>
      queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEYS.detail(id) }),
    ),
  ]);
}

/**
 * No optimistic update: whatever the answer (another approver may have decided first), every view of
 * bookings is fetched again from the server.
 */
export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBookingStatus,
    onSettled: (_booking, _error, { id }) => refetchBookingViews(queryClient, [id]),
  });
}
