import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor } from '@travesia/db';
import {
  DOCUMENTO_TAKEN_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  endSentence,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_SIGN_UP_LINK_MESSAGE,
  type loginRequestSchema,
  type registerRequestSchema,
  type SessionResponse,
  SIGN_UP_AWAITING_APPROVAL_MESSAGE,
  SIGN_UP_CONFIRMATION_SENT_MESSAGE,
  SIGN_UP_LINK_TTL_HOURS,
  type SignUpAccepted,
  type SignUpConfirmed,
  SSO_ONLY_PASSWORD_MESSAGE,
  SSO_ONLY_SIGN_UP_MESSAGE,
  type signUpConfirmSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, unauthenticated } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from '../../lib/passwords';
import {
  clearRateLimit,
  consumeRateLimit,
  countRateLimitHit,
  refundRateLimitHit,
} from '../../lib/rate-limit';
import { type ClientInfo, revokeSession, openSession as storeSession } from '../../lib/sessions';
import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE } from '../../lib/tenant-scope';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { acceptConfirmedSignUp, findSignUpCompany, type SignUpTarget } from '../companies/service';
import { type MailMessage, sendMail } from '../mail/service';
import {
  consumePendingSignUp,
  expirePendingSignUpsOfEmail,
  hasUsablePendingSignUp,
  insertPendingSignUp,
} from '../password-links/service';
import { refusesPasswordOf } from '../single-sign-on/settings-service';
import { findTakenDocumentos, getAdminUserById, insertUser } from '../users/service';
import { loginPauseMs } from './login-throttle';
import { type CredentialsRow, findCredentialsByEmail } from './repository';

export type { ClientInfo } from '../../lib/sessions';

/** What a refused sign-up looks up and expires in place of a company and an address: nothing has them. */
const NO_COMPANY_ID = 0;
const NO_ADDRESS = '';

type LoginInput = z.output<typeof loginRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;
type SignUpConfirmInput = z.output<typeof signUpConfirmSchema>;

/** The account of the e-mail if the password is its own; an unknown e-mail costs the same password work. */
async function findAccountOfPassword(
  context: AppContext,
  input: LoginInput,
): Promise<CredentialsRow | undefined> {
  const account = await findCredentialsByEmail(context.db, PLATFORM_SCOPE, input.email);
  if (!account) {
    await verifyAgainstDummyHash(input.password);
    return undefined;
  }
  return (await verifyPassword(account.passwordHash, input.password)) ? account : undefined;
}

/**
 * Unknown e-mail, wrong password, inactive user and inactive company all answer the same message after the
 * same password work, so the answer reveals nothing about which accounts exist.
 *
 * Nothing is refused (decision 036): every attempt counts before its password is checked, per IP, per account
 * and per account from one IP, and waits what those counts ask for (`loginPauseMs`). A right password gives its
 * attempt back, so only failures stay counted and an office behind one address signing in is never slowed; a
 * right password always gets in, after a pause only if somebody is failing on that account or from that address.
 */
export async function logIn(
  context: AppContext,
  input: LoginInput,
  client: ClientInfo,
): Promise<SessionResponse> {
  const { db, config } = context;
  const limits = config.rateLimits;
  const accountAtAddress = `${input.email}|${client.ip}`;
  const fromAddress = await countRateLimitHit(db, limits.loginPerIp, client.ip);
  const onAccountFromAddress = await countRateLimitHit(db, limits.loginPerAccountAndIp, accountAtAddress);
  const onAccount = await countRateLimitHit(db, limits.loginPerAccount, input.email);
  const running = await countRateLimitHit(db, limits.loginRunningPerAccountAndIp, accountAtAddress);
  let account: CredentialsRow | undefined;
  try {
    await sleep(
      loginPauseMs(
        {
          onAccount: onAccount.count,
          fromAddress: fromAddress.count,
          onAccountFromAddress: onAccountFromAddress.count,
          runningOnAccountFromAddress: running.count,
        },
        {
          account: limits.loginPerAccount.max,
          address: limits.loginPerIp.max,
          accountAtAddress: limits.loginPerAccountAndIp.max,
        },
      ),
    );
    account = await findAccountOfPassword(context, input);
  } finally {
    await refundRateLimitHit(db, limits.loginRunningPerAccountAndIp, accountAtAddress);
  }
  if (!account?.isActive || !account.isCompanyActive) throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
  // Told only to whoever knows the password, so it says nothing about which accounts exist; it stays a failure.
  if (await refusesPasswordOf(db, account)) throw unauthenticated(SSO_ONLY_PASSWORD_MESSAGE);
  await refundRateLimitHit(db, limits.loginPerIp, client.ip);
  await clearRateLimit(db, limits.loginPerAccountAndIp, accountAtAddress);
  // Only this attempt is given back: the owner signing in must not reset an attacker's slowdown.
  await refundRateLimitHit(db, limits.loginPerAccount, input.email);
  const token = await openSession(context, account, client);
  await recordAudit(db, {
    action: 'auth.login',
    entity: 'user',
    entityId: account.id,
    companyId: account.companyId,
    actorUserId: account.id,
    ip: client.ip,
  });
  return { token, user: await getAdminUserById(db, PLATFORM_SCOPE, account.id) };
}

