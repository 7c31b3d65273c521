import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** GET /api/bookings/:id/calendar.ics, saved as the trip's calendar file. */
export async function downloadBookingCalendar({
  id,
  locator,
}: {
  id: string;
  locator: string;
}): Promise<void> {
  const file = await apiDownload(
    `/api/bookings/${encodeURIComponent(id)}/calendar.ics`,
    'text/calendar',
    `reserva-${locator}.ics`,
  );
  saveFile({ ...file, filename: `reserva-${locator}.ics` });
}

export function useDownloadBookingCalendar() {
  return useMutation({ mutationFn: downloadBookingCalendar });
}
