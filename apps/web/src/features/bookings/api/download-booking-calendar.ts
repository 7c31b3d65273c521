import { onlineManager, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiDownload,
  type DownloadedFile,
  NETWORK_ERROR_CODE,
  saveFile,
} from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

const NOT_KEPT_OFFLINE =
  'Sin conexión: el archivo de calendario de esta reserva no está guardado en este dispositivo.';

/** GET /api/bookings/:id/calendar.ics: the trip's calendar file. */
export function getBookingCalendar(id: string, locator: string): Promise<DownloadedFile> {
  return apiDownload(
    `/api/bookings/${encodeURIComponent(id)}/calendar.ics`,
    'text/calendar',
    `reserva-${locator}.ics`,
  );
}

/** The calendar file as a query, so that it is kept on the device with the booking (decision 031). */
export function bookingCalendarQueryOptions(id: string, locator: string) {
  return queryOptions({
    queryKey: [...BOOKING_QUERY_KEYS.detail(id), 'calendar'] as const,
    queryFn: () => getBookingCalendar(id, locator),
  });
}

/**
 * Saves the trip's calendar file: the server's newest when online (kept for later), the one kept on the device
 * without a connection.
 */
export function useDownloadBookingCalendar() {
  const client = useQueryClient();
  return useMutation({
    // Offline it answers from the device: no waiting for a connection.
    networkMode: 'always',
    mutationFn: async ({ id, locator }: { id: string; locator: string }) => {
      const options = bookingCalendarQueryOptions(id, locator);
      let file = client.getQueryData(options.queryKey);
      if (onlineManager.isOnline()) {
        try {
          file = await getBookingCalendar(id, locator);
          client.setQueryData(options.queryKey, file);
        } catch (error) {
          // The connection dropped on the way: the kept file will do.
          if (!(error instanceof ApiError && error.status === 0 && file)) throw error;
        }
      }
      if (!file) throw new ApiError(0, NETWORK_ERROR_CODE, NOT_KEPT_OFFLINE);
      saveFile({ ...file, filename: `reserva-${locator}.ics` });
    },
  });
}
