import {
  type CacheProvider,
  generateServiceProviderMetadata,
  type Profile,
  SAML,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import { SingleSignOnRefused, shortDetail } from './refusal';
import { identityFromClaims, type VouchedIdentity } from './vouched-identity';

/** The company's SAML identity provider as its admin configured it. */
export interface SamlProvider {
  entityId: string;
  ssoUrl: string;
  /** PEM; one, or two during a rollover: an assertion signed with either is taken. */
  certificates: string[];
}

/** Travesía as the company's service provider: one entity and one ACS per company, so audiences never mix. */
export interface SamlServiceProvider {
  entityId: string;
  acsUrl: string;
}

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
/** Clocks of the provider and the API may differ this much on NotBefore / NotOnOrAfter. */
const CLOCK_SKEW_MS = 60_000;

/**
 * node-saml keeps the AuthnRequest IDs it must see answered in a cache of its own (process memory by default); here
 * the cache is the attempt row: the ID is captured when the request is made, and the one ID an answer may carry is
 * the attempt's, until the attempt was spent.
 */
function attemptCache(
  expected: { requestId: string | null; createdAt: Date },
  captured: { id?: string },
): CacheProvider {
  return {
    saveAsync: async (key, value) => {
      captured.id = key;
      return { value, createdAt: Date.now() };
    },
    getAsync: async (key) => (key === expected.requestId ? expected.createdAt.toISOString() : null),
    removeAsync: async () => null,
  };
}

function samlOf(
  idp: SamlProvider,
  sp: SamlServiceProvider,
  cache: CacheProvider,
  requestTtlMs: number,
): SAML {
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    idpCert: idp.certificates,
    identifierFormat: EMAIL_FORMAT,
    // Entra ID and Okta refuse a request that asks for a password when the person signed in otherwise (MFA, a passkey).
    disableRequestedAuthnContext: true,
    // Signed assertions, always (decision 045); a signed response around an unsigned assertion is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestTtlMs,
    cacheProvider: cache,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    signatureAlgorithm: 'sha256',
  });
}

/** Where the browser goes to sign in (HTTP-Redirect binding), and the AuthnRequest's ID its answer must carry. */
export async function samlAuthorizationUrl(
  idp: SamlProvider,
  sp: SamlServiceProvider,
  relayState: string,
  requestTtlMs: number,
): Promise<{ url: string; requestId: string }> {
  const captured: { id?: string } = {};
  const cache = attemptCache({ requestId: null, createdAt: new Date() }, captured);
  const url = await samlOf(idp, sp, cache, requestTtlMs).getAuthorizeUrlAsync(relayState, undefined, {});
  if (!captured.id) throw new Error('node-saml made an AuthnRequest without an ID');
  return { url, requestId: captured.id };
}

/**
 * Takes the assertion posted to the ACS: node-saml checks the signature against the configured certificates (the
 * assertion's own), InResponseTo, the time conditions and the audience; then the issuer must be the configured IdP
 * and a bearer confirmation must name this ACS as its Recipient, which node-saml leaves to its callers.
 */
export async function takeSamlAnswer(
  idp: SamlProvider,
  sp: SamlServiceProvider,
  answer: { samlResponse: string; requestId: string | null; requestedAt: Date; requestTtlMs: number },
): Promise<VouchedIdentity> {
  const cache = attemptCache({ requestId: answer.requestId, createdAt: answer.requestedAt }, {});
  let profile: Profile | null;
  try {
    ({ profile } = await samlOf(idp, sp, cache, answer.requestTtlMs).validatePostResponseAsync({
      SAMLResponse: answer.samlResponse,
    }));
  } catch (error) {
    const isStatus = error instanceof Error && error.name === 'SamlStatusError';
    throw new SingleSignOnRefused(isStatus ? 'provider_refused' : 'invalid_response', shortDetail(error));
  }
  if (!profile) throw new SingleSignOnRefused('invalid_response', 'no assertion');
  if (profile.issuer !== idp.entityId) {
    throw new SingleSignOnRefused('invalid_response', `issuer ${profile.issuer} is not ${idp.entityId}`);
  }
  if (!hasBearerConfirmationFor(profile, sp.acsUrl)) {
    throw new SingleSignOnRefused('invalid_response', `no bearer confirmation with Recipient ${sp.acsUrl}`);
  }
  return identityOf(profile);
}

type XmlNode = { $?: Record<string, string> } & Record<string, unknown>;

function children(node: unknown, name: string): XmlNode[] {
  const value = (node as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function hasBearerConfirmationFor(profile: Profile, acsUrl: string): boolean {
  const assertion = (profile.getAssertion?.() as { Assertion?: unknown } | undefined)?.Assertion;
  return children(assertion, 'Subject')
    .flatMap((subject) => children(subject, 'SubjectConfirmation'))
    .filter((confirmation) => confirmation.$?.Method === BEARER)
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'))
    .some((data) => data.$?.Recipient === acsUrl);
}

/** The claim names Entra ID, Okta and Google send for the address and the name (by default or as commonly mapped). */
const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
const EMAIL_ATTRIBUTES = ['email', 'mail', `${CLAIMS}/emailaddress`, 'urn:oid:0.9.2342.19200300.100.1.3'];
const GIVEN_NAME_ATTRIBUTES = [
  'firstName',
  'givenName',
  'given_name',
  `${CLAIMS}/givenname`,
  'urn:oid:2.5.4.42',
];
const FAMILY_NAME_ATTRIBUTES = [
  'lastName',
  'surname',
  'sn',
  'family_name',
  `${CLAIMS}/surname`,
  'urn:oid:2.5.4.4',
];

function attribute(profile: Profile, names: string[]): string {
  for (const name of names) {
    const value = profile[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim() !== '') return first.trim();
  }
  return '';
}

function identityOf(profile: Profile): VouchedIdentity {
  const nameId = profile.nameIDFormat === EMAIL_FORMAT || profile.nameID?.includes('@') ? profile.nameID : '';
  const email = attribute(profile, EMAIL_ATTRIBUTES) || nameId || '';
  if (!email) throw new SingleSignOnRefused('email_not_verified', 'no e-mail in the assertion');
  return identityFromClaims({
    email,
    firstname: attribute(profile, GIVEN_NAME_ATTRIBUTES),
    lastName: attribute(profile, FAMILY_NAME_ATTRIBUTES),
  });
}

/** The SP metadata an admin gives the IdP: entity ID, ACS (HTTP-POST) and that assertions must be signed. */
export function samlServiceProviderMetadata(sp: SamlServiceProvider): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  });
}
