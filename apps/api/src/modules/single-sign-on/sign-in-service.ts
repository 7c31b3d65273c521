import {
  ERROR_CODES,
  emailDomainOf,
  SIGN_IN_BUTTON_LABELS,
  type SingleSignOnOffer,
  SSO_ERROR_FRAGMENT,
  SSO_REFUSALS,
  SSO_RETURN_PATH,
  type singleSignOnStartSchema,
} from '@travesia/domain';
import * as openIdClient from 'openid-client';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { consumeDistinctRateLimit } from '../../lib/rate-limit';
import { generateToken, hashToken } from '../../lib/tokens';
import { type ClientInfo, findSignInAccount } from '../auth/service';
import {
  type AttemptRow,
  deleteStaleAttempts,
  findAttempt,
  insertAttempt,
  recordAttemptOutcome,
  spendAttemptState,
} from './attempt-repository';
import { openIdAuthorizationUrl, takeOpenIdAnswer } from './openid';
import { auditRefusal, SingleSignOnRefused } from './refusal';
import { samlAuthorizationUrl, takeSamlAnswer } from './saml';
import {
  findCompanyOfAddress,
  findProviderOfCompany,
  type ProviderSettings,
  serviceProviderUrls,
} from './settings-service';
import type { VouchedIdentity } from './vouched-identity';

/** From the button to the provider's answer. */
const ATTEMPT_TTL_MS = 10 * 60_000;
/** From the provider's answer to the return page taking the session over. */
const HANDOFF_TTL_MS = 2 * 60_000;
/** A first sign-in that creates the account leaves time to type the documento and the phone. */
const DETAILS_TTL_MS = 15 * 60_000;

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
  await consumeDistinctRateLimit(db, config.rateLimits.ssoDiscoveryPerIp, ip, emailDomainOf(email));
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
      context.db,
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
  // The company a refusal is audited under comes from a stored attempt, never from the address alone: anybody
  // may post to the ACS of a company that does not exist.
  let auditedCompanyId = attempt?.companyId ?? null;
  try {
    if (!attempt || attempt.protocol !== protocol) {
      const earlier = state === '' ? undefined : await findAttempt(db, stateHash);
      auditedCompanyId = earlier?.companyId ?? null;
      throw new SingleSignOnRefused(
        'expired',
        earlier
          ? 'the state was already used or expired (replay or late answer)'
          : `unknown state${expectedCompanyId === undefined ? '' : ` posted for company ${expectedCompanyId}`}`,
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
    await auditRefusal(context.db, { companyId: auditedCompanyId, protocol }, error, client.ip);
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
  if (!provider.domains.includes(emailDomainOf(identity.email))) {
    throw new SingleSignOnRefused('other_domain', `${emailDomainOf(identity.email)} is not a covered domain`);
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
