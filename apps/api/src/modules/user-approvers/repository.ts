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

/** Makes `approverId` one of the user's approvers, if they are not already. */
export async function addApprover(
  db: Executor,
  user: { id: number; companyId: number },
  approverId: number,
): Promise<void> {
  await db
    .insert(userApprovers)
    .values({ companyId: user.companyId, userId: user.id, approverId })
    .onConflictDoNothing();
}

/** Takes `approverId` off the user's approvers. */
export async function removeApprover(
  db: Executor,
  scope: TenantScope,
  userId: number,
  approverId: number,
): Promise<void> {
  await db
    .delete(userApprovers)
    .where(
      and(
        eq(userApprovers.userId, userId),
        eq(userApprovers.approverId, approverId),
        inScope(scope, userApprovers.companyId),
      ),
    );
}
