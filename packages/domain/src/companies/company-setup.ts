import { z } from 'zod';
import { companyIdParam } from '../fields';

/**
 * What a company needs before its people can book (issue 36), in the order an administrator sets it up: a way to
 * pay, travel policies, cost centers and approvers for the travellers whose trips need approval.
 */
export const COMPANY_SETUP_STEPS = ['payment', 'policies', 'cost-centers', 'approvers'] as const;
export type CompanySetupStep = (typeof COMPANY_SETUP_STEPS)[number];

/** GET /api/company-setup: each step done or not (the administrator's own company, or the operador's choice). */
export const companySetupSchema = z.object({
  companyId: z.number().int(),
  steps: z.array(z.object({ step: z.enum(COMPANY_SETUP_STEPS), isDone: z.boolean() })),
});
export type CompanySetup = z.infer<typeof companySetupSchema>;

export const companySetupQuerySchema = z.object({ companyId: z.optional(companyIdParam) });
