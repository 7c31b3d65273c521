import type { Executor } from '@travesia/db';
import { userApprovers } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

/** Replaces the user's whole set of approvers; run it in a transaction. */
export async function replaceApprovers(
  db: Executor,
  scope: TenantScope,
  user: { id: number; companyId: number },
  approverIds: number[],
): Promise<void> {
  await db
    .delete(userApprovers)
    .where(and(eq(userApprovers.userId, user.id), inScope(scope, userApprovers.companyId)));
  if (approverIds.length === 0) return;
  await db
    .insert(userApprovers)
    .values(approverIds.map((approverId) => ({ companyId: user.companyId, userId: user.id, approverId })));
}
