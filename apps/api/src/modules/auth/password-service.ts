import {
  PASSWORD_RESET_SENT_MESSAGE,
  type passwordChangeSchema,
  type passwordResetConfirmSchema,
  RESET_TOKEN_TTL_MINUTES,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearRateLimit, consumeRateLimit, reserveRateLimitHits } from '../../lib/rate-limit';
import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE, scopeOf } from '../../lib/tenant-scope';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { sendMail } from '../mail/service';
import { updateUserPassword } from '../users/service';
import {
  consumePasswordResetToken,
  findCredentialsByEmail,
  findCredentialsById,
  findUsablePasswordResetToken,
  insertPasswordResetTokenForEmail,
  revokeSessionsOfUser,
} from './repository';
import { type ClientInfo, expirePasswordLinksOfUser } from './service';

const INVALID_RESET_LINK_MESSAGE =
  'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.';
const WRONG_CURRENT_PASSWORD_MESSAGE = 'La contraseña actual no es correcta.';
const RESET_MAIL_SUBJECT = 'Restablece tu contraseña de Travesía';

/**
 * Always answers the same message after the same work, whether or not the e-mail belongs to anyone: the token is
 * made and stored by one statement that finds no account for an unknown address, and the audit entry is written
 * either way, so only the e-mail itself differs (one row in the outbox; delivery happens later).
 */
export async function requestPasswordReset(
  context: AppContext,
  email: string,
  client: ClientInfo,
): Promise<{ message: string }> {
  const { db, config } = context;
  await consumeRateLimit(db, config.rateLimits.passwordResetPerIp, client.ip);
  await consumeRateLimit(db, config.rateLimits.passwordResetPerEmail, email);
  const token = generateToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
  const account = await findCredentialsByEmail(db, PLATFORM_SCOPE, email);
  const recipient = account?.isActive && account.isCompanyActive ? account : undefined;
  await db.transaction(async (tx) => {
    await insertPasswordResetTokenForEmail(tx, { tokenHash: hashToken(token), email, expiresAt });
    if (recipient) {
      await sendMail(
        { ...context, db: tx },
        {
          to: recipient.email,
          subject: RESET_MAIL_SUBJECT,
          text: [
            `Hola, ${recipient.firstname}:`,
            'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Travesía. ' +
              `Para elegir una nueva, abre el enlace de abajo; vence en ${RESET_TOKEN_TTL_MINUTES} minutos y sirve una sola vez.`,
          ].join('\n\n'),
          actions: [
            {
              label: 'Elegir una contraseña nueva',
              url: `${config.appUrl}/restore-pass?token=${encodeURIComponent(token)}`,
            },
          ],
          closing: [
            'Si no fuiste tú, ignora este correo: tu contraseña seguirá siendo la misma.',
            'Equipo Travesía',
          ].join('\n\n'),
        },
      );
    }
    // An address without an account is kept too: repeated requests for unknown addresses show probing.
    await recordAudit(tx, {
      action: 'auth.password_reset_request',
      entity: 'user',
      entityId: recipient?.id ?? email,
      companyId: recipient?.companyId ?? null,
      actorUserId: recipient?.id ?? null,
      ip: client.ip,
    });
  });
  return { message: PASSWORD_RESET_SENT_MESSAGE };
}

/** Sets the new password, spends the token (and every other link of the user) and signs the user out everywhere. */
export async function confirmPasswordReset(
  context: AppContext,
  input: z.output<typeof passwordResetConfirmSchema>,
  client: ClientInfo,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  // Checked before hashing so a bad link fails fast; checked again atomically when spending it.
  if (!(await findUsablePasswordResetToken(context.db, tokenHash, new Date()))) {
    throw badRequest(INVALID_RESET_LINK_MESSAGE);
  }
  const passwordHash = await hashPassword(input.password);
  await context.db.transaction(async (tx) => {
    const now = new Date();
    const spent = await consumePasswordResetToken(tx, tokenHash, now);
    if (!spent) throw badRequest(INVALID_RESET_LINK_MESSAGE);
    const account = await findCredentialsById(tx, PLATFORM_SCOPE, spent.userId);
    await updateUserPassword(tx, spent.userId, passwordHash);
    if (account) await expirePasswordLinksOfUser(tx, account, now);
    await revokeSessionsOfUser(tx, spent.userId);
    await recordAudit(tx, {
      action: 'auth.password_reset',
      entity: 'user',
      entityId: spent.userId,
      companyId: account?.companyId ?? null,
      actorUserId: spent.userId,
      ip: client.ip,
    });
  });
}

/** Changing the password signs the user out of every session, this one included. */
export async function changePassword(
  context: AppContext,
  actor: SignedInUser,
  input: z.output<typeof passwordChangeSchema>,
  client: ClientInfo,
): Promise<void> {
  const { db, config } = context;
  const limit = config.rateLimits.passwordChangePerUser;
  const subject = String(actor.id);
  // Like sign-in: each attempt counts before the password is checked, only wrong ones stay counted, and past the
  // limit no password is even checked.
  await reserveRateLimitHits(db, [[limit, subject]]);
  const account = await findCredentialsById(db, scopeOf(actor), actor.id);
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await clearRateLimit(db, limit, subject);
  const passwordHash = await hashPassword(input.newPassword);
  await context.db.transaction(async (tx) => {
    await updateUserPassword(tx, actor.id, passwordHash);
    // A reset link mailed before the change must not set another password afterwards.
    await expirePasswordLinksOfUser(tx, account, new Date());
    await revokeSessionsOfUser(tx, actor.id);
    await recordAudit(tx, {
      action: 'auth.password_change',
      entity: 'user',
      entityId: actor.id,
      companyId: actor.companyId,
      actorUserId: actor.id,
      ip: client.ip,
    });
  });
}
