import { z } from 'zod/mini';

/**
 * Company as spec §3 names its fields: the API's answer and what the web app stores with its user, so zod/mini,
 * light enough for the app's shell (decision 051).
 */
export const companySchema = z.object({
  id: z.int(),
  user_id: z.nullable(z.int()),
  name: z.string(),
  description: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  tax_id: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  id_company_group: z.nullable(z.int()),
});
export type Company = z.infer<typeof companySchema>;

/** Spec §3: when the company is missing, a placeholder is built from id_company. */
export function placeholderCompany(idCompany: number): Company {
  const epoch = new Date(0).toISOString();
  return {
    id: idCompany,
    user_id: null,
    name: `Empresa ${idCompany}`,
    description: null,
    logo_url: null,
    tax_id: null,
    phone: null,
    email: null,
    address: null,
    city: null,
    country: null,
    is_active: true,
    created_at: epoch,
    updated_at: epoch,
    id_company_group: null,
  };
}

/**
 * What the branded sign-in page (/login/:idcompany) shows about a company before anyone signs in, and nothing
 * more: its name and logo (the page already knows the id it asked with).
 */
export const companyBrandingSchema = z.pick(companySchema, { name: true, logo_url: true });
export type CompanyBranding = z.infer<typeof companyBrandingSchema>;

/** GET /api/companies: the companies the user may work on (the operador: every client; others: their own). */
export const companyListSchema = z.object({
  data: z.array(z.pick(companySchema, { id: true, name: true, city: true, is_active: true })),
});
export type CompanyList = z.infer<typeof companyListSchema>;

/** What a company-scoped endpoint answers the operador who did not name a company (and the screens ask). */
export const CHOOSE_COMPANY_MESSAGE = 'Elige una empresa.';
