/** Dates travel as `YYYY-MM-DD` strings in routes and requests; arithmetic is done in UTC days. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Building a formatter costs far more than formatting (it ran on every hotel search), so one per time zone is kept. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

const BOGOTA = 'America/Bogota';
/** Colombia keeps UTC−5 all year: its last daylight saving ended on 1993-04-04 (IANA tz database). */
const BOGOTA_OFFSET_MS = -5 * 3_600_000;
const BOGOTA_FIXED_SINCE = Date.UTC(1993, 3, 4, 5);

/** The calendar date of `instant` as seen in `timeZone` (Colombia by default), as `YYYY-MM-DD`. */
export function toIsoDate(instant: Date, timeZone = BOGOTA): string {
  // Colombia's day without Intl: a page's first time-zone formatter loads the zone data, 50 ms on a phone's start.
  if (timeZone === BOGOTA && instant.getTime() >= BOGOTA_FIXED_SINCE) {
    const shifted = new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString();
    // Up to year 9999; later years are printed as Intl prints them, below.
    if (shifted.length === 24) return shifted.slice(0, 10);
  }
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Colombia's days start at fixed instants (UTC−5 all year). */
export function startOfBogotaDay(day: string): Date {
  return new Date(`${day}T00:00:00-05:00`);
}

/** The calendar month of `instant` in `timeZone` (Colombia by default), as `YYYY-MM`. */
export function toIsoMonth(instant: Date, timeZone = BOGOTA): string {
  return toIsoDate(instant, timeZone).slice(0, 7);
}

/*
 * Day arithmetic runs per night and per room on every hotel search, so it counts days with integers (Howard
 * Hinnant's civil-calendar algorithms) instead of parsing and printing Date objects. Anything the integer path does
 * not cover exactly as Date would (another format, a year outside 0000–9999, a fraction of a day) takes the Date path,
 * so the answers are Date's in every case (property tests compare both).
 */

/** The value of the ASCII digits of `text` from `start` to `end`, or NaN. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Days from 1970-01-01 to a `YYYY-MM-DD` day, or NaN. Days 29–31 past a month's end roll into the next month, as
 * `Date.parse` does.
 */
function dayNumber(isoDate: string): number {
  if (isoDate.length !== 10 || isoDate[4] !== '-' || isoDate[7] !== '-') return Number.NaN;
  const year = digitsAt(isoDate, 0, 4);
  const month = digitsAt(isoDate, 5, 7);
  const day = digitsAt(isoDate, 8, 10);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && year >= 0)) return Number.NaN;
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const FIRST_DAY = dayNumber('0000-01-01');
const LAST_DAY = dayNumber('9999-12-31');

/** The `YYYY-MM-DD` of a day number between FIRST_DAY and LAST_DAY. */
function isoDateOf(dayNumberValue: number): string {
  const shifted = dayNumberValue + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * marchMonth + 2) / 5) + 1;
  const month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

export function addDays(isoDate: string, days: number): string {
  // Whole days only: a fraction too small to show in the sum (a day number near a million plus 1e-10) still moves
  // Date's millisecond back across midnight.
  const result = dayNumber(isoDate) + days;
  if (Number.isInteger(days) && result >= FIRST_DAY && result <= LAST_DAY) return isoDateOf(result);
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const days = dayNumber(to) - dayNumber(from);
  if (!Number.isNaN(days)) return days;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Day of the week of a `YYYY-MM-DD` day, 0 for Sunday to 6 for Saturday (as `Date#getUTCDay`). */
export function weekdayOf(isoDate: string): number {
  const day = dayNumber(isoDate);
  // 1970-01-01 was a Thursday.
  if (!Number.isNaN(day)) return (((day + 4) % 7) + 7) % 7;
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}
