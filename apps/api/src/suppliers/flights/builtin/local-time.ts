/** Wall-clock times at airports: the schedule keeps local minutes; itineraries need UTC instants too. */

const MINUTE_MS = 60_000;
/** Offsets change on whole quarter hours at most, so one lookup per quarter hour and zone is enough. */
const BUCKET_MS = 15 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes to add to UTC to get the wall clock of `timeZone` at that instant. */
export function utcOffsetMinutes(timeZone: string, utcMs: number): number {
  const bucket = Math.floor(utcMs / BUCKET_MS) * BUCKET_MS;
  const key = `${timeZone}|${bucket}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(bucket))) {
    parts[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  const offset = Math.round((wallClock - bucket) / MINUTE_MS);
  if (offsets.size > 200_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The UTC instant of `minutes` after local midnight of `isoDate` in `timeZone`. */
export function localToUtc(isoDate: string, minutes: number, timeZone: string): number {
  const wallClock = Date.parse(`${isoDate}T00:00:00Z`) + minutes * MINUTE_MS;
  const guess = wallClock - utcOffsetMinutes(timeZone, wallClock) * MINUTE_MS;
  return wallClock - utcOffsetMinutes(timeZone, guess) * MINUTE_MS;
}

/** The wall clock of `timeZone` at a UTC instant, written with a Z as Kiwi does. */
export function localIso(utcMs: number, timeZone: string): string {
  return new Date(utcMs + utcOffsetMinutes(timeZone, utcMs) * MINUTE_MS).toISOString();
}

/** The calendar date of `timeZone` at a UTC instant (`YYYY-MM-DD`), from the cached offsets. */
export function localDate(utcMs: number, timeZone: string): string {
  return localIso(utcMs, timeZone).slice(0, 10);
}

/** `PT1H05M` for 65 minutes (ISO 8601 duration, as technical stops are written). */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `PT${hours}H${String(minutes % 60).padStart(2, '0')}M`;
}
