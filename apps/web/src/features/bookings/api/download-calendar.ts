import { onlineManager, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiDownload,
  type DownloadedFile,
  NETWORK_ERROR_CODE,
  saveFile,
} from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** A calendar file the app offers: where it is cached (and kept on the device), asked for, and saved as. */
export interface CalendarFile {
  queryKey: readonly unknown[];
  path: string;
  filename: string;
  notKeptMessage: string;
}

/** GET /api/bookings/:id/calendar.ics: one booking's file, kept with the booking (decision 031). */
export function bookingCalendar(id: string, locator: string): CalendarFile {
  return {
    queryKey: [...BOOKING_QUERY_KEYS.detail(id), 'calendar'],
    path: `/api/bookings/${encodeURIComponent(id)}/calendar.ics`,
    filename: `reserva-${locator}.ics`,
    notKeptMessage:
      'Sin conexión: el archivo de calendario de esta reserva no está guardado en este dispositivo.',
  };
}

/** GET /api/trips/:id/calendar.ics: every booking of a trip in one file, kept with Mis Viajes. */
export function tripCalendar(id: string): CalendarFile {
  return {
    queryKey: [...BOOKING_QUERY_KEYS.lists, { kind: 'own' }, 'trip', id, 'calendar'],
    path: `/api/trips/${encodeURIComponent(id)}/calendar.ics`,
    filename: `viaje-${id.slice(0, 8)}.ics`,
    notKeptMessage:
      'Sin conexión: el archivo de calendario de este viaje no está guardado en este dispositivo.',
  };
}

function fetchCalendar(file: CalendarFile): Promise<DownloadedFile> {
  return apiDownload(file.path, 'text/calendar', file.filename);
}

/** The calendar file as a query, so that it is kept on the device with what it belongs to. */
export function calendarQueryOptions(file: CalendarFile) {
  return queryOptions({ queryKey: file.queryKey, queryFn: () => fetchCalendar(file) });
}

/**
 * Saves a calendar file: the server's newest when online (kept for later), the one kept on the device without a
 * connection.
 */
export function useDownloadCalendar() {
  const client = useQueryClient();
  return useMutation({
    // Offline it answers from the device: no waiting for a connection.
    networkMode: 'always',
    mutationFn: async (calendar: CalendarFile) => {
      let file = client.getQueryData<DownloadedFile>(calendar.queryKey);
      if (onlineManager.isOnline()) {
        try {
          file = await fetchCalendar(calendar);
          client.setQueryData(calendar.queryKey, file);
        } catch (error) {
          // The connection dropped on the way: the kept file will do.
          if (!(error instanceof ApiError && error.status === 0 && file)) throw error;
        }
      }
      if (!file) throw new ApiError(0, NETWORK_ERROR_CODE, calendar.notKeptMessage);
      saveFile({ ...file, filename: calendar.filename });
    },
  });
}
