import { z } from 'zod';
import { costCenterSchema } from '../bookings/booking-fields';
import { formatShare } from '../reports/monthly-summary';

/** The share of a yearly budget booked this year, uncapped (1.77 when 177 % is booked); null without a budget. */
export function budgetShareOf(budget: number | null, booked: number): number | null {
  if (budget === null || budget === 0) return null;
  return booked / budget;
}

/** From this share on, the checkout says the center is close to its budget. */
export const BUDGET_NEAR_SHARE = 0.9;

/**
 * What a traveller choosing a center reads (issue 36): how much of its year's budget is used, and a warning
 * when that is near or over it. Null for a center without a budget.
 */
export function budgetUseNote(share: number | null): { text: string; isWarning: boolean } | null {
  if (share === null) return null;
  const used = `Usado: ${formatShare(share)} del presupuesto del año.`;
  if (share > 1) return { text: `${used} Este centro de costos ya superó su presupuesto.`, isWarning: true };
  if (share >= BUDGET_NEAR_SHARE) {
    return { text: `${used} A este centro de costos le queda poco presupuesto.`, isWarning: true };
  }
  return { text: used, isWarning: false };
}

/** A center a booking can be charged to, with the share of its budget used (GET /api/centros-utilidad). */
export const bookableCostCenterSchema = costCenterSchema.extend({
  budgetUsed: z.number().min(0).nullable(),
});
export type BookableCostCenter = z.infer<typeof bookableCostCenterSchema>;

export const costCentersResponseSchema = z.object({
  data: z.array(bookableCostCenterSchema),
  /**
   * The center the checkout starts with: the one of the traveller's last booking while it is still bookable, else the
   * one the company's directory names for them (decision 046), else none.
   */
  lastUsedId: z.number().int().nullable(),
});
export type BookableCostCenters = z.infer<typeof costCentersResponseSchema>;
