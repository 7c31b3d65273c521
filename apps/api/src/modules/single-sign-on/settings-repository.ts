import type { Executor } from '@travesia/db';
import { companies, companySignInSettings, signInDomains } from '@travesia/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type SignInSettingsRow = typeof companySignInSettings.$inferSelect;
export type SignInSettingsValues = Omit<typeof companySignInSettings.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findSignInSettings(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<SignInSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(companySignInSettings)
    .where(
      and(eq(companySignInSettings.companyId, companyId), inScope(scope, companySignInSettings.companyId)),
    )
    .limit(1);
  return row;
}

export async function listSignInDomains(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<string[]> {
  const rows = await db
    .select({ domain: signInDomains.domain })
    .from(signInDomains)
    .where(and(eq(signInDomains.companyId, companyId), inScope(scope, signInDomains.companyId)))
    .orderBy(asc(signInDomains.domain));
  return rows.map((row) => row.domain);
}

/** Which of `domains` another company's sign-in already covers. */
export async function findDomainsOfOtherCompanies(
  db: Executor,
  companyId: number,
  domains: string[],
): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: signInDomains.domain })
    .from(signInDomains)
    .where(and(inArray(signInDomains.domain, domains), ne(signInDomains.companyId, companyId)));
  return rows.map((row) => row.domain);
}

export async function saveSignInSettings(
  db: Executor,
  values: SignInSettingsValues,
  domains: string[],
): Promise<SignInSettingsRow> {
  const { companyId, ...changes } = values;
  const [row] = await db
    .insert(companySignInSettings)
    .values(values)
    .onConflictDoUpdate({
      target: companySignInSettings.companyId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('Sign-in settings upsert returned no row');
  await db.delete(signInDomains).where(eq(signInDomains.companyId, companyId));
  if (domains.length > 0)
    await db.insert(signInDomains).values(domains.map((domain) => ({ domain, companyId })));
  return row;
}

/** The provider that signs in an address's domain: its company's settings, if that company is active and uses one. */
export async function findSignInSettingsOfDomain(
  db: Executor,
  domain: string,
): Promise<SignInSettingsRow | undefined> {
  const [row] = await db
    .select({ settings: companySignInSettings })
    .from(signInDomains)
    .innerJoin(companySignInSettings, eq(companySignInSettings.companyId, signInDomains.companyId))
    .innerJoin(companies, eq(companies.id, signInDomains.companyId))
    .where(
      and(
        eq(signInDomains.domain, domain),
        ne(companySignInSettings.method, 'password'),
        eq(companies.isActive, true),
      ),
    )
    .limit(1);
  return row?.settings;
}

/** The settings of an active company that signs in through a provider. */
export async function findProviderSettingsOfCompany(
  db: Executor,
  companyId: number,
): Promise<(SignInSettingsRow & { companyName: string }) | undefined> {
  const [row] = await db
    .select({ settings: companySignInSettings, companyName: companies.name })
    .from(companySignInSettings)
    .innerJoin(companies, eq(companies.id, companySignInSettings.companyId))
    .where(
      and(
        eq(companySignInSettings.companyId, companyId),
        ne(companySignInSettings.method, 'password'),
        eq(companies.isActive, true),
      ),
    )
    .limit(1);
  return row ? { ...row.settings, companyName: row.companyName } : undefined;
}

/**
 * Whether the address's domain signs in only through its company's provider, for everybody but `exceptUserId` (the
 * break-glass account; null: nobody's, e.g. a sign-up). One statement for every account, so it tells nothing by its work.
 */
export async function isSingleSignOnOnlyDomain(
  db: Executor,
  domain: string,
  exceptUserId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companySignInSettings.companyId })
    .from(signInDomains)
    .innerJoin(companySignInSettings, eq(companySignInSettings.companyId, signInDomains.companyId))
    .where(
      and(
        eq(signInDomains.domain, domain),
        eq(companySignInSettings.ssoOnly, true),
        ne(companySignInSettings.method, 'password'),
        exceptUserId === null
          ? undefined
          : sql`${companySignInSettings.breakGlassUserId} IS DISTINCT FROM ${exceptUserId}::integer`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
