import {
  DOCUMENTO_TAKEN_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  ERROR_CODES,
  type SessionResponse,
  SIGN_IN_BUTTON_LABELS,
  type SingleSignOnExchangeResult,
  type SingleSignOnOffer,
  type SingleSignOnRefusal,
  SSO_ERROR_FRAGMENT,
  SSO_REFUSALS,
  SSO_RETURN_PATH,
  type singleSignOnCompleteSchema,
  type singleSignOnStartSchema,
} from '@travesia/domain';
import * as openIdClient from 'openid-client';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword } from '../../lib/passwords';
import { consumeDistinctRateLimit } from '../../lib/rate-limit';
import { PLATFORM_SCOPE } from '../../lib/tenant-scope';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { type ClientInfo, findSignInAccount, openSession } from '../auth/service';
import { getAdminUserById, insertUser } from '../users/service';
import {
  type AttemptRow,
  deleteStaleAttempts,
  findAttempt,
  findAttemptByHandoff,
  finishAttempt,
  insertAttempt,
  recordAttemptOutcome,
  spendAttemptState,
} from './attempt-repository';
import { openIdAuthorizationUrl, takeOpenIdAnswer, type VouchedIdentity } from './openid';
import { SingleSignOnRefused } from './refusal';
import { samlAuthorizationUrl, takeSamlAnswer } from './saml';
import {
  findCompanyOfAddress,
  findProviderOfCompany,
  type ProviderSettings,
  serviceProviderUrls,
} from './settings-service';

/** From the button to the provider's answer. */
const ATTEMPT_TTL_MS = 10 * 60_000;
/** From the provider's answer to the return page taking the session over. */
const HANDOFF_TTL_MS = 2 * 60_000;
/** A first sign-in that creates the account leaves time to type the documento and the phone. */
const DETAILS_TTL_MS = 15 * 60_000;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

function offerOf(provider: ProviderSettings | undefined): SingleSignOnOffer {
  return provider
    ? { sso: { buttonLabel: SIGN_IN_BUTTON_LABELS[provider.method], ssoOnly: provider.ssoOnly } }
    : { sso: null };
}

/**
 * What the sign-in page offers for a typed address. Domains, not addresses, are counted per IP (a few dozen an
 * hour; an office typing its one domain all day counts once), so walking a list of domains does not get far.
 */
export async function discoverSingleSignOn(
  context: AppContext,
  email: string,
  ip: string,
): Promise<SingleSignOnOffer> {
  const { db, config } = context;
  await consumeDistinctRateLimit(db, config.rateLimits.ssoDiscoveryPerIp, ip, domainOf(email));
  const companyId = await findCompanyOfAddress(db, email);
  return offerOf(companyId === undefined ? undefined : await findProviderOfCompany(context, companyId));
}

/** What /login/:idcompany offers; counted like the page's branding (the same companies per IP, once each). */
export async function getCompanySingleSignOn(
  context: AppContext,
  companyId: number,
  ip: string,
): Promise<SingleSignOnOffer> {
  await consumeDistinctRateLimit(context.db, context.config.rateLimits.brandingPerIp, ip, String(companyId));
  return offerOf(await findProviderOfCompany(context, companyId));
}

type StartInput = z.output<typeof singleSignOnStartSchema>;

/**
 * Starts a sign-in through the company's provider: stores the attempt (hashes of the state and of the browser's
 * cookie, the nonce, the sealed PKCE verifier or the AuthnRequest's ID) and answers where the browser goes.
 */
