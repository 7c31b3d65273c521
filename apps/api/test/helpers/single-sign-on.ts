import type { SignInSettingsUpdate } from '@travesia/domain';
import { expect } from 'vitest';
import { signInAtPeer } from './oidc-peer';
import { bearer, type TestApp } from './test-app';

export const REDIRECT_URI = 'http://travesia.test/api/auth/sso/oidc/callback';

/** Every field of the settings form, for the password method; tests spread what they change. */
export const PASSWORD_SETTINGS: SignInSettingsUpdate = {
  method: 'password',
  domains: [],
  ssoOnly: false,
  breakGlassUserId: null,
  firstSignIn: 'existing_only',
  clientId: '',
  clientSecret: '',
  issuerUrl: '',
  tenantId: '',
  hostedDomain: '',
  samlEntityId: '',
  samlSsoUrl: '',
  samlCertificates: [],
};

export async function saveSignInSettings(
  t: TestApp,
  token: string,
  companyId: number,
  settings: Partial<SignInSettingsUpdate>,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/companies/${companyId}/sign-in-settings`,
    headers: bearer(token),
    payload: { ...PASSWORD_SETTINGS, ...settings },
  });
}

/** The browser's cookie as the start set it, to send back as a browser would. */
function cookieOf(setCookie: string | string[] | undefined): string {
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return line?.split(';')[0] ?? '';
}

export interface Started {
  redirectUrl: string;
  cookie: string;
}

export async function startSignIn(
  t: TestApp,
  body: { companyId?: number; email?: string; returnTo?: string },
  cookie?: string,
): Promise<Started> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sso/start',
    payload: body,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return { redirectUrl: response.json().redirectUrl, cookie: cookieOf(response.headers['set-cookie']) };
}

/** Where Travesía sends the browser after the provider's answer: the return page's code, or a refusal. */
export interface Landing {
  location: URL;
  code: string | undefined;
  refusal: string | undefined;
}

export async function deliverCallback(t: TestApp, callback: URL): Promise<Landing> {
  const response = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location));
  const fragment = new URLSearchParams(location.hash.slice(1));
  return {
    location,
    code: fragment.get('code') ?? undefined,
    refusal: fragment.get('sso-error') ?? undefined,
  };
}

export async function exchange(t: TestApp, code: string, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sso/exchange',
    payload: { code },
    headers: { cookie },
  });
}

/** From the sign-in page's button to where Travesía sends the browser back, signing in at the peer as `login`. */
export async function signInThroughPeer(
  t: TestApp,
  start: { companyId?: number; email?: string },
  login: string,
): Promise<Landing & { cookie: string; callback: URL }> {
  const started = await startSignIn(t, start);
  const callback = await signInAtPeer(started.redirectUrl, login);
  expect(callback.href.startsWith(REDIRECT_URI), callback.href).toBe(true);
  return { ...(await deliverCallback(t, callback)), cookie: started.cookie, callback };
}
