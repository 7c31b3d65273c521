import { companyIdParam, recordIdParam } from '@travesia/domain';
import { z } from 'zod';

/** `/:id` of a company's record (cost center, project client, expense type). */
export const recordIdParamsSchema = z.object({ id: recordIdParam('El identificador no es válido.') });

/** `?companyId=`: the operator may narrow a list to one company; others only ever see their own. */
export const optionalCompanyQuerySchema = z.object({
  companyId: z.optional(companyIdParam),
});
