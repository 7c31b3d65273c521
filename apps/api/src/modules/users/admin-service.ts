import type { Executor } from '@travesia/db';
import {
  type CompanyUser,
  canGrantRole,
  ERROR_CODES,
  hasRoleAtLeast,
  NOT_AWAITING_APPROVAL_MESSAGE,
  ROLES,
  type Role,
  roleGrantRefusal,
  roleNotGrantableMessage,
  SELF_DEACTIVATION_MESSAGE,
  SELF_DEMOTION_MESSAGE,
  type SignUpDecision,
  type userChangeSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, conflict, userNotFound } from '../../lib/app-error';
import { revokeSessionsOfUser } from '../../lib/sessions';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import { type MailMessage, sendMail } from '../mail/service';
import { expirePasswordLinksOfUser } from '../password-links/service';
import { expireInvitationsSentBy } from './invitation-repository';
import { settleAwaitingApproval, type UserRow, updateUserRow } from './repository';
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
 * What deactivating a user ends at once, wherever it is done (Usuarios, or the company's directory through SCIM):
 * every session, every link mailed to them that could set a password, and every invitation they sent. Run it in the
 * transaction that deactivates them.
 */
export async function endAccessOf(
  tx: Executor,
  user: { id: number; email: string },
  now: Date,
): Promise<void> {
  await revokeSessionsOfUser(tx, user.id);
  await expirePasswordLinksOfUser(tx, user, now);
  await expireInvitationsSentBy(tx, user.id, ROLES, now);
}

const AWAITING_APPROVAL_MESSAGE = 'Esta cuenta espera aprobación: apruébala o recházala primero.';

/**
 * Changes a user's role or (de)activates them. Nobody demotes or deactivates themselves (a company keeps
 * its administrator); deactivating ends every session of the user at once, every link mailed to them that could
 * set a password, and every invitation they sent; a lower role ends the invitations it could not have sent
 * (decision 035).
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
  if (change.isActive !== undefined && target.awaitingApproval) throw conflict(AWAITING_APPROVAL_MESSAGE);

  await context.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, scope, userId, change);
    if (!row) throw userNotFound();
    const now = new Date();
    if (change.isActive === false) await endAccessOf(tx, target, now);
    if (change.role !== undefined) {
      const newRole = change.role;
      const ungrantable = ROLES.filter((role: Role) => !canGrantRole(newRole, role));
      await expireInvitationsSentBy(tx, userId, ungrantable, now);
    }
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

function signUpDecisionMail(
  appUrl: string,
  user: UserRow,
  companyName: string,
  isApproved: boolean,
): MailMessage {
  return isApproved
    ? {
        to: user.email,
        subject: 'Tu cuenta de Travesía fue aprobada',
        text: [
          `Hola, ${user.firstName}:`,
          `El administrador de ${companyName} aprobó tu cuenta de Travesía. Ya puedes iniciar sesión con tu ` +
            'correo y la contraseña que elegiste.',
        ].join('\n\n'),
        actions: [{ label: 'Iniciar sesión', url: `${appUrl}/login` }],
        closing: 'Equipo Travesía',
      }
    : {
        to: user.email,
        subject: 'Tu cuenta de Travesía no fue aprobada',
        text: [
          `Hola, ${user.firstName}:`,
          `El administrador de ${companyName} no aprobó la cuenta que creaste con el código de invitación, así ` +
            'que no podrás iniciar sesión con ella. Si crees que es un error, escríbele directamente.',
        ].join('\n\n'),
        closing: 'Equipo Travesía',
      };
}

/**
 * An administrator approves an account made with the invitation code (it becomes active and may sign in) or
 * rejects it (it stays inactive). Its owner is told by e-mail, the only place that says why they cannot sign in.
 */
export async function decideSignUp(
  context: AppContext,
  actor: SignedInUser,
  userId: number,
  { decision }: SignUpDecision,
  ip: string,
): Promise<CompanyUser> {
  const scope = scopeOf(actor);
  const { user: target } = await getUserProfile(context.db, scope, userId);
  const company = await getCompanyRow(context, scope, target.companyId);
  const isApproved = decision === 'approve';
  await context.db.transaction(async (tx) => {
    const row = await settleAwaitingApproval(tx, scope, userId, isApproved);
    if (!row) throw conflict(NOT_AWAITING_APPROVAL_MESSAGE);
    await sendMail({ db: tx }, signUpDecisionMail(context.config.appUrl, row, company.name, isApproved));
    await recordAudit(tx, {
      action: isApproved ? 'user.sign_up_approve' : 'user.sign_up_reject',
      entity: 'user',
      entityId: userId,
      companyId: target.companyId,
      actorUserId: actor.id,
      ip,
    });
  });
  const updated = await getUserProfile(context.db, scope, userId);
  const [companyUser] = await toCompanyUsers(context.db, scope, [updated]);
  if (!companyUser) throw userNotFound();
  return companyUser;
}