/**
 * A sign-up never opens a session and stores no password: it e-mails a single-use link, whose holder chooses the
 * password and only then gets the account (`confirmSignUp`, decision 035). The answer is the same whether the
 * address is new, already has an account, its documento is taken or its invitation code lets nobody in; only the
 * mailbox's owner is told which, so the answer never tells who works where nor which codes are real. A known and a
 * new address, and a wrong and a right code, run the same statements (a pending sign-up, one e-mail, one audit
 * entry): only the new address's e-mail carries the link, so the other pending rows can only expire.
 */
export async function register(
  context: AppContext,
  input: RegisterInput,
  client: ClientInfo,
): Promise<SignUpAccepted> {
  const { db, config } = context;
  await consumeRateLimit(db, config.rateLimits.registerPerIp, client.ip);
  // By the domain alone, before anything about the address is looked up: the sign-in page says as much.
  if (await refusesPasswordOf(db, { id: null, email: input.email }))
    throw badRequest(SSO_ONLY_SIGN_UP_MESSAGE);
  const target = await findSignUpCompany(context, input);
  // A code that lets nobody in does the same work as a good one (decision 061): its pending row has no company and
  // its token is never mailed, so it can only expire; only the words of the e-mail differ.
  const accepted = 'refusedCode' in target ? null : target;
  const company = accepted?.company ?? null;
  const via = accepted?.via ?? 'invitation_code';
  const token = generateToken();
  const existing = await findCredentialsByEmail(db, PLATFORM_SCOPE, input.email);
  const isDocumentoTaken =
    (await findTakenDocumentos(db, PLATFORM_SCOPE, company?.id ?? NO_COMPANY_ID, [input.documento])).size > 0;
  const answer = signUpAnswer(config.appUrl, input, { target, existing, isDocumentoTaken, token });
  const now = new Date();
  await db.transaction(async (tx) => {
    // Only a sign-up that mails a link replaces the address's older ones: a refused code must not void them.
    await expirePendingSignUpsOfEmail(tx, company ? input.email : NO_ADDRESS, now);
    await insertPendingSignUp(tx, {
      tokenHash: hashToken(token),
      companyId: company?.id ?? null,
      email: input.email,
      documento: input.documento,
      firstName: input.firstname,
      lastName: input.last_name,
      phone: input.phone,
      via,
      invitationCode: accepted?.invitationCode ?? null,
      expiresAt: new Date(now.getTime() + SIGN_UP_LINK_TTL_HOURS * 3_600_000),
    });
    await sendMail({ ...context, db: tx }, answer.mail);
    await recordAudit(tx, {
      action: 'auth.register_request',
      entity: 'user',
      entityId: (company && existing?.id) || input.email,
      companyId: company?.id ?? null,
      actorUserId: null,
      details: { via, outcome: answer.outcome },
      ip: client.ip,
    });
  });
  return { message: SIGN_UP_CONFIRMATION_SENT_MESSAGE };
}

