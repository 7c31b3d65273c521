import { isBoolean, isText, isWholeNumber, nullable, recordOf } from '../checks/shape-checks';
import type { Company } from './company';

/** A company as the web app stores it with its user (company.ts holds the schema the API answers with). */
export const isCompany = recordOf<Company>({
  id: isWholeNumber,
  user_id: nullable(isWholeNumber),
  name: isText,
  description: nullable(isText),
  logo_url: nullable(isText),
  tax_id: nullable(isText),
  phone: nullable(isText),
  email: nullable(isText),
  address: nullable(isText),
  city: nullable(isText),
  country: nullable(isText),
  is_active: isBoolean,
  created_at: isText,
  updated_at: isText,
  id_company_group: nullable(isWholeNumber),
});

/** Spec §3: when the company is missing, a placeholder is built from id_company. */
export function placeholderCompany(companyId: number): Company {
  const epoch = new Date(0).toISOString();
  return {
    id: companyId,
    user_id: null,
    name: `Empresa ${companyId}`,
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
