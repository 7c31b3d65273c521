import { z } from 'zod';
import { companyIdField, singleLineText } from '../fields';

/**
 * Cost centers as their administrators manage them (`/api/admin/cost-centers`): code, name, the yearly
 * budget in whole pesos (none when empty) and what is already booked against it this year.
 */

const CODE_MESSAGE = 'El código debe tener entre 1 y 20 letras, números o guiones.';
const NAME_MESSAGE = 'El nombre debe tener entre 2 y 80 caracteres.';
const BUDGET_MESSAGE = 'El presupuesto debe ser un valor en pesos, sin decimales, mayor o igual a cero.';

export const COST_CENTER_DUPLICATE_CODE_MESSAGE =
  'Ya existe un centro de costos con ese código en la empresa.';
export const COST_CENTER_NOT_FOUND_MESSAGE = 'Centro de costos no encontrado.';

/** Codes are kept upper-cased, so 'ops-100' and 'OPS-100' are the same code. */
export const catalogCodeSchema = z
  .string({ error: 'Indica el código.' })
  .trim()
  .min(1, { error: 'Indica el código.' })
  .regex(/^[A-Za-z0-9-]{1,20}$/, { error: CODE_MESSAGE })
  .transform((code) => code.toUpperCase());

export const catalogNameSchema = singleLineText({ error: 'Indica el nombre.' })
  .min(1, { error: 'Indica el nombre.' })
  .min(2, { error: NAME_MESSAGE })
  .max(80, { error: NAME_MESSAGE });

/** Whole pesos; null clears the budget. */
export const budgetSchema = z
  .number({ error: BUDGET_MESSAGE })
  .int({ error: BUDGET_MESSAGE })
  .min(0, { error: BUDGET_MESSAGE })
  .max(1_000_000_000_000, { error: 'El presupuesto no puede superar un billón de pesos.' })
  .nullable();

export const costCenterAdminSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  budget: z.number().int().nullable(),
  /** Sum of the totals of this year's bookings on the center that were not rejected or cancelled. */
  booked: z.number().int(),
  isActive: z.boolean(),
});
export type CostCenterAdmin = z.infer<typeof costCenterAdminSchema>;
export const costCenterAdminListSchema = z.object({ data: z.array(costCenterAdminSchema) });

export const costCenterCreateSchema = z.object({
  code: catalogCodeSchema,
  name: catalogNameSchema,
  budget: budgetSchema.optional().transform((budget) => budget ?? null),
  isActive: z.boolean({ error: 'Indica si el centro de costos está activo.' }).optional(),
  /** Only the operator (who manages every company) names the company. */
  companyId: z.optional(companyIdField),
});
export type CostCenterCreate = z.input<typeof costCenterCreateSchema>;

export const costCenterUpdateSchema = z
  .object({
    code: catalogCodeSchema.optional(),
    name: catalogNameSchema.optional(),
    budget: budgetSchema.optional(),
    isActive: z.boolean({ error: 'Indica si el centro de costos está activo.' }).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Indica al menos un dato para cambiar.',
  });
export type CostCenterUpdate = z.input<typeof costCenterUpdateSchema>;

/** How much of the budget is left; null when the center has no budget. */
export function remainingBudget(center: Pick<CostCenterAdmin, 'budget' | 'booked'>): number | null {
  return center.budget === null ? null : center.budget - center.booked;
}
