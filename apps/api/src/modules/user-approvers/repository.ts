import type { Executor } from '@travesia/db';
import { userApprovers, users } from '@travesia/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';
import { type UserRow, userColumns } from '../users/repository';

export type { UserRow };

export async function findUserInScope(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .limit(1);
  return row;
}

/** The company's active users, by last name. */
export function listActiveUsersOfCompany(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<UserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), inScope(scope, users.companyId)))
    .orderBy(asc(users.lastName), asc(users.firstname), asc(users.id));
}

/** The users among `userIds` that belong to `companyId` and are active. */
export function listActiveUsersByIds(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  userIds: number[],
): Promise<UserRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(userColumns)
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        inScope(scope, users.companyId),
      ),
    );
}

/** Replaces the user's whole set of approvers; run it in a transaction. */
export async function replaceApprovers(
  db: Executor,
  scope: TenantScope,
  user: Pick<UserRow, 'id' | 'companyId'>,
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
