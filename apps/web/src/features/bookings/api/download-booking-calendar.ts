import { useMutation } from '@tanstack/react-query';
import { apiErrorSchema, ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@travesia/domain';
import { ApiError } from '../../../lib/api-client';
import { readSessionToken } from '../../../lib/session-storage';

const NETWORK_ERROR_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

/**
 * GET /api/bookings/:id/calendar.ics. The call needs the bearer token, so a plain link cannot fetch it:
 * the file is fetched as a blob and saved through a temporary object URL.
 */
export async function downloadBookingCalendar({
  id,
  locator,
}: {
  id: string;
  locator: string;
}): Promise<void> {
  const token = readSessionToken();
  let response: Response;
  try {
    response = await fetch(`/api/bookings/${encodeURIComponent(id)}/calendar.ics`, {
      headers: { Accept: 'text/calendar', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(response.status, ERROR_CODES.internal, GENERIC_ERROR_MESSAGE);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `reserva-${locator}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadBookingCalendar() {
  return useMutation({ mutationFn: downloadBookingCalendar });
}
