import { z } from 'zod/mini';
import { type Company, companySchema, placeholderCompany } from '../companies/company';
import { roleSchema } from './roles';
import type { AdminUser } from './user-profile';

/*
 * What the web app keeps of the signed-in user: the app's shell reads it before any page has loaded zod's full
 * build, so these are zod/mini schemas (decision 051), which the API's answers share.
 */

/** An approver as the user's profile and the stored user list them. */
export const approverSummarySchema = z.object({
  documento: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ApproverSummary = z.infer<typeof approverSummarySchema>;

/** The user as the web app keeps it under `user-data` (spec §3 "Stored user"). */
export const storedUserSchema = z.object({
  nationalId: z.string(),
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
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

export function resolveCompany(company: Company | null | undefined, companyId: number): Company {
  return company ?? placeholderCompany(companyId);
}

/** The stored user keeps the full name and the first name; the last name is the rest. */
export function lastNameOf(user: Pick<StoredUser, 'name' | 'firstname'>): string {
  return user.name.startsWith(user.firstname) ? user.name.slice(user.firstname.length).trim() : '';
}
