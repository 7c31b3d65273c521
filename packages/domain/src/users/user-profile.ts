import { z } from 'zod';
import { type Company, companySchema, placeholderCompany } from '../companies/company';
import { roleSchema } from './roles';

export const approverSummarySchema = z.object({
  documento: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ApproverSummary = z.infer<typeof approverSummarySchema>;

/** `data` of the admin user response (spec §3/§7); `company` is the full company when known. */
export const adminUserSchema = z.object({
  documento: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: companySchema.nullable(),
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

/** The user as the web app keeps it under `user-data` (spec §3 "Stored user"). */
export const storedUserSchema = z.object({
  nationalId: z.string(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  company: companySchema,
  aprobadores: z.array(approverSummarySchema),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export function toStoredUser(user: AdminUser): StoredUser {
  return {
    nationalId: user.documento,
    name: `${user.name} ${user.last_name}`.trim(),
    firstname: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    company: resolveCompany(user.company, user.id_company),
    aprobadores: user.aprobadores,
  };
}

export function resolveCompany(company: Company | null | undefined, idCompany: number): Company {
  return company ?? placeholderCompany(idCompany);
}

export const sessionResponseSchema = z.object({
  token: z.string(),
  user: adminUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The stored user keeps the full name and the first name; the last name is the rest. */
export function lastNameOf(user: Pick<StoredUser, 'name' | 'firstname'>): string {
  return user.name.startsWith(user.firstname) ? user.name.slice(user.firstname.length).trim() : '';
}
