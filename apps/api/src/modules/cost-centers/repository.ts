import { costCenters } from '@travesia/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../context';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type CostCenterRow = typeof costCenters.$inferSelect;

export function listActiveCostCenters(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<CostCenterRow[]> {
  return db
    .select()
    .from(costCenters)
    .where(
      and(
        eq(costCenters.companyId, companyId),
        eq(costCenters.isActive, true),
        inScope(scope, costCenters.companyId),
      ),
    )
    .orderBy(asc(costCenters.code));
}

export async function findActiveCostCenter(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  costCenterId: number,
): Promise<CostCenterRow | undefined> {
  const [row] = await db
    .select()
    .from(costCenters)
    .where(
      and(
        eq(costCenters.id, costCenterId),
        eq(costCenters.companyId, companyId),
        eq(costCenters.isActive, true),
        inScope(scope, costCenters.companyId),
      ),
    )
    .limit(1);
  return row;
}
