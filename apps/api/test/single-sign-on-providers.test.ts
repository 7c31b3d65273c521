import { companies, users } from '@travesia/db';
import { BREAK_GLASS_REQUIRED_MESSAGE } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcPeer, startOidcPeer } from './helpers/oidc-peer';
import { exchange, REDIRECT_URI, saveSignInSettings, signInThroughPeer } from './helpers/single-sign-on';
import { bearer, createTestApp, DEMO_USERS, login, type TestApp } from './helpers/test-app';

const TENANT = '8c2f1a4e-3b5d-4f6a-9e7b-1c2d3e4f5a6b';

/** Google Workspace and Entra ID have claims of their own to check; their issuers point at local providers here. */
describe('Google Workspace and Microsoft Entra ID', () => {
  let t: TestApp;
  let google: OidcPeer;
  let entra: OidcPeer;
  let adminToken: string;
  let operatorToken: string;
  let andesId: number;
  let cafeId: number;

  beforeAll(async () => {
    google = await startOidcPeer({ redirectUri: REDIRECT_URI });
    entra = await startOidcPeer({ redirectUri: REDIRECT_URI, path: `/${TENANT}/v2.0` });
    t = await createTestApp({
      env: {
        SSO_GOOGLE_ISSUER: google.issuer,
        SSO_MICROSOFT_LOGIN_URL: entra.issuer.slice(0, entra.issuer.indexOf(`/${TENANT}`)),
      },
    });
    adminToken = await login(t.app, DEMO_USERS.ana.email);
    operatorToken = await login(t.app, DEMO_USERS.operador.email);
    const [andes] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Andes Energía S.A.S.'));
    const [cafe] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Café del Sur S.A.S.'));
    andesId = andes?.id ?? 0;
    cafeId = cafe?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await entra?.close();
  });

  const useGoogle = () =>
    saveSignInSettings(t, adminToken, andesId, {
      method: 'oidc_google',
      domains: ['andesenergia.co'],
      hostedDomain: 'andesenergia.co',
      clientId: google.clientId,
      clientSecret: google.clientSecret,
    });

  it("takes Google's answer only for the company's Workspace (hd)", async () => {
    expect((await useGoogle()).statusCode).toBe(200);
    google.accounts.set(DEMO_USERS.laura.email, { hd: 'andesenergia.co' });
    const signedIn = await signInThroughPeer(t, { email: DEMO_USERS.laura.email }, DEMO_USERS.laura.email);
    expect(signedIn.location.pathname).toBe('/login/sso');
    expect((await exchange(t, signedIn.code ?? '', signedIn.cookie)).statusCode).toBe(200);

    // A personal Google account made with a work address: verified by Google, but not the Workspace's.
    google.accounts.set(DEMO_USERS.carlos.email, {});
    expect((await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.carlos.email)).refusal).toBe(
      'invalid_response',
    );
    google.accounts.set(DEMO_USERS.carlos.email, { hd: 'otra-empresa.co' });
    expect((await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.carlos.email)).refusal).toBe(
      'invalid_response',
    );
  });

  it("takes Entra ID's answer only from the company's directory (tid)", async () => {
    const saved = await saveSignInSettings(t, adminToken, andesId, {
      method: 'oidc_microsoft',
      domains: ['andesenergia.co'],
      tenantId: TENANT,
      clientId: entra.clientId,
      clientSecret: entra.clientSecret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const offer = await t.app.inject({ method: 'GET', url: `/api/auth/sso/companies/${andesId}` });
    expect(offer.json()).toEqual({ sso: { buttonLabel: 'Continuar con Microsoft', ssoOnly: false } });

    // Entra ID sends no email_verified: the address comes from the company's own directory.
    entra.accounts.set(DEMO_USERS.laura.email, { tid: TENANT, email_verified: undefined });
    const signedIn = await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.laura.email);
    expect((await exchange(t, signedIn.code ?? '', signedIn.cookie)).statusCode).toBe(200);

    entra.accounts.set(DEMO_USERS.carlos.email, { tid: '00000000-0000-4000-8000-000000000000' });
    expect((await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.carlos.email)).refusal).toBe(
      'invalid_response',
    );
    // The domain's owner did not verify the address (Entra ID's xms_edov): not taken.
    entra.accounts.set(DEMO_USERS.carlos.email, { tid: TENANT, xms_edov: false });
    expect((await signInThroughPeer(t, { companyId: andesId }, DEMO_USERS.carlos.email)).refusal).toBe(
      'email_not_verified',
    );
  });

  describe('what the admin may save', () => {
    const settingsError = async (settings: Parameters<typeof saveSignInSettings>[3], token = adminToken) => {
      const response = await saveSignInSettings(t, token, andesId, settings);
      return { status: response.statusCode, message: response.json().error?.message as string | undefined };
    };

    it('only domains of the company, and none another company signs in', async () => {
      expect(
        await settingsError({
          method: 'oidc_generic',
          domains: ['gmail.com'],
          issuerUrl: google.issuer,
          clientId: 'x',
          clientSecret: 'y',
        }),
      ).toMatchObject({ status: 400, message: expect.stringContaining('gmail.com no lo es') });

      await t.database.db
        .update(companies)
        .set({ emailDomains: ['cafedelsur.co', 'andesenergia.co'] })
        .where(eq(companies.id, cafeId));
      try {
        expect((await useGoogle()).statusCode).toBe(200);
        const cafe = await saveSignInSettings(t, operatorToken, cafeId, {
          method: 'oidc_google',
          domains: ['andesenergia.co'],
          hostedDomain: 'andesenergia.co',
          clientId: google.clientId,
          clientSecret: google.clientSecret,
        });
        expect(cafe.statusCode).toBe(409);
        expect(cafe.json().error.message).toBe(
          'El dominio andesenergia.co ya lo usa el inicio de sesión de otra empresa.',
        );
      } finally {
        await t.database.db
          .update(companies)
          .set({ emailDomains: ['cafedelsur.co'] })
          .where(eq(companies.id, cafeId));
      }
    });

    it('a break-glass account under «solo SSO», and only an active administrador of the company', async () => {
      const base = {
        method: 'oidc_google' as const,
        domains: ['andesenergia.co'],
        hostedDomain: 'andesenergia.co',
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        ssoOnly: true,
      };
      expect(await settingsError(base)).toEqual({ status: 400, message: BREAK_GLASS_REQUIRED_MESSAGE });
      const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
      expect(await settingsError({ ...base, breakGlassUserId: laura?.id ?? 0 })).toEqual({
        status: 400,
        message: 'Elige como cuenta de emergencia a un administrador activo de la empresa.',
      });
      const [julian] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_USERS.julian.email));
      expect((await settingsError({ ...base, breakGlassUserId: julian?.id ?? 0 })).status).toBe(400);
    });

    it('a provider that answers with its configuration, and a client secret', async () => {
      expect(
        await settingsError({
          method: 'oidc_generic',
          domains: ['andesenergia.co'],
          issuerUrl: 'http://127.0.0.1:9/nadie',
          clientId: 'x',
          clientSecret: 'y',
        }),
      ).toMatchObject({
        status: 400,
        message: expect.stringContaining('No encontramos la configuración OpenID'),
      });
      const withoutSecret = await t.app.inject({
        method: 'PUT',
        url: `/api/companies/${cafeId}/sign-in-settings`,
        headers: bearer(operatorToken),
        payload: {
          method: 'oidc_generic',
          domains: ['cafedelsur.co'],
          ssoOnly: false,
          breakGlassUserId: null,
          firstSignIn: 'existing_only',
          clientId: 'x',
          clientSecret: '',
          issuerUrl: google.issuer,
          tenantId: '',
          hostedDomain: '',
          samlEntityId: '',
          samlSsoUrl: '',
          samlCertificates: [],
        },
      });
      expect(withoutSecret.statusCode).toBe(400);
      expect(withoutSecret.json().error.message).toBe(
        'Escribe el secreto del cliente (client secret) que te dio el proveedor.',
      );
      expect(
        await settingsError({
          method: 'oidc_microsoft',
          domains: ['andesenergia.co'],
          tenantId: 'contoso.com',
          clientId: 'x',
        }),
      ).toMatchObject({ status: 400, message: expect.stringContaining('tenant ID') });
    });
  });
});
