import type { CostCenter } from '@travesia/domain';
import type { AppContext } from '../../context';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { type CostCenterRow, listActiveCostCenters } from './repository';

export function toCostCenter(row: Pick<CostCenterRow, 'id' | 'code' | 'name'>): CostCenter {
  return { id: row.id, code: row.code, name: row.name };
}

/** The active cost centers of the signed-in user's own company. */
export async function listOwnCostCenters(context: AppContext, actor: SignedInUser): Promise<CostCenter[]> {
  const rows = await listActiveCostCenters(context.db, scopeOf(actor), actor.companyId);
  return rows.map(toCostCenter);
}
