import { onFirstUse } from '@travesia/domain';

const SHORT_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);

const LONG_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CO', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const MONTH_TITLE = onFirstUse(
  () => new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** A `YYYY-MM-DD` day as a search field shows it: 'mié, 2 dic'. */
export function formatShortDate(isoDate: string): string {
  return isoDate ? SHORT_DATE().format(asDate(isoDate)) : '';
}

/** A day as a screen reader reads it in the calendar: 'miércoles, 2 de diciembre de 2026'. */
export function formatLongDate(isoDate: string): string {
  return LONG_DATE().format(asDate(isoDate));
}

/** A `YYYY-MM` month heading: 'Diciembre de 2026'. */
export function formatMonthTitle(month: string): string {
  const title = MONTH_TITLE().format(asDate(`${month}-01`));
  return title.charAt(0).toUpperCase() + title.slice(1);
}
