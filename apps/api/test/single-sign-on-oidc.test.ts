import { auditLog, companySignInSettings, users } from '@travesia/db';
import { SSO_ONLY_PASSWORD_MESSAGE, SSO_REFUSALS } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimsOf, type OidcPeer, signInAtPeer, startOidcPeer } from './helpers/oidc-peer';
import {
  deliverCallback,
  exchange,
  REDIRECT_URI,
  saveSignInSettings,
  signInThroughPeer,
  startSignIn,
} from './helpers/single-sign-on';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

describe.each(databases)('OpenID Connect sign-in against a real provider (%s)', (kind) => {
  let t: TestApp;
  let peer: OidcPeer;
  let adminToken: string;
  let andesId: number;

  const openIdSettings = (overrides: object = {}) => ({
    method: 'oidc_generic' as const,
    domains: ['andesenergia.co'],
    clientId: peer.clientId,
    clientSecret: peer.clientSecret,
    issuerUrl: peer.issuer,
    ...overrides,
  });

  const refusalsLogged = async () =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sso_refused'))).map(
      (entry) => (entry.details as { refusal: string }).refusal,
    );

  beforeAll(async () => {
    peer = await startOidcPeer({ redirectUri: REDIRECT_URI });
    t = await createTestApp({ database: kind });
    adminToken = await login(t.app, DEMO_USERS.ana.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(adminToken) });
    andesId = me.json().data.id_company;
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });
  beforeEach(async () => {
    peer.forgeIdToken = undefined;
    peer.accounts.clear();
    const saved = await saveSignInSettings(t, adminToken, andesId, openIdSettings());
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('keeps the client secret sealed and never answers it back', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${andesId}/sign-in-settings`,
      headers: bearer(adminToken),
    });
    expect(settings.json()).toMatchObject({
      method: 'oidc_generic',
      hasClientSecret: true,
      clientId: peer.clientId,
      domains: ['andesenergia.co'],
      serviceProvider: { oidcRedirectUri: REDIRECT_URI },
    });
    expect(settings.body).not.toContain(peer.clientSecret);
    const [row] = await t.database.db
      .select()
      .from(companySignInSettings)
      .where(eq(companySignInSettings.companyId, andesId));
    expect(row?.oidcClientSecretSealed).toMatch(/^v1\./);
    expect(row?.oidcClientSecretSealed).not.toContain(peer.clientSecret);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.sign_in_settings.update'));
    expect(JSON.stringify(audit)).not.toContain(peer.clientSecret);
  });

  it("signs an existing traveller in with a session of the product's own, which sign-out ends", async () => {
    const landing = await signInThroughPeer(t, { email: DEMO_USERS.laura.email }, DEMO_USERS.laura.email);
    expect(landing.refusal).toBeUndefined();
    expect(landing.location.pathname).toBe('/login/sso');
    const session = await exchange(t, landing.code ?? '', landing.cookie);
    expect(session.statusCode, session.body).toBe(200);
    const { token, user } = session.json();
    expect(user.email).toBe(DEMO_USERS.laura.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a replayed callback and a replayed handoff code, and signs no one in with them', async () => {
    const landing = await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.laura.email);
    const again = await deliverCallback(t, landing.callback);
    expect(again.refusal).toBe('expired');
    expect(again.code).toBeUndefined();
    expect((await exchange(t, landing.code ?? '', landing.cookie)).statusCode).toBe(200);
    const replayed = await exchange(t, landing.code ?? '', landing.cookie);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe(SSO_REFUSALS.expired);
    expect(await refusalsLogged()).toContain('expired');
  });

  it('gives the session only to the browser that started the sign-in', async () => {
    const landing = await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.laura.email);
    const elsewhere = await startSignIn(t, { companyId: andesId });
    const stolen = await exchange(t, landing.code ?? '', elsewhere.cookie);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.message).toBe(SSO_REFUSALS.other_browser);
    const noCookie = await exchange(t, landing.code ?? '', '');
    expect(noCookie.statusCode).toBe(403);
    expect((await exchange(t, landing.code ?? '', landing.cookie)).statusCode).toBe(200);
  });

  describe('ID tokens the provider did not vouch for as they are', () => {
    const forged: [string, (original: string) => Promise<string>, RegExp][] = [
      [
        'tampered (another e-mail, signature kept)',
        async (original) => {
          const [header, , signature] = original.split('.');
          const payload = { ...claimsOf(original), email: DEMO_USERS.ana.email };
          return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
        },
        /signature verification failed/,
      ],
      [
        'signed with a key the provider does not publish',
        async (original) => {
          const { privateKey } = await generateKeyPair('RS256');
          return new SignJWT(claimsOf(original))
            .setProtectedHeader({ alg: 'RS256', kid: 'peer-signing-key' })
            .sign(privateKey);
        },
        /signature verification failed/,
      ],
      ['expired', async (original) => peer.sign({ ...claimsOf(original), iat: 1_000, exp: 2_000 }), /"exp"/],
      [
        'for another audience',
        async (original) => peer.sign({ ...claimsOf(original), aud: 'another-client' }),
        /"aud"/,
      ],
      [
        'from another issuer',
        async (original) => peer.sign({ ...claimsOf(original), iss: 'https://evil.example' }),
        /"iss"/,
      ],
      [
        'with another nonce',
        async (original) => peer.sign({ ...claimsOf(original), nonce: 'not-the-one-sent' }),
        /"nonce"/,
      ],
    ];

    it.each(forged)('refuses an ID token %s', async (_name, forge, why) => {
      peer.forgeIdToken = forge;
      const landing = await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.laura.email);
      expect(landing.refusal).toBe('invalid_response');
      expect(landing.code).toBeUndefined();
      expect(landing.location.pathname).toBe('/login');
      expect(SSO_REFUSALS[landing.refusal as 'invalid_response']).toMatch(/^No pudimos verificar/);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'auth.sso_refused'));
      expect(entries.at(-1)?.details).toMatchObject({ detail: expect.stringMatching(why) });
    });
  });

  it('takes only verified addresses of the covered domains', async () => {
    peer.accounts.set('sin.verificar@andesenergia.co', { email_verified: false });
    expect(
      (await signInThroughPeer(t, { companyId: andesId }, 'sin.verificar@andesenergia.co')).refusal,
    ).toBe('email_not_verified');
    expect((await signInThroughPeer(t, { companyId: andesId }, 'alguien@otra-empresa.co')).refusal).toBe(
      'other_domain',
    );
    expect(await refusalsLogged()).toEqual(expect.arrayContaining(['email_not_verified', 'other_domain']));
  });

  it('lets in only existing users unless the company creates accounts on the first sign-in', async () => {
    const email = `nueva.${kind}@andesenergia.co`;
    expect((await signInThroughPeer(t, { companyId: andesId }, email)).refusal).toBe('no_account');

    await saveSignInSettings(t, adminToken, andesId, openIdSettings({ firstSignIn: 'create_traveller' }));
    peer.accounts.set(email, { given_name: 'Nueva', family_name: 'Persona' });
    const landing = await signInThroughPeer(t, { companyId: andesId }, email);
    const details = await exchange(t, landing.code ?? '', landing.cookie);
    expect(details.json()).toEqual({
      needsDetails: true,
      email,
      firstname: 'Nueva',
      last_name: 'Persona',
      companyName: 'Andes Energía S.A.S.',
    });
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sso/complete',
      headers: { cookie: landing.cookie },
      payload: {
        code: landing.code,
        documento: '1098765432',
        firstname: 'Nueva',
        last_name: 'Persona',
        phone: '+57 310 555 0199',
      },
    });
    expect(complete.statusCode, complete.body).toBe(201);
    expect(complete.json().user).toMatchObject({ email, role: 'viajero' });
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({
      role: 'viajero',
      signupVia: 'single_sign_on',
      isActive: true,
      companyId: andesId,
    });
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sso/complete',
      headers: { cookie: landing.cookie },
      payload: {
        code: landing.code,
        documento: '1098765433',
        firstname: 'Otra',
        last_name: 'Vez',
        phone: '+57 310 555 0198',
      },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a deactivated account', async () => {
    const email = DEMO_USERS.carlos.email;
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    try {
      expect((await signInThroughPeer(t, { companyId: andesId }, email)).refusal).toBe('inactive_account');
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.email, email));
    }
  });

  it('under «solo SSO» refuses passwords and sign-ups of the domain, but for the break-glass administrador', async () => {
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.ana.email));
    const saved = await saveSignInSettings(
      t,
      adminToken,
      andesId,
      openIdSettings({ ssoOnly: true, breakGlassUserId: ana?.id }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const password = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_USERS.laura.email, password: 'Travesia2026!' },
      });
      expect(password.statusCode).toBe(401);
      expect(password.json().error.message).toBe(SSO_ONLY_PASSWORD_MESSAGE);
      // A wrong password is told as always: the message above goes only to whoever knows the password.
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_USERS.laura.email, password: 'NoEsLaClave1' },
      });
      expect(wrong.json().error.message).toBe('Correo electrónico o contraseña incorrectos.');
      await login(t.app, DEMO_USERS.ana.email);
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'alguien.mas@andesenergia.co',
          documento: '1011121314',
          firstname: 'Alguien',
          last_name: 'Más',
          phone: '+57 310 555 0177',
        },
      });
      expect(signUp.statusCode).toBe(400);
      const offer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sso/discover',
        payload: { email: 'cualquiera@andesenergia.co' },
      });
      expect(offer.json()).toEqual({
        sso: { buttonLabel: 'Continuar con el inicio de sesión de tu empresa', ssoOnly: true },
      });
    } finally {
      await saveSignInSettings(t, adminToken, andesId, openIdSettings());
    }
  });

  it('refuses a callback whose state Travesía never handed out', async () => {
    const started = await startSignIn(t, { companyId: andesId });
    const callback = await signInAtPeer(started.redirectUrl, DEMO_USERS.laura.email);
    callback.searchParams.set('state', 'un-estado-que-nadie-entrego-0123456789abcdef');
    expect((await deliverCallback(t, callback)).refusal).toBe('expired');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sso_refused'), eq(auditLog.entityId, 'unknown')));
    expect(entries.length).toBeGreaterThan(0);
  });
});
