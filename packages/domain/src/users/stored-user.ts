import { isText, listOf, nullable, recordOf } from '../checks/shape-checks';
import type { Company } from '../companies/company';
import { isCompany, placeholderCompany } from '../companies/company-record';
import { isRole, type Role } from './roles';
import type { AdminUser, ApproverSummary } from './user-profile';

/** The user as the web app keeps it under `user-data` (spec §3 "Stored user"). */
export interface StoredUser {
  nationalId: string;
  name: string;
  firstname: string;
  email: string;
  phone: string | null;
  role: Role;
  company: Company;
  aprobadores: ApproverSummary[];
}

const isApproverSummary = recordOf<ApproverSummary>({
  documento: isText,
  name: isText,
  last_name: isText,
  email: isText,
});

export const isStoredUser = recordOf<StoredUser>({
  nationalId: isText,
  name: isText,
  firstname: isText,
  email: isText,
  phone: nullable(isText),
  role: isRole,
  company: isCompany,
  aprobadores: listOf(isApproverSummary),
});

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
