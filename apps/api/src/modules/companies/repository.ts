import type { Executor } from '@travesia/db';
import { companies } from '@travesia/db';
import { and, arrayContains, arrayOverlaps, asc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type CompanyRow = typeof companies.$inferSelect;

/** What the API answers about a company (`toCompany`): none of its sign-up or approval settings. */
export const companyViewColumns = {
  id: companies.id,
  userId: companies.userId,
  name: companies.name,
  description: companies.description,
  logoUrl: companies.logoUrl,
  taxId: companies.taxId,
  phone: companies.phone,
  email: companies.email,
  address: companies.address,
  city: companies.city,
  country: companies.country,
  isActive: companies.isActive,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
  idCompanyGroup: companies.idCompanyGroup,
};
export type CompanyViewRow = Pick<CompanyRow, keyof typeof companyViewColumns>;
export type CompanyChanges = Partial<
  Pick<CompanyRow, 'name' | 'description' | 'logoUrl' | 'phone' | 'email' | 'address' | 'city'>
>;

export async function findCompany(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)))
    .limit(1);
  return row;
}

/** Every company of the scope, by name. */
export function listCompanies(db: Executor, scope: TenantScope): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(inScope(scope, companies.id))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Any of a company's own columns: its data, approval, sign-up and invitation-code settings. */
export type CompanyRowChanges = Partial<Omit<CompanyRow, 'id' | 'createdAt' | 'updatedAt'>>;

export async function updateCompanyRow(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  changes: CompanyRowChanges,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)))
    .returning();
  return row;
}

export type ApprovalSettingsChanges = Pick<
  CompanyRow,
  'approvalMode' | 'approvalScope' | 'approvalDeadlineHours' | 'approvalDeadlineOutcome'
>;

export function findActiveCompanyByInvitationCode(
  db: Executor,
  scope: TenantScope,
  invitationCode: string,
): Promise<CompanyRow | undefined> {
  return findFirstActiveCompany(db, scope, eq(companies.invitationCode, invitationCode));
}

export function findActiveCompanyByEmailDomain(
  db: Executor,
  scope: TenantScope,
  domain: string,
): Promise<CompanyRow | undefined> {
  return findFirstActiveCompany(db, scope, arrayContains(companies.emailDomains, [domain]));
}

/** The e-mail domains among `domains` that a company, active or not, already has. */
export async function findTakenEmailDomains(db: Executor, domains: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ emailDomains: companies.emailDomains })
    .from(companies)
    .where(arrayOverlaps(companies.emailDomains, domains));
  return new Set(rows.flatMap((row) => row.emailDomains).filter((domain) => domains.includes(domain)));
}

async function findFirstActiveCompany(
  db: Executor,
  scope: TenantScope,
  condition: SQL,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(condition, eq(companies.isActive, true), inScope(scope, companies.id)))
    .orderBy(companies.id)
    .limit(1);
  return row;
}

export type InvitationCodeChanges = Partial<
  Pick<
    CompanyRow,
    | 'invitationCode'
    | 'invitationCodeEnabled'
    | 'invitationCodeDomainsOnly'
    | 'invitationCodeMaxUses'
    | 'invitationCodeUses'
    | 'invitationCodeExpiresAt'
    | 'codeSignUpsNeedApproval'
  >
>;

/**
 * Counts one use of the company's code if it is still `code` and usable: on, not expired, under its maximum. One
 * conditional update, so two confirmations at once cannot both take the last use.
 */
export async function claimInvitationCodeUse(
  db: Executor,
  companyId: number,
  code: string,
  now: Date,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ invitationCodeUses: sql`${companies.invitationCodeUses} + 1` })
    .where(
      and(
        eq(companies.id, companyId),
        eq(companies.isActive, true),
        eq(companies.invitationCode, code),
        eq(companies.invitationCodeEnabled, true),
        or(isNull(companies.invitationCodeExpiresAt), gt(companies.invitationCodeExpiresAt, now)),
        or(
          isNull(companies.invitationCodeMaxUses),
          lt(companies.invitationCodeUses, companies.invitationCodeMaxUses),
        ),
      ),
    )
    .returning();
  return row;
}

export async function insertCompany(
  db: Executor,
  values: typeof companies.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('Company insert returned no row');
  return row;
}
