import {
  PASSWORD_RESET_SENT_MESSAGE,
  type passwordChangeSchema,
  type passwordResetConfirmSchema,
  RESET_TOKEN_TTL_MINUTES,
  SSO_ONLY_PASSWORD_MESSAGE,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearRateLimit, countRateLimitHit, reserveRateLimitHits } from '../../lib/rate-limit';
import { type ClientInfo, revokeSessionsOfUser } from '../../lib/sessions';
import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE, scopeOf } from '../../lib/tenant-scope';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { type MailMessage, sendOneOfMails } from '../mail/service';
import {
  consumePasswordResetToken,
  expirePasswordLinksOfUser,
  findUsablePasswordResetToken,
  insertPasswordResetTokenForEmail,
} from '../password-links/service';
import { refusesPasswordOf } from '../single-sign-on/settings-service';
import { updateUserPassword } from '../users/service';
import { findCredentialsByEmail, findCredentialsById } from './repository';

const INVALID_RESET_LINK_MESSAGE =
  'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.';
const WRONG_CURRENT_PASSWORD_MESSAGE = 'La contraseña actual no es correcta.';
const RESET_MAIL_SUBJECT = 'Restablece tu contraseña de Travesía';

/**
 * Always answers the same message (202) after the same work, whether or not the e-mail belongs to anyone
 * (decision 036): an address without an active account is mailed too, that no account has it; both mails are
 * rendered on every path and one outbox row and one token row are written (the token for nobody when no active
 * account has the address). Nothing is refused, so nobody can stop an address's owner from resetting: the limits only
 * decide, silently and by the counters alone, whether a mail goes out.
 */
export async function requestPasswordReset(
  context: Pick<AppContext, 'db' | 'config'>,
  email: string,
  client: ClientInfo,
): Promise<{ message: string }> {
  const { db, config } = context;
  const limits = config.rateLimits;
  const fromAddress = await countRateLimitHit(db, limits.passwordResetPerIp, client.ip);
  const forEmail = await countRateLimitHit(db, limits.passwordResetPerEmail, email);
  // At most `max` mails an hour to an address, and from an address past its own bound only the hour's first. A
  // request that mails nothing always finds that first mail in the inbox with its link still valid: the window
  // is no longer than a link lives (config.ts).
  const isWithinAddressBound = fromAddress.count <= limits.passwordResetPerIp.max || forEmail.count === 1;
  const isMailed = forEmail.count <= limits.passwordResetPerEmail.max && isWithinAddressBound;
  const token = generateToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
  const account = await findCredentialsByEmail(db, PLATFORM_SCOPE, email);
  const recipient = account?.isActive && account.isCompanyActive ? account : undefined;
  const resetLink = resetLinkMail(config.appUrl, recipient ?? { email, firstName: '' }, token);
  const noActiveAccount = noActiveAccountMail(config.appUrl, email);
  await db.transaction(async (tx) => {
    await insertPasswordResetTokenForEmail(tx, { tokenHash: hashToken(token), email, expiresAt, isMailed });
    await sendOneOfMails(
      { ...context, db: tx },
      recipient
        ? { chosen: resetLink, other: noActiveAccount, isSent: isMailed }
        : { chosen: noActiveAccount, other: resetLink, isSent: isMailed },
    );
    // An address without an account is kept too: repeated requests for unknown addresses show probing.
    await recordAudit(tx, {
      action: 'auth.password_reset_request',
      entity: 'user',
      entityId: recipient?.id ?? email,
      companyId: recipient?.companyId ?? null,
      actorUserId: recipient?.id ?? null,
      details: { mailed: isMailed },
      ip: client.ip,
    });
  });
  return { message: PASSWORD_RESET_SENT_MESSAGE };
}

function resetLinkMail(
  appUrl: string,
  recipient: { email: string; firstName: string },
  token: string,
): MailMessage {
  return {
    to: recipient.email,
    subject: RESET_MAIL_SUBJECT,
    text: [
      `Hola, ${recipient.firstName}:`,
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Travesía. ' +
        `Para elegir una nueva, abre el enlace de abajo; vence en ${RESET_TOKEN_TTL_MINUTES} minutos y sirve una sola vez.`,
    ].join('\n\n'),
    actions: [
      {
        label: 'Elegir una contraseña nueva',
        url: `${appUrl}/restore-pass?token=${encodeURIComponent(token)}`,
      },
    ],
    closing: [
      'Si no fuiste tú, ignora este correo: tu contraseña seguirá siendo la misma.',
      'Equipo Travesía',
    ].join('\n\n'),
  };
}

/** Tells the mailbox that no active account has its address (a mistyped address, or a deactivated account). */
function noActiveAccountMail(appUrl: string, email: string): MailMessage {
  return {
    to: email,
    subject: RESET_MAIL_SUBJECT,
    text: [
      'Hola:',
      'Recibimos una solicitud para restablecer la contraseña de Travesía de este correo, pero ninguna cuenta activa ' +
        'lo usa. Si tienes una cuenta con otro correo, pide el enlace con ese; si tu cuenta fue desactivada, ' +
        'habla con el administrador de Travesía de tu empresa.',
    ].join('\n\n'),
    actions: [{ label: 'Pedir el enlace con otro correo', url: `${appUrl}/restore-pass` }],
    closing: ['Si no fuiste tú, ignora este correo: nadie puede entrar con él.', 'Equipo Travesía'].join(
      '\n\n',
    ),
  };
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
    // A link mailed to an address of a «solo SSO» domain sets no password; it stays unspent (the throw rolls back).
    if (account && (await refusesPasswordOf(tx, account))) throw badRequest(SSO_ONLY_PASSWORD_MESSAGE);
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
