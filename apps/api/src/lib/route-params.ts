import { z } from 'zod';

export const companyIdParamsSchema = z.object({
  companyId: z.coerce
    .number({ error: 'El identificador de la empresa no es válido.' })
    .int({ error: 'El identificador de la empresa no es válido.' })
    .positive({ error: 'El identificador de la empresa no es válido.' })
    .max(2_147_483_647, { error: 'El identificador de la empresa no es válido.' }),
});
