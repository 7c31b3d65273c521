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

/** What the branded login page may show about a company before anyone signs in. */
export const publicCompanySchema = companySchema.pick({ id: true, name: true, logo_url: true });

/** GET /api/companies: the companies the user may work on (the operador: every client; others: their own). */
export const companyListSchema = z.object({
  data: z.array(companySchema.pick({ id: true, name: true, city: true, is_active: true })),
});
export type CompanyList = z.infer<typeof companyListSchema>;
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** What a company-scoped endpoint answers the operador who did not name a company (and the screens ask). */
export const CHOOSE_COMPANY_MESSAGE = 'Elige una empresa.';
