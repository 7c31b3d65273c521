import { z } from 'zod';
import { addDays, daysBetween, isIsoDate, startOfBogotaDay, toIsoDate } from '../dates/calendar-dates';
import { addMonths } from '../dates/date-range';
import { companyIdParam, isoDate, recordIdParam } from '../fields';

/** The periods a report covers: by the day each booking was made, in Colombian time. */
export const REPORT_PERIODS = ['last-30-days', 'this-month', 'last-month', 'this-year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** What a report opens on: a month that just began would show nothing (issue 36). */
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'last-30-days';
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  'last-30-days': 'Últimos 30 días',
  'this-month': 'Este mes',
  'last-month': 'Mes anterior',
  'this-year': 'Este año',
  custom: 'Personalizado',
};

export const REPORT_TRIP_TYPES = ['flight', 'hotel'] as const;
export type ReportTripType = (typeof REPORT_TRIP_TYPES)[number];
export const REPORT_TRIP_TYPE_LABELS: Record<ReportTripType, string> = { flight: 'Vuelos', hotel: 'Hoteles' };

export const REPORT_SCOPES = ['national', 'international'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];
export const REPORT_SCOPE_LABELS: Record<ReportScope, string> = {
  national: 'Nacionales',
  international: 'Internacionales',
};

/** A custom range spans at most two years, so every report scans a bounded slice of the bookings. */
export const REPORT_MAX_DAYS = 731;

export const REPORT_QUERY_MESSAGES = {
  period: 'El periodo debe ser last-30-days, this-month, last-month, this-year o custom.',
  customNeedsDates: 'Para un periodo personalizado indica la fecha inicial y la final.',
  datesOnlyForCustom: 'Las fechas inicial y final solo aplican al periodo personalizado (period=custom).',
  fromAfterTo: 'La fecha inicial no puede ser posterior a la final.',
  tooLong: `El periodo personalizado puede abarcar como máximo ${REPORT_MAX_DAYS} días.`,
  type: 'El tipo debe ser flight (vuelos) u hotel (hoteles).',
  scope: 'El alcance debe ser national (nacionales) o international (internacionales).',
} as const;

/**
 * GET /api/reports/*: the period and filters every view takes. The operador names the company (companyId); an
 * administrador reads their own.
 */
export const reportQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: REPORT_QUERY_MESSAGES.period }).default(DEFAULT_REPORT_PERIOD),
    from: z.optional(isoDate('La fecha inicial')),
    to: z.optional(isoDate('La fecha final')),
    costCenterId: z.optional(recordIdParam('El centro de costos no es válido.')),
    travellerId: z.optional(recordIdParam('El viajero no es válido.')),
    travelGroupId: z.optional(recordIdParam('El grupo de viaje no es válido.')),
    type: z.enum(REPORT_TRIP_TYPES, { error: REPORT_QUERY_MESSAGES.type }).optional(),
    scope: z.enum(REPORT_SCOPES, { error: REPORT_QUERY_MESSAGES.scope }).optional(),
    companyId: z.optional(companyIdParam),
  })
  .superRefine((query, context) => {
    const problem = findReportQueryProblem(query);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['period'] });
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ReportQueryInput = z.output<typeof reportQuerySchema>;

/** What is wrong with a period and its dates, in Spanish; null when they make a period. */
export function findReportQueryProblem(query: {
  period: ReportPeriod;
  from?: string | undefined;
  to?: string | undefined;
}): string | null {
  const hasDates = query.from !== undefined || query.to !== undefined;
  if (query.period !== 'custom') return hasDates ? REPORT_QUERY_MESSAGES.datesOnlyForCustom : null;
  if (query.from === undefined || query.to === undefined) return REPORT_QUERY_MESSAGES.customNeedsDates;
  if (!isIsoDate(query.from) || !isIsoDate(query.to)) return null;
  if (query.from > query.to) return REPORT_QUERY_MESSAGES.fromAfterTo;
  if (daysBetween(query.from, query.to) + 1 > REPORT_MAX_DAYS) return REPORT_QUERY_MESSAGES.tooLong;
  return null;
}

/** Both days included, `YYYY-MM-DD` in Colombia. */
export interface ReportRange {
  from: string;
  to: string;
}

/** The days a period covers, seen from `today` (Colombia's date). */
export function resolveReportRange(
  query: { period: ReportPeriod; from?: string | undefined; to?: string | undefined },
  today: string = toIsoDate(new Date()),
): ReportRange {
  const month = today.slice(0, 7);
  switch (query.period) {
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: `${month}-01`, to: lastDayOf(month) };
    case 'last-month': {
      const last = addMonths(month, -1);
      return { from: `${last}-01`, to: lastDayOf(last) };
    }
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'custom':
      if (query.from === undefined || query.to === undefined) {
        throw new Error(REPORT_QUERY_MESSAGES.customNeedsDates);
      }
      return { from: query.from, to: query.to };
  }
}

/**
 * The period a report's figures are set against: the calendar period before a calendar one (last month for this
 * month, last year for this year), otherwise as many days right before it.
 */
export function previousReportRange(period: ReportPeriod, range: ReportRange): ReportRange {
  if (period === 'this-month' || period === 'last-month') {
    const month = addMonths(range.from.slice(0, 7), -1);
    return { from: `${month}-01`, to: lastDayOf(month) };
  }
  if (period === 'this-year') {
    const year = Number(range.from.slice(0, 4)) - 1;
    return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
  const days = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** The instants a range covers: from the first day's start to the start of the day after the last one. */
export function rangeInstants(range: ReportRange): { start: Date; end: Date } {
  return { start: startOfBogotaDay(range.from), end: startOfBogotaDay(addDays(range.to, 1)) };
}

/** The months (`YYYY-MM`) a range touches, in order. */
export function monthsOfRange(range: ReportRange): string[] {
  const months: string[] = [];
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}

/** The twelve months of a year, `YYYY-01` to `YYYY-12`. */
export function monthsOfYear(year: string): string[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}

/** part / whole with four decimals; null when there is nothing to divide by. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** Whole pesos per unit; null when there are no units. */
export function averageOf(total: number, units: number): number | null {
  return units > 0 ? Math.round(total / units) : null;
}
