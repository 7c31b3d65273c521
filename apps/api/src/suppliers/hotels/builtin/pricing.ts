import { addDays, daysBetween, weekdayOf } from '@travesia/domain';

/** Nights in the Christmas season (15 December to 10 January) cost this much more. */
const DECEMBER_SEASON_FACTOR = 1.3;
/** Holy Week, Palm Sunday to Easter Sunday. */
const EASTER_SEASON_FACTOR = 1.25;
/** Friday and Saturday nights. */
const WEEKEND_FACTOR = 1.12;
const EXTRA_ADULT_FACTOR = 0.18;
const CHILD_FACTOR = 0.08;
const ROUND_TO_PESOS = 100;

/** The nights of a stay: check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, index) =>
    addDays(checkIn, index),
  );
}

/** Easter Sunday of `year` (anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function seasonFactor(night: string): number {
  const monthDay = night.slice(5);
  if (monthDay >= '12-15' || monthDay <= '01-10') return DECEMBER_SEASON_FACTOR;
  const easter = easterSunday(Number(night.slice(0, 4)));
  const fromPalmSunday = daysBetween(addDays(easter, -7), night);
  if (fromPalmSunday >= 0 && fromPalmSunday <= 7) return EASTER_SEASON_FACTOR;
  return 1;
}

function weekdayFactor(night: string): number {
  const weekday = weekdayOf(night);
  return weekday === 5 || weekday === 6 ? WEEKEND_FACTOR : 1;
}

/** One room for one night: base rate scaled by season, weekday and how many people share the room. */
export function nightlyRoomRate(baseRate: number, night: string, adults: number, children: number): number {
  const occupancy = 1 + EXTRA_ADULT_FACTOR * Math.max(0, adults - 1) + CHILD_FACTOR * children;
  const rate = baseRate * seasonFactor(night) * weekdayFactor(night) * occupancy;
  return Math.round(rate / ROUND_TO_PESOS) * ROUND_TO_PESOS;
}

export interface StayPricing {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
}

/** People per room when the party is spread evenly (the fullest room decides). */
export function guestsPerRoom({
  rooms,
  adults,
  children,
}: Pick<StayPricing, 'rooms' | 'adults' | 'children'>) {
  return { adults: Math.ceil(adults / rooms), children: Math.ceil(children / rooms) };
}

/** Whole stay for every room: the sum of each night's rate, times the rooms. */
export function stayTotal(baseRate: number, stay: StayPricing): number {
  return stayPricer(stay)(baseRate);
}

/**
 * `stayTotal` of any base rate for one stay: the nights' season and weekday factors and the room's occupancy are
 * worked out once, so a search prices every room type of a city without redoing its date arithmetic. Each night is
 * computed exactly as `nightlyRoomRate` does (the same products in the same order), so the totals are the same.
 */
export function stayPricer(stay: StayPricing): (baseRate: number) => number {
  const perRoom = guestsPerRoom(stay);
  const occupancy =
    1 + EXTRA_ADULT_FACTOR * Math.max(0, perRoom.adults - 1) + CHILD_FACTOR * perRoom.children;
  const nights = nightsOf(stay.checkIn, stay.checkOut).map((night) => ({
    season: seasonFactor(night),
    weekday: weekdayFactor(night),
  }));
  return (baseRate) => {
    let sum = 0;
    for (const { season, weekday } of nights) {
      sum += Math.round((baseRate * season * weekday * occupancy) / ROUND_TO_PESOS) * ROUND_TO_PESOS;
    }
    return sum * stay.rooms;
  };
}
