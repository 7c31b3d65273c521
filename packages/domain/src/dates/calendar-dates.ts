/** Dates travel as `YYYY-MM-DD` strings in routes and requests; arithmetic is done in UTC days. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The calendar date of `instant` as seen in `timeZone` (Colombia by default), as `YYYY-MM-DD`. */
export function toIsoDate(instant: Date, timeZone = 'America/Bogota'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The calendar month of `instant` in `timeZone` (Colombia by default), as `YYYY-MM`. */
export function toIsoMonth(instant: Date, timeZone = 'America/Bogota'): string {
  return toIsoDate(instant, timeZone).slice(0, 7);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
