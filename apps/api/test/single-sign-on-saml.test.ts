import { auditLog } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AssertionOptions,
  buildResponse,
  encodeResponse,
  generateSigningIdentity,
  readAuthnRequest,
  type SigningIdentity,
  signAssertion,
} from './helpers/saml-idp';
import { exchange, saveSignInSettings, startSignIn } from './helpers/single-sign-on';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

const IDP_ENTITY_ID = 'https://idp.andesenergia.test/saml';

describe.each(databases)('SAML 2.0 sign-in against a signing test IdP (%s)', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let andesId: number;
  let current: SigningIdentity;
  let next: SigningIdentity;
  let stranger: SigningIdentity;
  let sp: { entityId: string; acsUrl: string; metadataUrl: string };

  const useCertificates = async (certificates: string[]) => {
    const saved = await saveSignInSettings(t, adminToken, andesId, {
      method: 'saml',
      domains: ['andesenergia.co'],
      samlEntityId: IDP_ENTITY_ID,
      samlSsoUrl: 'https://idp.andesenergia.test/sso',
      samlCertificates: certificates,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json();
  };

  /** Starts at Travesía, then lets `respond` build what the IdP posts back to the ACS. */
  async function signIn(
    respond: (request: Omit<AssertionOptions, 'email'> & { email: string }) => string,
    email: string = DEMO_USERS.laura.email,
  ) {
    const started = await startSignIn(t, { companyId: andesId });
    const request = readAuthnRequest(started.redirectUrl);
    expect(request.acsUrl).toBe(sp.acsUrl);
    const samlResponse = respond({
      idpEntityId: IDP_ENTITY_ID,
      audience: sp.entityId,
      recipient: sp.acsUrl,
      inResponseTo: request.requestId,
      email,
    });
    const post = (relayState = request.relayState) =>
      t.app.inject({
        method: 'POST',
        url: new URL(sp.acsUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          SAMLResponse: encodeResponse(samlResponse),
          RelayState: relayState,
        }).toString(),
      });
    const answer = await post();
    expect(answer.statusCode, answer.body).toBe(303);
    const location = new URL(String(answer.headers.location));
    const fragment = new URLSearchParams(location.hash.slice(1));
    return {
      location,
      code: fragment.get('code'),
      refusal: fragment.get('sso-error'),
      cookie: started.cookie,
      post,
      request,
    };
  }

  const signed = (identity: SigningIdentity) => (options: AssertionOptions) =>
    signAssertion(buildResponse(options), identity);

  beforeAll(async () => {
    current = generateSigningIdentity('IdP actual');
    next = generateSigningIdentity('IdP siguiente');
    stranger = generateSigningIdentity('Otro firmante');
    t = await createTestApp({ database: kind });
    adminToken = await login(t.app, DEMO_USERS.ana.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(adminToken) });
    andesId = me.json().data.id_company;
    const settings = await useCertificates([current.certificate]);
    sp = {
      entityId: settings.serviceProvider.samlEntityId,
      acsUrl: settings.serviceProvider.samlAcsUrl,
      metadataUrl: settings.serviceProvider.samlMetadataUrl,
    };
  });
  afterAll(() => t?.close());
  beforeEach(() => useCertificates([current.certificate]));

  it('publishes the service provider metadata the IdP reads', async () => {
    const metadata = await t.app.inject({ method: 'GET', url: new URL(sp.metadataUrl).pathname });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${sp.entityId}"`);
    expect(metadata.body).toContain(`Location="${sp.acsUrl}"`);
    expect(metadata.body).toContain('WantAssertionsSigned="true"');
  });

  it('signs in with a signed assertion, once', async () => {
    const landing = await signIn(signed(current));
    expect(landing.refusal).toBeNull();
    const session = await exchange(t, landing.code ?? '', landing.cookie);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.email).toBe(DEMO_USERS.laura.email);
    const replay = await landing.post();
    expect(new URL(String(replay.headers.location)).hash).toBe('#sso-error=expired');
  });

  it('sends a post to the ACS of a company that does not exist back to sign in, never a 5xx', async () => {
    for (const payload of ['{}', 'SAMLResponse=x&RelayState=y']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sso/saml/2147483647/acs',
        headers: {
          'content-type': payload === '{}' ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(303);
      expect(new URL(String(answer.headers.location)).hash).toBe('#sso-error=expired');
    }
  });

  it('refuses a signed assertion whose e-mail is no address', async () => {
    for (const email of ['laura@andesenergia.co@evil.co', 'laura\u202e@andesenergia.co', 'sin-arroba']) {
      expect((await signIn(signed(current), email)).refusal, email).toBe('email_not_verified');
    }
  });

  it('takes either certificate during a rollover, and only those', async () => {
    const settings = await useCertificates([current.certificate, next.certificate]);
    expect(settings.samlCertificates.map((each: { subject: string }) => each.subject)).toEqual([
      'CN=IdP actual',
      'CN=IdP siguiente',
    ]);
    expect((await signIn(signed(current))).refusal).toBeNull();
    expect((await signIn(signed(next))).refusal).toBeNull();
    expect((await signIn(signed(stranger))).refusal).toBe('invalid_response');
  });

  const refused: [string, (options: AssertionOptions) => string][] = [
    ['unsigned', (options) => buildResponse(options)],
    [
      'tampered after signing (another person)',
      (options) => signed(current)(options).replace(options.email, DEMO_USERS.ana.email),
    ],
    ['signed by a key nobody configured', (options) => signed(stranger)(options)],
    ['expired', (options) => signed(current)({ ...options, validForSeconds: -120 })],
    [
      'for another audience',
      (options) => signed(current)({ ...options, audience: 'https://otro-sp.example' }),
    ],
    [
      'for another recipient',
      (options) => signed(current)({ ...options, recipient: 'https://evil.example/acs' }),
    ],
    [
      'from another IdP',
      (options) => signed(current)({ ...options, idpEntityId: 'https://evil.example/idp' }),
    ],
    [
      'answering another request',
      (options) => signed(current)({ ...options, inResponseTo: '_otra-solicitud' }),
    ],
    [
      'with a second, unsigned assertion wrapped in (signature wrapping)',
      (options) => {
        const genuine = signed(current)(options);
        const forged = buildResponse({ ...options, email: DEMO_USERS.ana.email }).match(
          /<saml:Assertion[\s\S]*<\/saml:Assertion>/,
        )?.[0];
        return genuine.replace('</samlp:Response>', `${forged}</samlp:Response>`);
      },
    ],
  ];

  it.each(refused)('refuses an assertion %s, logged, signing no one in', async (name, respond) => {
    const landing = await signIn(respond);
    expect(landing.refusal, name).toBe('invalid_response');
    expect(landing.code).toBeNull();
    expect(landing.location.pathname).toBe('/login');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sso_refused'));
    expect(entries.at(-1)?.details).toMatchObject({ protocol: 'saml', refusal: 'invalid_response' });
  });

  it('refuses an assertion nobody asked for (IdP-initiated, or another RelayState)', async () => {
    const landing = await signIn(signed(current));
    const withoutState = await landing.post('');
    expect(new URL(String(withoutState.headers.location)).hash).toBe('#sso-error=expired');
  });

  it('refuses a certificate that is not one', async () => {
    const saved = await saveSignInSettings(t, adminToken, andesId, {
      method: 'saml',
      domains: ['andesenergia.co'],
      samlEntityId: IDP_ENTITY_ID,
      samlSsoUrl: 'https://idp.andesenergia.test/sso',
      samlCertificates: ['-----BEGIN CERTIFICATE-----\nno es un certificado\n-----END CERTIFICATE-----'],
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toMatch(/no es un certificado X\.509 válido/);
  });
});
