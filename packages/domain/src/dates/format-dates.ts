import { onFirstUse } from '../intl/on-first-use';

const day = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const moment = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Bogota',
    }),
);

/** A `YYYY-MM-DD` day as people read it ('2 de dic de 2026'). */
export function formatDay(isoDate: string): string {
  return day().format(new Date(`${isoDate}T00:00:00Z`));
}

/** The days of a trip: one day, a range, or a dash when the booking has none. */
export function formatTripDays(startsOn: string | null, endsOn: string | null): string {
  if (!startsOn) return '—';
  if (!endsOn || endsOn === startsOn) return formatDay(startsOn);
  return `${formatDay(startsOn)} – ${formatDay(endsOn)}`;
}

/** An instant (ISO timestamp) in Colombian time, e.g. '3 de dic de 2026, 2:05 p. m.'. */
export function formatMoment(isoInstant: string): string {
  return moment().format(new Date(isoInstant));
}
