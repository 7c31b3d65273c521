import type { Executor } from '@travesia/db';
import {
  APPROVER_MESSAGES,
  canApproveTrips,
  fullName,
  hasRoleAtLeast,
  MAX_APPROVERS_PER_USER,
  type UserApprovers,
  type UserApproversUpdate,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, companyNotFound, forbidden, userNotFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import {
  type ApproverRow,
  findUserInScope,
  listActiveUsersByIds,
  listActiveUsersOfCompany,
  listApproversOf,
  type UserRow,
} from '../users/service';
import { addApprover, removeApprover, replaceApprovers } from './repository';

function toUserApprovers(user: UserRow, approvals: ApproverRow[]): UserApprovers {
  return {
    user: {
      id: user.id,
      name: fullName(user),
      email: user.email,
      documento: user.documento,
      role: user.role,
    },
    approvers: approvals
      .filter((approval) => approval.userId === user.id)
      .map((approval) => ({ id: approval.approverId, name: fullName(approval), email: approval.email })),
  };
}

/**
 * Administrators see every active user of the target company (resolveTargetCompany) with their approvers;
 * anyone else sees only their own approvers.
 */
export async function listUserApprovers(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<UserApprovers[]> {
  const scope = scopeOf(actor);
  if (!hasRoleAtLeast(actor.role, 'administrador')) {
    // The company list is above their role; another company does not exist for them.
    if (companyId !== undefined) throw companyId === actor.companyId ? forbidden() : companyNotFound();
    const self = await findUserInScope(context.db, scope, actor.id);
    if (!self) throw userNotFound();
    return [toUserApprovers(self, await listApproversOf(context.db, scope, [self.id]))];
  }
  const targetCompanyId = await resolveTargetCompany(context.db, actor, companyId);
  const people = await listActiveUsersOfCompany(context.db, scope, targetCompanyId);
  const approvals = await listApproversOf(
    context.db,
    scope,
    people.map((person) => person.id),
  );
  return people.map((person) => toUserApprovers(person, approvals));
}

/**
 * Replaces a user's approvers: active users of the same company who may approve trips, never the user
 * themself. Users of another company are reported as missing.
 */
export async function setUserApprovers(
  context: AppContext,
  actor: SignedInUser,
  userId: number,
  { approverIds }: UserApproversUpdate,
  ip: string,
): Promise<UserApprovers> {
  const scope = scopeOf(actor);
  const user = await findUserInScope(context.db, scope, userId);
  if (!user) throw userNotFound();
  if (approverIds.includes(user.id)) throw badRequest(APPROVER_MESSAGES.self);
  const candidates = await listActiveUsersByIds(context.db, scope, user.companyId, approverIds);
  const eligible = candidates.filter((candidate) => canApproveTrips(candidate.role));
  if (eligible.length !== approverIds.length) throw badRequest(APPROVER_MESSAGES.notEligible);

  const approvals = await context.db.transaction(async (tx) => {
    const before = await listApproversOf(tx, scope, [user.id]);
    await replaceApprovers(tx, scope, user, approverIds);
    const after = await listApproversOf(tx, scope, [user.id]);
    await recordAudit(tx, {
      action: 'user_approvers.update',
      entity: 'user',
      entityId: user.id,
      companyId: user.companyId,
      actorUserId: actor.id,
      details: {
        from: before.map((approval) => approval.approverId),
        to: after.map((approval) => approval.approverId),
      },
      ip,
    });
    return after;
  });
  return toUserApprovers(user, approvals);
}

/**
 * The manager the company's directory names for a user becomes one of their approvers (SCIM, decision 046), when
 * the manager is an active user of the company who may approve trips and the user has room for one more; a new
 * manager replaces the one named before. Runs in the transaction that writes the user, so both change or neither.
 * Returns the approvers before and after, for the audit entry; undefined when nothing changed.
 */
export async function followDirectoryManager(
  tx: Executor,
  scope: TenantScope,
  user: { id: number; companyId: number },
  managers: { before: number | null; after: number | null },
): Promise<{ from: number[]; to: number[] } | undefined> {
  const before = (await listApproversOf(tx, scope, [user.id])).map((approval) => approval.approverId);
  if (managers.before !== null && managers.before !== managers.after) {
    await removeApprover(tx, scope, user.id, managers.before);
  }
  const manager = managers.after;
  if (manager !== null && manager !== user.id && !before.includes(manager)) {
    const [candidate] = await listActiveUsersByIds(tx, scope, user.companyId, [manager]);
    const remaining = before.filter((id) => id !== managers.before).length;
    if (candidate && canApproveTrips(candidate.role) && remaining < MAX_APPROVERS_PER_USER) {
      await addApprover(tx, user, manager);
    }
  }
  const after = (await listApproversOf(tx, scope, [user.id])).map((approval) => approval.approverId);
  return JSON.stringify(before) === JSON.stringify(after) ? undefined : { from: before, to: after };
}
