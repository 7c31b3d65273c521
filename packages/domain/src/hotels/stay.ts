import { type BookingStatus, isTripGoingAhead } from '../bookings/booking-lifecycle';
import { addDays, daysBetween, toIsoDate } from '../dates/calendar-dates';
import type { DateRangeBounds } from '../dates/date-range';
import { countOf, NOUNS } from '../intl/spanish-text';

/** Spec §9: hotel check-in defaults to today+4, check-out to today+6. */
export const DEFAULT_CHECK_IN_OFFSET_DAYS = 4;
export const DEFAULT_CHECK_OUT_OFFSET_DAYS = 6;
export const MAX_STAY_NIGHTS = 30;
/** Hotels sell about a year ahead; the search refuses check-ins beyond that (and the inventory stays bounded). */
export const MAX_CHECK_IN_ADVANCE_DAYS = 365;

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

export function defaultStayDates(today: string = toIsoDate(new Date())): StayDates {
  return {
    checkIn: addDays(today, DEFAULT_CHECK_IN_OFFSET_DAYS),
    checkOut: addDays(today, DEFAULT_CHECK_OUT_OFFSET_DAYS),
  };
}

/** Spec §5: ceiling of the day difference between check-in and check-out, minimum 1. */
export function countNights(checkIn: string, checkOut: string): number {
  const days = (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000;
  return Math.max(1, Math.ceil(days));
}

/** Spec §5: minRate is the whole stay; per night is minRate / nights (whole pesos). */
export function pricePerNight(totalStayPrice: number, nights: number): number {
  return Math.round(totalStayPrice / Math.max(1, nights));
}

/** '1 noche', '3 noches'. */
export function nightsText(nights: number): string {
  return countOf(nights, NOUNS.night);
}

/** Spec §2.7's '{n} hoteles encontrados', in the singular for one: '1 hotel encontrado'. */
export function hotelsFoundText(count: number): string {
  return count === 1 ? '1 hotel encontrado' : `${count} hoteles encontrados`;
}

/** Spec §2.8: 'por {n} noche' / 'por {n} noches'. */
export function nightsLabel(nights: number): string {
  return `por ${nightsText(nights)}`;
}

/** The last check-in a search or booking accepts, `YYYY-MM-DD`. */
export function lastCheckInDate(today: string = toIsoDate(new Date())): string {
  return addDays(today, MAX_CHECK_IN_ADVANCE_DAYS);
}

/** The last check-out a stay from `checkIn` may have, `YYYY-MM-DD`. */
export function lastCheckOutDate(checkIn: string): string {
  return addDays(checkIn, MAX_STAY_NIGHTS);
}

/** The days the stay calendar offers: check-in from today up to the year on sale, one to 30 nights. */
export function stayDateBounds(today: string = toIsoDate(new Date())): DateRangeBounds {
  const maxStart = lastCheckInDate(today);
  return {
    min: today,
    maxStart,
    minLength: 1,
    maxLength: MAX_STAY_NIGHTS,
    maxEnd: lastCheckOutDate(maxStart),
  };
}

export type StayProblem = 'checkInPast' | 'checkInTooFar' | 'checkOutNotAfterCheckIn' | 'tooLong';

export const STAY_PROBLEM_MESSAGES: Record<StayProblem, string> = {
  checkInPast: 'La fecha de entrada no puede ser anterior a hoy.',
  checkInTooFar: `La fecha de entrada no puede ser más de ${MAX_CHECK_IN_ADVANCE_DAYS} días en el futuro.`,
  checkOutNotAfterCheckIn: 'La fecha de salida debe ser posterior a la fecha de entrada.',
  tooLong: `La estadía no puede superar ${MAX_STAY_NIGHTS} noches.`,
};

/** The first thing wrong with a requested stay, or null when it can be searched. */
export function findStayProblem(stay: StayDates, today: string = toIsoDate(new Date())): StayProblem | null {
  // Day counts, not dates: a schema runs this on values that may not be dates at all (NaN compares false).
  const daysAhead = daysBetween(today, stay.checkIn);
  if (daysAhead < 0) return 'checkInPast';
  if (daysAhead > MAX_CHECK_IN_ADVANCE_DAYS) return 'checkInTooFar';
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) return 'checkOutNotAfterCheckIn';
  if (nights > MAX_STAY_NIGHTS) return 'tooLong';
  return null;
}

/** Check-out day is free again: a stay ending on a day and one starting that day do not overlap. */
export function staysOverlap(a: StayDates, b: StayDates): boolean {
  return a.checkIn < b.checkOut && b.checkIn < a.checkOut;
}

/** An earlier booking of the same hotel, still going ahead, for nights that overlap the new stay. */
export function isDuplicateStay(
  stay: StayDates & { hotelCode: string },
  earlier: StayDates & { hotelCode: string; status: BookingStatus },
): boolean {
  return (
    earlier.hotelCode === stay.hotelCode && isTripGoingAhead(earlier.status) && staysOverlap(stay, earlier)
  );
}

export const DUPLICATE_STAY_MESSAGE =
  'Ya tienes una reserva en este hotel para estas fechas. Si de verdad necesitas otra, confirma de nuevo.';
