import {
  type CompanyUser,
  canGrantRole,
  ERROR_CODES,
  hasRoleAtLeast,
  roleGrantRefusal,
  roleNotGrantableMessage,
  SELF_DEACTIVATION_MESSAGE,
  SELF_DEMOTION_MESSAGE,
  type userChangeSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, conflict, userNotFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { revokeSessionsOfUser } from '../auth/service';
import { updateUserRow } from './repository';
import { getUserProfile, toCompanyUsers } from './service';

type UserChangeInput = z.output<typeof userChangeSchema>;

/** 403 with the reason: the actor may not hand out (or take away) this role. */
export function roleNotGrantable(role: Parameters<typeof roleNotGrantableMessage>[0]): AppError {
  return new AppError(403, ERROR_CODES.forbidden, roleNotGrantableMessage(role));
}

/** 403 unless the actor may hand out `role` to a user of `companyId` (operators: only the agency's own). */
export function assertRoleGrantable(
  actor: SignedInUser,
  role: Parameters<typeof roleNotGrantableMessage>[0],
  companyId: number,
): void {
  const refusal = roleGrantRefusal(actor.role, role, {
    actorCompanyId: actor.companyId,
    targetCompanyId: companyId,
  });
  if (refusal) throw new AppError(403, ERROR_CODES.forbidden, refusal);
}

/**
 * Changes a user's role or (de)activates them. Nobody demotes or deactivates themselves (a company keeps
 * its administrator); deactivating ends every session of the user at once.
 */
export async function changeCompanyUser(
  context: AppContext,
  actor: SignedInUser,
  userId: number,
  change: UserChangeInput,
  ip: string,
): Promise<CompanyUser> {
  const scope = scopeOf(actor);
  const profile = await getUserProfile(context.db, scope, userId);
  const target = profile.user;
  // An administrator manages the roles they can grant; an operator account is the agency's business.
  if (!canGrantRole(actor.role, target.role)) throw roleNotGrantable(target.role);
  const isSelf = target.id === actor.id;

  if (change.role !== undefined) {
    const role = change.role;
    assertRoleGrantable(actor, role, target.companyId);
    if (isSelf && !hasRoleAtLeast(role, target.role)) throw conflict(SELF_DEMOTION_MESSAGE);
  }
  if (change.isActive === false && isSelf) throw conflict(SELF_DEACTIVATION_MESSAGE);

  await context.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, scope, userId, change);
    if (!row) throw userNotFound();
    if (change.isActive === false) await revokeSessionsOfUser(tx, userId);
    await recordAudit(tx, {
      action:
        change.role !== undefined
          ? 'user.role_change'
          : change.isActive
            ? 'user.reactivate'
            : 'user.deactivate',
      entity: 'user',
      entityId: userId,
      companyId: target.companyId,
      actorUserId: actor.id,
      details:
        change.role !== undefined
          ? { role: { from: target.role, to: change.role } }
          : { isActive: { from: target.isActive, to: change.isActive } },
      ip,
    });
  });

  const updated = await getUserProfile(context.db, scope, userId);
  const [companyUser] = await toCompanyUsers(context.db, scope, [updated]);
  if (!companyUser) throw userNotFound();
  return companyUser;
}