/**
 * Follows the e-mailed link with the password its holder chose: spends the link, creates the account (a
 * traveller of the company, marked with how they signed up) and signs the person in. The company must still
 * accept the sign-up (acceptConfirmedSignUp); an account made with the invitation code may instead wait,
 * inactive, for an administrator's approval, and then no session is opened.
 */
export async function confirmSignUp(
  context: AppContext,
  input: SignUpConfirmInput,
  client: ClientInfo,
): Promise<SignUpConfirmed> {
  const { db } = context;
  const tokenHash = hashToken(input.token);
  // Checked before hashing so a bad link fails fast; checked again atomically when spending it.
  if (!(await hasUsablePendingSignUp(db, tokenHash, new Date()))) {
    throw badRequest(INVALID_SIGN_UP_LINK_MESSAGE);
  }
  const passwordHash = await hashPassword(input.password);
  const { userId, sessionToken } = await db
    .transaction(async (tx) => {
      const spent = await consumePendingSignUp(tx, tokenHash, new Date());
      // No company: a sign-up whose code let nobody in, stored only to do a good one's work; never mailed.
      if (spent?.companyId == null) throw badRequest(INVALID_SIGN_UP_LINK_MESSAGE);
      const pending = { ...spent, companyId: spent.companyId };
      // The domain may have turned «solo SSO» since the link was sent; the link stays unspent.
      if (await refusesPasswordOf(tx, { id: null, email: pending.email })) {
        throw badRequest(SSO_ONLY_SIGN_UP_MESSAGE);
      }
      const { needsApproval } = await acceptConfirmedSignUp({ ...context, db: tx }, pending);
      const user = await insertUser(tx, {
        companyId: pending.companyId,
        documento: pending.documento,
        firstName: pending.firstName,
        lastName: pending.lastName,
        email: pending.email,
        phone: pending.phone,
        role: 'viajero',
        passwordHash,
        signupVia: pending.via,
        isActive: !needsApproval,
        awaitingApproval: needsApproval,
      });
      await recordAudit(tx, {
        action: 'auth.register',
        entity: 'user',
        entityId: user.id,
        companyId: pending.companyId,
        actorUserId: user.id,
        details: { via: pending.via, awaitingApproval: needsApproval },
        ip: client.ip,
      });
      const account = { id: user.id, companyId: pending.companyId };
      return {
        userId: user.id,
        sessionToken: needsApproval ? null : await openSession({ ...context, db: tx }, account, client),
      };
    })
    .catch((error: unknown) => {
      // Someone took the address or documento after the link was sent (an invitation, another sign-up).
      if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN_MESSAGE);
      if (isUniqueViolation(error, 'users_company_documento_key')) throw conflict(DOCUMENTO_TAKEN_MESSAGE);
      throw error;
    });
  if (sessionToken === null) return { awaitingApproval: true, message: SIGN_UP_AWAITING_APPROVAL_MESSAGE };
  return { token: sessionToken, user: await getAdminUserById(db, PLATFORM_SCOPE, userId) };
}

/** What a sign-up's mailbox is told, and what the audit log calls it, once the facts are known. */
function signUpAnswer(
  appUrl: string,
  input: RegisterInput,
  facts: {
    target: SignUpTarget;
    existing: CredentialsRow | undefined;
    isDocumentoTaken: boolean;
    token: string;
  },
): { mail: MailMessage; outcome: string } {
  const { target, existing } = facts;
  if ('refusedCode' in target) {
    return { mail: codeRefusedMail(appUrl, input), outcome: `code_${target.refusedCode}` };
  }
  if (existing) {
    return {
      mail: existingAccountMail(appUrl, input.email, existing.firstName),
      outcome: 'existing_account',
    };
  }
  if (facts.isDocumentoTaken) {
    return { mail: documentoTakenMail(appUrl, input, target.company.name), outcome: 'documento_taken' };
  }
  return {
    mail: confirmationMail(appUrl, input, target.company.name, facts.token),
    outcome: 'confirmation_sent',
  };
}

