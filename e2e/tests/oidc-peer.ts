import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider for the journeys (panva's oidc-provider), in the test's own process on a port of its own:
 * its development login page signs in as whatever login is typed, with the names given here.
 */
export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcPeer(
  redirectUri: string,
  names: Record<string, { given_name: string; family_name: string }>,
): Promise<OidcPeer> {
  let handle: Parameters<typeof createServer>[1] = (_request, response) => response.end();
  const server = createServer((request, response) => handle?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'travesia-e2e';
  const clientSecret = `e2e-secret-${Date.now()}-0123456789`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['e2e-oidc-peer'] },
    conformIdTokenClaims: false,
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    pkce: { required: () => true },
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, ...names[id] }),
    }),
    // Consent once and for all: the journey is about Travesía's side.
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
  handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