export async function startSingleSignOn(
  context: AppContext,
  input: StartInput,
  browserSecret: string,
): Promise<{ redirectUrl: string }> {
  const { db, config } = context;
  const companyId =
    input.companyId ?? (input.email ? await findCompanyOfAddress(db, input.email) : undefined);
  const provider = companyId === undefined ? undefined : await findProviderOfCompany(context, companyId);
  if (!provider) throw badRequest(SSO_REFUSALS.not_configured);
  const state = generateToken();
  const now = new Date();
  const attempt = {
    stateHash: hashToken(state),
    companyId: provider.companyId,
    protocol: provider.protocol,
    browserHash: hashToken(browserSecret),
    returnPath: input.returnTo,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  };
  let redirectUrl: string;
  try {
    if (provider.protocol === 'oidc') {
      if (!provider.openId)
        throw new SingleSignOnRefused('not_configured', 'the client secret does not open');
      const nonce = openIdClient.randomNonce();
      const codeVerifier = openIdClient.randomPKCECodeVerifier();
      redirectUrl = await openIdAuthorizationUrl(provider.openId, config.singleSignOn, {
        state,
        nonce,
        codeVerifier,
        redirectUri: serviceProviderUrls(config.appUrl, provider.companyId).oidcRedirectUri,
        loginHint: input.email,
      });
      await insertAttempt(db, {
        ...attempt,
        nonce,
        codeVerifierSealed: context.secretBox.seal(codeVerifier, verifierContext(attempt.stateHash)),
      });
    } else {
      const request = await samlAuthorizationUrl(
        provider.saml,
        samlServiceProvider(context, provider.companyId),
        state,
        ATTEMPT_TTL_MS,
      );
      redirectUrl = request.url;
      await insertAttempt(db, { ...attempt, samlRequestId: request.requestId });
    }
  } catch (error) {
    if (!(error instanceof SingleSignOnRefused)) throw error;
    await auditRefusal(
      context,
      { companyId: provider.companyId, protocol: provider.protocol },
      error,
      undefined,
    );
    throw error.refusal === 'provider_unreachable'
      ? new AppError(502, ERROR_CODES.internal, SSO_REFUSALS.provider_unreachable)
      : badRequest(SSO_REFUSALS.not_configured);
  }
  await deleteStaleAttempts(db, now);
  return { redirectUrl };
}

const verifierContext = (stateHash: string) => `single-sign-on:${stateHash}:pkce`;

function samlServiceProvider(context: AppContext, companyId: number) {
  const urls = serviceProviderUrls(context.config.appUrl, companyId);
  return { entityId: urls.samlEntityId, acsUrl: urls.samlAcsUrl };
}

/** Where the browser goes after the provider answered: the return page with a handoff code, or back with a refusal. */
type Destination = string;

/** GET /api/auth/sso/oidc/callback: the provider's answer, taken once. */
export async function takeOpenIdCallback(
  context: AppContext,
  callbackUrl: URL,
  client: ClientInfo,
): Promise<Destination> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  return takeAnswer(context, state, 'oidc', undefined, client, async (attempt, provider) => {
    if (provider.protocol !== 'oidc' || !provider.openId) {
      throw new SingleSignOnRefused('not_configured', 'the company no longer signs in with OpenID Connect');
    }
    const codeVerifier = attempt.codeVerifierSealed
      ? context.secretBox.open(attempt.codeVerifierSealed, verifierContext(attempt.stateHash))
      : undefined;
    if (!codeVerifier || !attempt.nonce)
      throw new SingleSignOnRefused('expired', 'the PKCE verifier does not open');
    return takeOpenIdAnswer(provider.openId, context.config.singleSignOn, {
      url: callbackUrl,
      redirectUri: serviceProviderUrls(context.config.appUrl, provider.companyId).oidcRedirectUri,
      checks: { state, nonce: attempt.nonce, codeVerifier },
    });
  });
}

/** POST /api/auth/sso/saml/:companyId/acs: the assertion, taken once, for the attempt its RelayState names. */
export function takeSamlPost(
  context: AppContext,
  companyId: number,
  form: { SAMLResponse?: string; RelayState?: string },
  client: ClientInfo,
): Promise<Destination> {
  return takeAnswer(context, form.RelayState ?? '', 'saml', companyId, client, async (attempt, provider) => {
    if (provider.protocol !== 'saml') {
      throw new SingleSignOnRefused('not_configured', 'the company no longer signs in with SAML');
    }
    if (!form.SAMLResponse) throw new SingleSignOnRefused('invalid_response', 'no SAMLResponse');
    return takeSamlAnswer(provider.saml, samlServiceProvider(context, provider.companyId), {
      samlResponse: form.SAMLResponse,
      requestId: attempt.samlRequestId,
      requestedAt: attempt.createdAt,
      requestTtlMs: ATTEMPT_TTL_MS,
    });
  });
}

/**
 * The one way a provider's answer is taken: the state is spent first (so a replay, even of a valid answer, finds it
 * spent), then the protocol's checks, then the rules of the company (domain, account, first sign-in). A refusal is
 * audited and the browser goes back to its sign-in page with the refusal's code; nobody is signed in.
 */
