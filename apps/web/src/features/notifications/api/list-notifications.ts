import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /api/notifications: the newest first, with the unread count. */
export async function listNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const { notificationListSchema } = await import('./notification-list-schema');
  return apiRequest('/api/notifications', notificationListSchema, { signal });
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: BOOKING_QUERY_KEYS.notifications,
    queryFn: ({ signal }) => listNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

export function useNotifications({ isEnabled = true } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled: isEnabled });
}
