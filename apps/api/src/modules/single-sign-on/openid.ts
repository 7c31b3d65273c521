import { createHash } from 'node:crypto';
import type { SingleSignOnMethod } from '@travesia/domain';
import * as client from 'openid-client';
import type { SingleSignOnConfig } from '../../config';
import { SingleSignOnRefused, shortDetail } from './refusal';
import { identityFromClaims, type VouchedIdentity } from './vouched-identity';

/** A company's OpenID provider, as the sign-in needs it (the client secret already opened). */
export interface OpenIdProvider {
  method: Extract<SingleSignOnMethod, `oidc_${string}`>;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Entra ID: the ID token's `tid` must be this directory. */
  tenantId: string | null;
  /** Google Workspace: the ID token's `hd` must be this domain. */
  hostedDomain: string | null;
}

/** Google's issuer is fixed; Entra ID's names the directory; any other provider is known by its issuer URL. */
export function issuerOf(
  method: OpenIdProvider['method'],
  settings: { issuer: string | null; tenantId: string | null },
  config: SingleSignOnConfig,
): string {
  if (method === 'oidc_google') return config.googleIssuer;
  if (method === 'oidc_microsoft')
    return `${config.microsoftLoginUrl}/${settings.tenantId?.toLowerCase()}/v2.0`;
  return settings.issuer ?? '';
}

const DISCOVERY_TTL_MS = 10 * 60_000;
const MAX_CACHED = 200;
/**
 * Discovered provider configurations, per issuer, client and secret: a cache (every process discovers again when
 * it has none), so a burst of sign-ins does not fetch the provider's metadata once each.
 */
const discovered = new Map<string, { expiresAt: number; configuration: Promise<client.Configuration> }>();

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** client_secret_basic where the provider offers it (the standard's default), otherwise client_secret_post. */
function clientSecretAuth(secret: string): client.ClientAuth {
  return (server, metadata, body, headers) => {
    const methods = server.token_endpoint_auth_methods_supported;
    const auth =
      methods === undefined || methods.includes('client_secret_basic')
        ? client.ClientSecretBasic(secret)
        : client.ClientSecretPost(secret);
    auth(server, metadata, body, headers);
  };
}

function discover(provider: OpenIdProvider, config: SingleSignOnConfig): Promise<client.Configuration> {
  const key = createHash('sha256')
    .update(JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]))
    .digest('hex');
  const now = Date.now();
  const cached = discovered.get(key);
  if (cached && cached.expiresAt > now) return unreachableWhenFailed(cached.configuration);
  const issuer = new URL(provider.issuer);
  const isPlainHttp = issuer.protocol === 'http:';
  if (isPlainHttp && !(config.allowsLoopbackHttp && isLoopback(issuer))) {
    return Promise.reject(new SingleSignOnRefused('not_configured', `plain http issuer ${provider.issuer}`));
  }
  const configuration = client.discovery(
    issuer,
    provider.clientId,
    undefined,
    clientSecretAuth(provider.clientSecret),
    {
      // The ID token's signature is checked against the provider's keys too, not only trusted for having come over
      // TLS from the token endpoint (which the standard allows): a token altered on the way is refused.
      execute: isPlainHttp
        ? [client.enableNonRepudiationChecks, client.allowInsecureRequests]
        : [client.enableNonRepudiationChecks],
      timeout: Math.ceil(config.providerTimeoutMs / 1000),
    },
  );
  if (discovered.size >= MAX_CACHED) discovered.clear();
  discovered.set(key, { expiresAt: now + DISCOVERY_TTL_MS, configuration });
  // A failed discovery is not kept: the next sign-in asks again.
  configuration.catch(() => discovered.delete(key));
  return unreachableWhenFailed(configuration);
}

function unreachableWhenFailed(configuration: Promise<client.Configuration>): Promise<client.Configuration> {
  return configuration.catch((error: unknown) => {
    throw new SingleSignOnRefused('provider_unreachable', shortDetail(error));
  });
}

