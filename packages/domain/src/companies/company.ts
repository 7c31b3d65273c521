import { z } from 'zod';

/** Company as spec §3 names its fields. */
export const companySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  tax_id: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  id_company_group: z.number().int().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * What the branded sign-in page (/login/:idcompany) shows about a company before anyone signs in, and nothing
 * more: its name and logo (the page already knows the id it asked with).
 */
export const companyBrandingSchema = companySchema.pick({ name: true, logo_url: true });
export type CompanyBranding = z.infer<typeof companyBrandingSchema>;

/** GET /api/companies: the companies the user may work on (the operador: every client; others: their own). */
export const companyListSchema = z.object({
  data: z.array(companySchema.pick({ id: true, name: true, city: true, is_active: true })),
});
export type CompanyList = z.infer<typeof companyListSchema>;

/** What a company-scoped endpoint answers the operador who did not name a company (and the screens ask). */
export const CHOOSE_COMPANY_MESSAGE = 'Elige una empresa.';