function confirmationMail(
  appUrl: string,
  input: RegisterInput,
  companyName: string,
  token: string,
): MailMessage {
  return {
    to: input.email,
    subject: 'Confirma tu cuenta de Travesía',
    text: [
      `Hola, ${input.firstname}:`,
      `${endSentence(`Recibimos una solicitud para crear tu cuenta de Travesía en ${companyName}`)} Para confirmar que este ` +
        `correo es tuyo, elegir tu contraseña y activar la cuenta, abre el enlace de abajo; vence en ` +
        `${SIGN_UP_LINK_TTL_HOURS} horas y sirve una sola vez.`,
    ].join('\n\n'),
    actions: [{ label: 'Confirmar mi cuenta', url: `${appUrl}/confirm-signup/${encodeURIComponent(token)}` }],
    closing: ['Si no fuiste tú, ignora este correo: no se creará ninguna cuenta.', 'Equipo Travesía'].join(
      '\n\n',
    ),
  };
}

function existingAccountMail(appUrl: string, email: string, firstName: string): MailMessage {
  return {
    to: email,
    subject: 'Ya tienes una cuenta en Travesía',
    text: [
      `Hola, ${firstName}:`,
      'Alguien intentó crear una cuenta de Travesía con este correo, pero ya tienes una cuenta. ' +
        'No creamos otra ni cambiamos nada en la tuya. Si olvidaste tu contraseña, puedes restablecerla.',
    ].join('\n\n'),
    actions: [
      { label: 'Iniciar sesión', url: `${appUrl}/login` },
      { label: 'Restablecer mi contraseña', url: `${appUrl}/restore-pass`, tone: 'secondary' },
    ],
    closing: ['Si no fuiste tú, ignora este correo.', 'Equipo Travesía'].join('\n\n'),
  };
}

/** What the mailbox gets when the sign-up's invitation code lets nobody in (the answer is the usual one). */
function codeRefusedMail(appUrl: string, input: RegisterInput): MailMessage {
  return {
    to: input.email,
    subject: 'No pudimos crear tu cuenta de Travesía',
    text: [
      `Hola, ${input.firstname}:`,
      'Recibimos una solicitud para crear tu cuenta de Travesía con un código de invitación, pero el código no ' +
        'es válido, ya no está vigente o no sirve con este correo. Pide al administrador de tu empresa el código ' +
        'actual o una invitación por correo.',
    ].join('\n\n'),
    actions: [{ label: 'Registrarme de nuevo', url: `${appUrl}/register` }],
    closing: ['Si no fuiste tú, ignora este correo: no se creó ninguna cuenta.', 'Equipo Travesía'].join(
      '\n\n',
    ),
  };
}

function documentoTakenMail(appUrl: string, input: RegisterInput, companyName: string): MailMessage {
  return {
    to: input.email,
    subject: 'No pudimos crear tu cuenta de Travesía',
    text: [
      `Hola, ${input.firstname}:`,
      `Recibimos una solicitud para crear tu cuenta de Travesía en ${companyName}, pero ya existe un usuario ` +
        'con ese número de documento en la empresa. Si ya tienes una cuenta, inicia sesión con su correo; ' +
        'si no, pide ayuda al administrador de tu empresa.',
    ].join('\n\n'),
    actions: [{ label: 'Iniciar sesión', url: `${appUrl}/login` }],
    closing: ['Si no fuiste tú, ignora este correo.', 'Equipo Travesía'].join('\n\n'),
  };
}

export async function logOut(context: AppContext, user: SignedInUser, client: ClientInfo): Promise<void> {
  await revokeSession(context.db, user.tokenHash);
  await recordAudit(context.db, {
    action: 'auth.logout',
    entity: 'session',
    entityId: user.id,
    companyId: user.companyId,
    actorUserId: user.id,
    ip: client.ip,
  });
}

/**
 * The account an address signs in to, whatever proved who it is: a password here, the company's identity provider
 * in single-sign-on.
 */
export function findSignInAccount(db: Executor, email: string): Promise<CredentialsRow | undefined> {
  return findCredentialsByEmail(db, PLATFORM_SCOPE, email);
}

/** A new session of the product's own (revocable, ended by sign-out), however the person proved who they are. */
export function openSession(
  context: AppContext,
  account: { id: number; companyId: number },
  client: ClientInfo,
): Promise<string> {
  return storeSession(context.db, account, client, context.config.sessionTtlHours);
}
