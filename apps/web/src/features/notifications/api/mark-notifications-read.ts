import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** POST /api/notifications/:id/read */
export function markNotificationRead(id: number): Promise<void> {
  return apiRequest(`/api/notifications/${id}/read`, undefined, { method: 'POST' });
}

/** POST /api/notifications/read-all */
export function markAllNotificationsRead(): Promise<void> {
  return apiRequest('/api/notifications/read-all', undefined, { method: 'POST' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEYS.notifications }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEYS.notifications }),
  });
}
