import { policies } from '@travesia/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../context';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type PolicyRow = typeof policies.$inferSelect;

export function listActivePolicies(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  kind?: PolicyRow['kind'],
): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.companyId, companyId),
        eq(policies.isActive, true),
        kind ? eq(policies.kind, kind) : undefined,
        inScope(scope, policies.companyId),
      ),
    )
    .orderBy(asc(policies.id));
}
