import { z } from 'zod';
import { startOfBogotaDay } from '../dates/calendar-dates';
import { companyIdParam } from '../fields';

const MONTH_MESSAGE = 'El mes debe tener el formato AAAA-MM.';

/** A calendar month as YYYY-MM. */
export const monthSchema = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE });

/** GET /api/spend/month: a month (this one by default) of a company (the operador names it). */
export const monthSpendQuerySchema = z.object({
  month: monthSchema.optional(),
  companyId: z.optional(companyIdParam),
});
export type MonthSpendQuery = z.input<typeof monthSpendQuerySchema>;

/** What a company's bookings of one month cost, counting only trips that go ahead. */
export const monthSpendSchema = z.object({
  companyId: z.number().int(),
  month: monthSchema,
  /** COP. */
  total: z.number().int(),
  bookings: z.number().int(),
  outOfPolicy: z.number().int(),
});
export type MonthSpend = z.infer<typeof monthSpendSchema>;

/** The month before a YYYY-MM month: '2026-12' → '2026-11', '2027-01' → '2026-12'. */
export function previousIsoMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

/** First instant of the month and first instant of the next one, in Colombian time. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return {
    start: startOfBogotaDay(`${month}-01`),
    end: startOfBogotaDay(`${next}-01`),
  };
}
