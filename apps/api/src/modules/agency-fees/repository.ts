import type { Executor } from '@travesia/db';
import { companyAgencyFees } from '@travesia/db';
import { AGENCY_FEE_PRODUCTS, type AgencyFees } from '@travesia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

/** The company's fees by product; null while none is set. */
export async function findAgencyFees(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<AgencyFees | null> {
  const rows = await db
    .select({ product: companyAgencyFees.product, amount: companyAgencyFees.amount })
    .from(companyAgencyFees)
    .where(and(eq(companyAgencyFees.companyId, companyId), inScope(scope, companyAgencyFees.companyId)));
  if (rows.length === 0) return null;
  const amounts = new Map(rows.map((row) => [row.product, row.amount]));
  return Object.fromEntries(
    AGENCY_FEE_PRODUCTS.map((product) => [product, amounts.get(product) ?? 0]),
  ) as AgencyFees;
}

/** Writes every product's fee of the company, creating the rows the first time. */
export async function saveAgencyFees(db: Executor, companyId: number, fees: AgencyFees): Promise<void> {
  await db
    .insert(companyAgencyFees)
    .values(AGENCY_FEE_PRODUCTS.map((product) => ({ companyId, product, amount: fees[product] })))
    .onConflictDoUpdate({
      target: [companyAgencyFees.companyId, companyAgencyFees.product],
      set: { amount: sql`excluded.amount`, updatedAt: sql`now()` },
    });
}
