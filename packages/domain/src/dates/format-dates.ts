import { onFirstUse } from '../intl/on-first-use';
import { atSentenceStart } from '../intl/spanish-text';

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

/*
 * es-CO writes weekdays and months in lower case ('vie, 11 dic'); these formats are shown as Intl writes them,
 * never capitalised by a stylesheet, and only a heading's first letter goes up (atSentenceStart).
 */
const shortDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const shortDayWithYear = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const longDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const asUtcDay = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** A `YYYY-MM-DD` day as a search field or a results heading shows it: 'vie, 11 de dic' (empty for no day). */
export function formatShortDate(isoDate: string): string {
  return isoDate ? shortDay().format(asUtcDay(isoDate)) : '';
}

/**
 * A flight's day with its year, 'vie, 11 dic 2026'. Its local times are wall-clock readings written with a Z,
 * so only their date part is read.
 */
export function formatFlightDate(localIso: string): string {
  return shortDayWithYear().format(asUtcDay(localIso));
}

/** A day as a screen reader reads it in the calendar: 'viernes, 11 de diciembre de 2026'. */
export function formatLongDate(isoDate: string): string {
  return longDay().format(asUtcDay(isoDate));
}

const monthName = onFirstUse(
  () => new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** A `YYYY-MM` month as people say it: 'octubre de 2026'. */
export function formatMonthName(month: string): string {
  return monthName().format(asUtcDay(`${month}-01`));
}

/** A `YYYY-MM` month as a calendar's heading: 'Diciembre de 2026'. */
export function formatMonthTitle(month: string): string {
  return atSentenceStart(formatMonthName(month));
}
