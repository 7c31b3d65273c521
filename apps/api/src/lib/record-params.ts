import { z } from 'zod';

/** A database id (serial): a positive 32-bit integer, or the Spanish `message`. */
export const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** `/:id` of a company's record (cost center, project client, expense type). */
export const recordIdParamsSchema = z.object({ id: positiveId('El identificador no es válido.') });

export const userIdParamsSchema = z.object({
  userId: positiveId('El identificador del usuario no es válido.'),
});

/** `?companyId=`: the operator may narrow a list to one company; others only ever see their own. */
export const optionalCompanyQuerySchema = z.object({
  companyId: positiveId('El identificador de la empresa no es válido.').optional(),
});
