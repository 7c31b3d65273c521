import type { Executor } from '@travesia/db';
import { costCenters } from '@travesia/db';
import { and, asc, eq } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type CostCenterRow = typeof costCenters.$inferSelect;
export type CostCenterChanges = Partial<Pick<CostCenterRow, 'code' | 'name' | 'budget' | 'isActive'>>;

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

/** Every cost center the scope manages, active or not (optionally of one company). */
export function listCostCenters(
  db: Executor,
  scope: TenantScope,
  companyId: number | undefined,
): Promise<CostCenterRow[]> {
  return db
    .select()
    .from(costCenters)
    .where(
      and(
        companyId === undefined ? undefined : eq(costCenters.companyId, companyId),
        inScope(scope, costCenters.companyId),
      ),
    )
    .orderBy(asc(costCenters.companyId), asc(costCenters.code));
}

export async function findCostCenter(
  db: Executor,
  scope: TenantScope,
  costCenterId: number,
): Promise<CostCenterRow | undefined> {
  const [row] = await db
    .select()
    .from(costCenters)
    .where(and(eq(costCenters.id, costCenterId), inScope(scope, costCenters.companyId)))
    .limit(1);
  return row;
}

export async function insertCostCenter(
  db: Executor,
  values: typeof costCenters.$inferInsert,
): Promise<CostCenterRow> {
  const [row] = await db.insert(costCenters).values(values).returning();
  if (!row) throw new Error('The cost center was not stored');
  return row;
}

export async function updateCostCenter(
  db: Executor,
  scope: TenantScope,
  costCenterId: number,
  changes: CostCenterChanges,
): Promise<CostCenterRow | undefined> {
  const [row] = await db
    .update(costCenters)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(costCenters.id, costCenterId), inScope(scope, costCenters.companyId)))
    .returning();
  return row;
}
