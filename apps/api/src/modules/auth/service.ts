import {
  INVALID_CREDENTIALS_MESSAGE,
  type loginRequestSchema,
  type registerRequestSchema,
  type SessionResponse,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, unauthenticated } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from '../../lib/passwords';
import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE } from '../../lib/tenant-scope';
import { generateToken, hashToken } from '../../lib/tokens';
import { clearRateLimit, consumeRateLimit } from '../../plugins/rate-limit';
import { recordAudit } from '../audit/service';
import { findSignUpCompany } from '../companies/service';
import { getAdminUserById } from '../users/service';
import {
  findCredentialsByEmail,
  findSessionUser,
  insertSession,
  insertUser,
  revokeSession,
} from './repository';

/** Where a request comes from; stored on sessions and audit entries. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const DUPLICATE_EMAIL_MESSAGE = 'Ya existe una cuenta con este correo electrónico.';
const DUPLICATE_DOCUMENTO_MESSAGE = 'Ya existe un usuario con este número de documento en tu empresa.';

type LoginInput = z.output<typeof loginRequestSchema>;
type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * Unknown e-mail, wrong password, inactive user and inactive company all answer the same message after the
 * same password work, so the answer reveals nothing about which accounts exist.
 */
export async function logIn(
  context: AppContext,
  input: LoginInput,
  client: ClientInfo,
): Promise<SessionResponse> {
  const { db, config } = context;
  await consumeRateLimit(db, config.rateLimits.loginPerIp, client.ip);
  // Every attempt counts against the account; a successful one clears it, so only failures add up.
  await consumeRateLimit(db, config.rateLimits.loginPerAccount, input.email);
  const account = await findCredentialsByEmail(db, PLATFORM_SCOPE, input.email);
  const isPasswordRight = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDummyHash(input.password);
  if (!account || !isPasswordRight || !account.isActive || !account.isCompanyActive) {
    throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
  }
  await clearRateLimit(db, config.rateLimits.loginPerAccount, input.email);
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

export async function register(
  context: AppContext,
  input: RegisterInput,
  client: ClientInfo,
): Promise<SessionResponse> {
  const { db, config } = context;
  await consumeRateLimit(db, config.rateLimits.registerPerIp, client.ip);
  const company = await findSignUpCompany(context, input);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    companyId: company.id,
    documento: input.documento,
    firstname: input.firstname,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    role: 'viajero',
    passwordHash,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    if (isUniqueViolation(error, 'users_company_documento_key')) throw conflict(DUPLICATE_DOCUMENTO_MESSAGE);
    throw error;
  });
  const account = { id: user.id, companyId: company.id };
  const token = await openSession(context, account, client);
  await recordAudit(db, {
    action: 'auth.register',
    entity: 'user',
    entityId: user.id,
    companyId: company.id,
    actorUserId: user.id,
    details: { via: input.invitationCode ? 'invitation_code' : 'email_domain' },
    ip: client.ip,
  });
  return { token, user: await getAdminUserById(db, PLATFORM_SCOPE, user.id) };
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

/** The signed-in user behind a bearer token, or undefined when it is unknown, expired or revoked. */
export async function authenticateToken(
  context: AppContext,
  token: string,
): Promise<SignedInUser | undefined> {
  const tokenHash = hashToken(token);
  const user = await findSessionUser(context.db, tokenHash, new Date());
  return user ? { ...user, tokenHash } : undefined;
}

async function openSession(
  context: AppContext,
  account: { id: number; companyId: number },
  client: ClientInfo,
): Promise<string> {
  const token = generateToken();
  await insertSession(context.db, {
    tokenHash: hashToken(token),
    userId: account.id,
    companyId: account.companyId,
    expiresAt: new Date(Date.now() + context.config.sessionTtlHours * 3_600_000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  return token;
}
