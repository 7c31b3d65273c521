import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (panva's oidc-provider, OpenID-certified) on a port of its own, with one confidential test
 * client and its development login page (any login signs in as that account). `forgeIdToken` swaps the ID token the
 * token endpoint hands out, so tests can send what a tampering network or a broken provider would.
 */
export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims per login, on top of `email` = the login, `email_verified` true and a name. */
  accounts: Map<string, Record<string, unknown>>;
  forgeIdToken: ((original: string) => Promise<string>) | undefined;
  /** Signs a token with the provider's own key, as the provider would. */
  sign(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export interface OidcPeerOptions {
  redirectUri: string;
  /** The issuer's path, e.g. `/<tenant>/v2.0` as Entra ID's. */
  path?: string;
  clientId?: string;
  clientSecret?: string;
}

const KEY_ID = 'peer-signing-key';

export async function startOidcPeer(options: OidcPeerOptions): Promise<OidcPeer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const path = options.path ?? '';
  let handle: (request: IncomingMessage, response: import('node:http').ServerResponse) => void = (
    _,
    response,
  ) => response.end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const clientId = options.clientId ?? 'travesia-test-client';
  const clientSecret = options.clientSecret ?? 'travesia-test-client-secret-0123456789';
  const accounts = new Map<string, Record<string, unknown>>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-peer-cookie-key'] },
    // The ID token carries the claims (as Google's and Entra ID's do), not only the userinfo endpoint.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub', 'hd', 'tid', 'xms_edov'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    pkce: { required: () => true },
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        given_name: 'Persona',
        family_name: 'De Prueba',
        ...accounts.get(id),
      }),
    }),
    // Consent is given once and for all: the tests are about Travesía's side.
    loadExistingGrant: async (context: KoaContextWithOIDC) => {
      const grant = new context.oidc.provider.Grant({
        clientId: context.oidc.client?.clientId,
        accountId: context.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const peer: OidcPeer = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    forgeIdToken: undefined,
    sign: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' }).sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  provider.use(async (context, next) => {
    await next();
    const body = context.body as { id_token?: string } | undefined;
    if (context.path === '/token' && peer.forgeIdToken && typeof body?.id_token === 'string') {
      context.body = { ...body, id_token: await peer.forgeIdToken(body.id_token) };
    }
  });
  const callback = provider.callback();
  handle = (request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(path)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    // Mounted under the issuer's path, as oidc-provider reads it (originalUrl minus url).
    Object.assign(request, { originalUrl: url, url: url.slice(path.length) || '/' });
    callback(request, response);
  };
  return peer;
}

/** The claims of an ID token the provider handed out, to forge another from. */
export function claimsOf(idToken: string): JWTPayload {
  return decodeJwt(idToken);
}

/**
 * Plays the browser at the provider: follows its redirects with its cookies, fills the development login page
 * with `login` and answers where the provider finally sends the browser back (the redirect URI with code and state).
 */
export async function signInAtPeer(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next.href;
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action)
      throw new Error(`The provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const submitted = await send(new URL(action.replaceAll('&amp;', '&'), url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'cualquiera' }).toString(),
    });
    const after = submitted.headers.get('location');
    if (!after) throw new Error(`The login form answered ${submitted.status}`);
    url = new URL(after, url).href;
  }
  throw new Error('The provider never sent the browser back');
}
