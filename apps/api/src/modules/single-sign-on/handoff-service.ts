// The return page's side of a sign-in through the company's provider (decision 044): the provider's answer left a
// handoff code behind; only the browser that started may trade it, for a session or, on a first sign-in that
// creates the account, for the account and its session.
import {
  DOCUMENTO_TAKEN_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  emailDomainOf,
  type SessionResponse,
  type SingleSignOnExchangeResult,
  type SingleSignOnRefusal,
  SSO_REFUSALS,
  type singleSignOnCompleteSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword } from '../../lib/passwords';
import { PLATFORM_SCOPE } from '../../lib/tenant-scope';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { type ClientInfo, findSignInAccount, openSession } from '../auth/service';
import { getAdminUserById, insertUser } from '../users/service';
import { type AttemptRow, findAttemptByHandoff, finishAttempt } from './attempt-repository';
import { auditRefusal, SingleSignOnRefused } from './refusal';
import { findProviderOfCompany } from './settings-service';

/** A handoff code the return page may still use, for the browser that started, or the refusal to answer. */
async function usableHandoff(
  context: AppContext,
  code: string,
  browserSecret: string | undefined,
  client: ClientInfo,
): Promise<AttemptRow> {
  const attempt = await findAttemptByHandoff(context.db, hashToken(code));
  const refuse = async (refusal: SingleSignOnRefusal, detail: string): Promise<never> => {
    const refused = new SingleSignOnRefused(refusal, detail);
    await auditRefusal(
      context.db,
      { companyId: attempt?.companyId ?? null, protocol: attempt?.protocol ?? 'oidc' },
      refused,
      client.ip,
    );
    throw refusal === 'other_browser'
      ? forbidden(SSO_REFUSALS.other_browser)
      : badRequest(SSO_REFUSALS[refusal]);
  };
  if (!attempt?.handoffExpiresAt || attempt.finishedAt || attempt.handoffExpiresAt <= new Date()) {
    return refuse(
      'expired',
      attempt ? 'the handoff code was already used or expired' : 'unknown handoff code',
    );
  }
  if (!browserSecret || hashToken(browserSecret) !== attempt.browserHash) {
    return refuse('other_browser', 'the handoff code came from a browser that did not start the sign-in');
  }
  return attempt;
}

/**
 * POST /api/auth/sso/exchange: the return page trades the handoff code (with the browser's cookie) for a session
 * of the product's own; a first sign-in that creates the account answers what the person must add instead.
 */
export async function exchangeHandoff(
  context: AppContext,
  code: string,
  browserSecret: string | undefined,
  client: ClientInfo,
): Promise<SingleSignOnExchangeResult> {
  const attempt = await usableHandoff(context, code, browserSecret, client);
  if (attempt.userId === null) {
    const provider = await findProviderOfCompany(context, attempt.companyId);
    return {
      needsDetails: true,
      email: attempt.email ?? '',
      firstname: attempt.firstname ?? '',
      last_name: attempt.lastName ?? '',
      companyName: provider?.companyName ?? '',
    };
  }
  const { db } = context;
  const finished = await finishAttempt(
    db,
    { handoffHash: hashToken(code), browserHash: attempt.browserHash },
    new Date(),
  );
  const account = finished?.email ? await findSignInAccount(db, finished.email) : undefined;
  // Deactivated in the seconds since the provider answered: nobody gets in.
  if (
    !finished ||
    !account ||
    account.id !== finished.userId ||
    !account.isActive ||
    !account.isCompanyActive
  ) {
    throw badRequest(SSO_REFUSALS.expired);
  }
  const token = await openSession(context, account, client);
  await auditSignIn(context, account, finished.protocol, client);
  return { token, user: await getAdminUserById(db, PLATFORM_SCOPE, account.id) };
}

async function auditSignIn(
  context: AppContext,
  account: { id: number; companyId: number },
  protocol: 'oidc' | 'saml',
  client: ClientInfo,
): Promise<void> {
  await recordAudit(context.db, {
    action: 'auth.login',
    entity: 'user',
    entityId: account.id,
    companyId: account.companyId,
    actorUserId: account.id,
    details: { via: protocol },
    ip: client.ip,
  });
}

type CompleteInput = z.output<typeof singleSignOnCompleteSchema>;

/**
 * POST /api/auth/sso/complete: a first sign-in creates the account — a viajero of the company, active, marked as
 * joined through the provider, with no usable password — and opens its session, all in one transaction that also
 * spends the handoff code. The company must still create accounts on first sign-in.
 */
export async function completeFirstSignIn(
  context: AppContext,
  input: CompleteInput,
  browserSecret: string | undefined,
  client: ClientInfo,
): Promise<SessionResponse> {
  const attempt = await usableHandoff(context, input.code, browserSecret, client);
  const provider = await findProviderOfCompany(context, attempt.companyId);
  if (attempt.userId !== null || !attempt.email) throw badRequest(SSO_REFUSALS.expired);
  if (
    provider?.firstSignIn !== 'create_traveller' ||
    !provider.domains.includes(emailDomainOf(attempt.email))
  ) {
    throw badRequest(SSO_REFUSALS.no_account);
  }
  const email = attempt.email;
  // A hash of a password nobody knows: the column needs one, and a guess costs what a real one does.
  const passwordHash = await hashPassword(generateToken());
  const account = { companyId: attempt.companyId };
  const { userId, token } = await context.db
    .transaction(async (tx) => {
      const finished = await finishAttempt(
        tx,
        { handoffHash: hashToken(input.code), browserHash: attempt.browserHash },
        new Date(),
      );
      if (!finished) throw badRequest(SSO_REFUSALS.expired);
      const user = await insertUser(tx, {
        companyId: attempt.companyId,
        documento: input.documento,
        firstName: input.firstname,
        lastName: input.last_name,
        email,
        phone: input.phone,
        role: 'viajero',
        passwordHash,
        signupVia: 'single_sign_on',
      });
      await recordAudit(tx, {
        action: 'auth.register',
        entity: 'user',
        entityId: user.id,
        companyId: attempt.companyId,
        actorUserId: user.id,
        details: { via: 'single_sign_on', protocol: attempt.protocol },
        ip: client.ip,
      });
      const session = await openSession({ ...context, db: tx }, { ...account, id: user.id }, client);
      return { userId: user.id, token: session };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN_MESSAGE);
      if (isUniqueViolation(error, 'users_company_documento_key')) throw conflict(DOCUMENTO_TAKEN_MESSAGE);
      throw error;
    });
  await auditSignIn(context, { ...account, id: userId }, attempt.protocol, client);
  return { token, user: await getAdminUserById(context.db, PLATFORM_SCOPE, userId) };
}