async function takeAnswer(
  context: AppContext,
  state: string,
  protocol: 'oidc' | 'saml',
  expectedCompanyId: number | undefined,
  client: ClientInfo,
  verify: (attempt: AttemptRow, provider: ProviderSettings) => Promise<VouchedIdentity>,
): Promise<Destination> {
  const { db, config } = context;
  const stateHash = hashToken(state);
  const attempt = state === '' ? undefined : await spendAttemptState(db, stateHash, new Date());
  const returnPath = attempt?.returnPath ?? '/login';
  try {
    if (!attempt || attempt.protocol !== protocol) {
      const earlier = state === '' ? undefined : await findAttempt(db, stateHash);
      throw new SingleSignOnRefused(
        'expired',
        earlier ? 'the state was already used or expired (replay or late answer)' : 'unknown state',
      );
    }
    if (expectedCompanyId !== undefined && attempt.companyId !== expectedCompanyId) {
      throw new SingleSignOnRefused('invalid_response', 'the answer came to another company’s ACS');
    }
    const provider = await findProviderOfCompany(context, attempt.companyId);
    if (!provider)
      throw new SingleSignOnRefused('not_configured', 'the company no longer signs in with a provider');
    const identity = await verify(attempt, provider);
    const handoff = generateToken();
    await recordAttemptOutcome(db, stateHash, {
      handoffHash: hashToken(handoff),
      ...(await outcomeOf(context, provider, identity)),
    });
    return `${config.appUrl}${SSO_RETURN_PATH}#code=${handoff}`;
  } catch (error) {
    if (!(error instanceof SingleSignOnRefused)) throw error;
    await auditRefusal(
      context,
      { companyId: attempt?.companyId ?? expectedCompanyId ?? null, protocol },
      error,
      client,
    );
    return `${config.appUrl}${returnPath}#${SSO_ERROR_FRAGMENT}=${error.refusal}`;
  }
}

/**
 * Who gets in: the address must be of a domain the provider covers; an account of the company that is active
 * signs in; no account becomes one (as viajero, once the person adds their documento) only if the company says so.
 */
async function outcomeOf(
  context: AppContext,
  provider: ProviderSettings,
  identity: VouchedIdentity,
): Promise<Pick<AttemptRow, 'handoffExpiresAt' | 'userId' | 'email' | 'firstname' | 'lastName'>> {
  if (!provider.domains.includes(domainOf(identity.email))) {
    throw new SingleSignOnRefused('other_domain', `${domainOf(identity.email)} is not a covered domain`);
  }
  const account = await findSignInAccount(context.db, identity.email);
  const now = Date.now();
  if (account) {
    if (account.companyId !== provider.companyId) {
      throw new SingleSignOnRefused(
        'other_company',
        `user ${account.id} belongs to company ${account.companyId}`,
      );
    }
    if (!account.isActive || !account.isCompanyActive) {
      throw new SingleSignOnRefused('inactive_account', `user ${account.id} is inactive`);
    }
    return {
      handoffExpiresAt: new Date(now + HANDOFF_TTL_MS),
      userId: account.id,
      email: identity.email,
      firstname: null,
      lastName: null,
    };
  }
  if (provider.firstSignIn !== 'create_traveller') {
    throw new SingleSignOnRefused('no_account', 'no account and the company creates none');
  }
  return {
    handoffExpiresAt: new Date(now + DETAILS_TTL_MS),
    userId: null,
    email: identity.email,
    firstname: identity.firstname,
    lastName: identity.lastName,
  };
}

async function auditRefusal(
  context: AppContext,
  attempt: { companyId: number | null; protocol: 'oidc' | 'saml' },
  refused: SingleSignOnRefused,
  client: ClientInfo | undefined,
): Promise<void> {
  await recordAudit(context.db, {
    action: 'auth.sso_refused',
    entity: 'company',
    entityId: attempt.companyId ?? 'unknown',
    companyId: attempt.companyId,
    actorUserId: null,
    details: { protocol: attempt.protocol, refusal: refused.refusal, detail: refused.detail },
    ip: client?.ip,
  });
}

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
      context,
      { companyId: attempt?.companyId ?? null, protocol: attempt?.protocol ?? 'oidc' },
      refused,
      client,
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
  if (provider?.firstSignIn !== 'create_traveller' || !provider.domains.includes(domainOf(attempt.email))) {
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
        firstname: input.firstname,
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
