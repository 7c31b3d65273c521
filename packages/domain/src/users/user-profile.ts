import { z } from 'zod';
import { companySchema } from '../companies/company';
import { roleSchema } from './roles';
import { approverSummarySchema } from './stored-user';

/** `data` of the admin user response (spec §3/§7); `company` is the full company when known. */
export const adminUserSchema = z.object({
  documento: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.nullable(companySchema),
  id_company: z.number().int(),
  aprobadores: z.array(approverSummarySchema),
  role: roleSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserResponseSchema = z.object({ success: z.boolean(), data: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const adminUserQuerySchema = z.object({
  documento: z
    .string({ error: 'El número de documento es obligatorio.' })
    .trim()
    .regex(/^\d{5,15}$/, { error: 'El número de documento no es válido.' }),
});

export const sessionResponseSchema = z.object({
  token: z.string(),
  user: adminUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
