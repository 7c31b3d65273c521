import type { Executor } from '@travesia/db';
import { companyFiscalProfiles } from '@travesia/db';
import type { FiscalProfileFields } from '@travesia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type FiscalProfileRow = typeof companyFiscalProfiles.$inferSelect;

export async function findFiscalProfile(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<FiscalProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(companyFiscalProfiles)
    .where(
      and(eq(companyFiscalProfiles.companyId, companyId), inScope(scope, companyFiscalProfiles.companyId)),
    )
    .limit(1);
  return row;
}

/** Writes the company's one profile, creating it the first time. */
export async function saveFiscalProfile(
  db: Executor,
  companyId: number,
  fields: FiscalProfileFields,
): Promise<FiscalProfileRow> {
  const [row] = await db
    .insert(companyFiscalProfiles)
    .values({ companyId, ...fields })
    .onConflictDoUpdate({
      target: companyFiscalProfiles.companyId,
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('The fiscal profile was not written.');
  return row;
}
