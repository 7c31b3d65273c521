import { addDays, daysBetween } from './calendar-dates';

/**
 * The one date-range calendar of hotel stays and flights: a start day and, for ranges, an end day, each
 * `YYYY-MM-DD`; `end` is empty while it is being chosen (and always for a one-way flight).
 */
export interface DateRange {
  start: string;
  end: string;
}

/** Which days a range may use. */
export interface DateRangeBounds {
  /** The first day on sale (today). */
  min: string;
  /** The last start day on sale. */
  maxStart: string;
  /** Fewest days from start to end: 1 for a hotel night, 0 for a same-day return flight. */
  minLength: number;
  /** Most days from start to end (30 nights for a stay); the end never passes `maxEnd` either. */
  maxLength: number;
  maxEnd: string;
}

export type RangeEnd = 'start' | 'end';

/** Whether `day` can be chosen as the end being picked next. */
export function isSelectableDay(
  day: string,
  range: DateRange,
  picking: RangeEnd,
  bounds: DateRangeBounds,
): boolean {
  if (day < bounds.min) return false;
  if (picking === 'start') return day <= bounds.maxStart;
  const length = daysBetween(range.start, day);
  // A day before the start restarts the range there, so it stays selectable while it is on sale.
  if (length < bounds.minLength) return day <= bounds.maxStart;
  return length <= bounds.maxLength && day <= bounds.maxEnd;
}

/**
 * The range after choosing `day`, and which end comes next. Picking the start clears the end, so the range
 * is always built start first (as people book); picking an end before the start (or too close to it) starts
 * again from that day.
 */
export function chooseDay(
  range: DateRange,
  day: string,
  picking: RangeEnd,
  bounds: DateRangeBounds,
): { range: DateRange; next: RangeEnd } {
  if (picking === 'start' || daysBetween(range.start, day) < bounds.minLength) {
    return { range: { start: day, end: '' }, next: 'end' };
  }
  return { range: { start: range.start, end: day }, next: 'start' };
}

/** Whether `day` lies strictly inside the range (for the shading between its ends). */
export function isInsideRange(day: string, range: DateRange): boolean {
  return range.end !== '' && day > range.start && day < range.end;
}

/** `YYYY-MM` of a day. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after `month` (`YYYY-MM`; negative goes back). */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month as the calendar shows them, Monday first (as in Colombia): every day of the month,
 * with null padding before the 1st and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  // 1970-01-05 was a Monday.
  const leading = (((daysBetween('1970-01-05', first) % 7) + 7) % 7) as number;
  const length = daysBetween(first, `${addMonths(month, 1)}-01`);
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The day a calendar key moves focus to, or null for any other key. */
export function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return sameDayOfMonth(day, -1);
    case 'PageDown':
      return sameDayOfMonth(day, 1);
    default:
      return null;
  }
}

/** The same day of another month, or that month's last day when it is shorter. */
function sameDayOfMonth(day: string, months: number): string {
  const month = addMonths(monthOfDay(day), months);
  const lastDay = addDays(`${addMonths(month, 1)}-01`, -1);
  const candidate = `${month}-${day.slice(8, 10)}`;
  return candidate > lastDay ? lastDay : candidate;
}
