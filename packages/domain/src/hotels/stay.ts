import { addDays, daysBetween, toIsoDate } from '../dates/calendar-dates';

/** Spec §9: hotel check-in defaults to today+4, check-out to today+6. */
export const DEFAULT_CHECK_IN_OFFSET_DAYS = 4;
export const DEFAULT_CHECK_OUT_OFFSET_DAYS = 6;
export const MAX_STAY_NIGHTS = 30;

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
  return `${nights} ${nights === 1 ? 'noche' : 'noches'}`;
}

/** Spec §2.8: 'por {n} noche' / 'por {n} noches'. */
export function nightsLabel(nights: number): string {
  return `por ${nightsText(nights)}`;
}

export type StayProblem = 'checkInPast' | 'checkOutNotAfterCheckIn' | 'tooLong';

export const STAY_PROBLEM_MESSAGES: Record<StayProblem, string> = {
  checkInPast: 'La fecha de entrada no puede ser anterior a hoy.',
  checkOutNotAfterCheckIn: 'La fecha de salida debe ser posterior a la fecha de entrada.',
  tooLong: `La estadía no puede superar ${MAX_STAY_NIGHTS} noches.`,
};

/** The first thing wrong with a requested stay, or null when it can be searched. */
export function findStayProblem(stay: StayDates, today: string = toIsoDate(new Date())): StayProblem | null {
  if (daysBetween(today, stay.checkIn) < 0) return 'checkInPast';
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) return 'checkOutNotAfterCheckIn';
  if (nights > MAX_STAY_NIGHTS) return 'tooLong';
  return null;
}