/** The admin's settings lead somewhere: the issuer publishes an OpenID configuration whose issuer is itself. */
export async function checkOpenIdProvider(
  provider: OpenIdProvider,
  config: SingleSignOnConfig,
): Promise<boolean> {
  try {
    await discover(provider, config);
    return true;
  } catch {
    return false;
  }
}

export interface OpenIdChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Where the browser goes to sign in: the authorization code flow with PKCE (S256), state and nonce. */
export async function openIdAuthorizationUrl(
  provider: OpenIdProvider,
  config: SingleSignOnConfig,
  request: OpenIdChecks & { redirectUri: string; loginHint: string | undefined },
): Promise<string> {
  const configuration = await discover(provider, config);
  const parameters: Record<string, string> = {
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (request.loginHint) parameters.login_hint = request.loginHint;
  // Google shows only the Workspace's accounts; its answer is checked all the same (`hd` below).
  if (provider.method === 'oidc_google' && provider.hostedDomain) parameters.hd = provider.hostedDomain;
  return client.buildAuthorizationUrl(configuration, parameters).href;
}

/**
 * Takes the provider's answer at the redirect URI: exchanges the code (with the PKCE verifier) and checks the ID
 * token — signature against the provider's published keys, issuer, audience, expiry, nonce (openid-client) — then what makes the address the company's:
 * verified, Google's `hd`, Entra ID's `tid`.
 */
export async function takeOpenIdAnswer(
  provider: OpenIdProvider,
  config: SingleSignOnConfig,
  answer: { url: URL; redirectUri: string; checks: OpenIdChecks },
): Promise<VouchedIdentity> {
  const configuration = await discover(provider, config);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(
      configuration,
      answer.url,
      {
        pkceCodeVerifier: answer.checks.codeVerifier,
        expectedState: answer.checks.state,
        expectedNonce: answer.checks.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: answer.redirectUri },
    );
    claims = tokens.claims();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!claims) throw new SingleSignOnRefused('invalid_response', 'no ID token');
  return identityOf(provider, claims);
}

function refusalOf(error: unknown): SingleSignOnRefused {
  if (error instanceof client.AuthorizationResponseError) {
    return new SingleSignOnRefused('provider_refused', shortDetail(error));
  }
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error ? error.cause : undefined;
  if (name === 'TimeoutError' || name === 'AbortError' || (error instanceof TypeError && cause)) {
    return new SingleSignOnRefused('provider_unreachable', shortDetail(error));
  }
  return new SingleSignOnRefused('invalid_response', shortDetail(error));
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function identityOf(provider: OpenIdProvider, claims: client.IDToken): VouchedIdentity {
  const refuse = (refusal: 'email_not_verified' | 'invalid_response', detail: string) => {
    throw new SingleSignOnRefused(refusal, detail);
  };
  if (provider.method === 'oidc_google' && text(claims.hd).toLowerCase() !== provider.hostedDomain) {
    refuse('invalid_response', `hd ${text(claims.hd) || 'missing'} is not ${provider.hostedDomain}`);
  }
  if (
    provider.method === 'oidc_microsoft' &&
    text(claims.tid).toLowerCase() !== provider.tenantId?.toLowerCase()
  ) {
    refuse('invalid_response', `tid ${text(claims.tid) || 'missing'} is not ${provider.tenantId}`);
  }
  // Entra ID sends no email_verified: its directory is the company's own (the tid above), whose domains Entra ID
  // verified; when it says the domain's owner did not verify the address (xms_edov), the address is not taken.
  const email =
    text(claims.email) || (provider.method === 'oidc_microsoft' ? text(claims.preferred_username) : '');
  if (!email) refuse('email_not_verified', 'no email claim');
  const isVerified =
    provider.method === 'oidc_microsoft'
      ? claims.email_verified !== false && claims.xms_edov !== false
      : claims.email_verified === true;
  if (!isVerified) refuse('email_not_verified', 'email_verified is not true');
  const [givenFromName = '', ...rest] = text(claims.name).split(/\s+/);
  return identityFromClaims({
    email,
    firstname: text(claims.given_name) || givenFromName,
    lastName: text(claims.family_name) || rest.join(' '),
  });
}
