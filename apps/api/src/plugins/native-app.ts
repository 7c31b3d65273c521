import type { FastifyInstance } from 'fastify';
import type { NativeAppConfig } from '../config';
import { notFound } from '../lib/app-error';

/** The paths of the links the API e-mails that the installed app opens: approvals, invitations, password resets. */
export const APP_LINK_PATHS = ['/approval/*', '/invitation/*', '/restore-pass', '/confirm-signup/*'] as const;

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
/** A download's file name (the trip's .ics, the exports) is read from Content-Disposition. */
const EXPOSED_HEADERS = 'Content-Disposition';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * What the native apps need of the API (decision 031). Their pages are not served by the API (Capacitor serves them
 * from the app as capacitor://localhost or https://localhost), so their calls are cross-origin: exactly the configured
 * origins get CORS answers, every other origin none. Sessions travel in the Authorization header, never in cookies,
 * so no credentials are allowed. And the association files that let a tapped e-mail link open the installed app.
 */
export function registerNativeApp(app: FastifyInstance, config: NativeAppConfig): void {
  const origins = new Set(config.origins);

  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (!request.url.startsWith('/api/') || origin === undefined || !origins.has(origin)) {
      done();
      return;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
      return;
    }
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    done();
  });

  // Android App Links: https://developer.android.com/training/app-links/verify-android-applinks
  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, (_request, reply) => {
    if (config.androidCertFingerprints.length === 0) throw notFound();
    return reply.header('cache-control', 'public, max-age=3600').send([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: config.appId,
          sha256_cert_fingerprints: config.androidCertFingerprints,
        },
      },
    ]);
  });

  // iOS Universal Links: https://developer.apple.com/documentation/xcode/supporting-associated-domains
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, (_request, reply) => {
    if (!config.appleTeamId) throw notFound();
    return reply
      .type('application/json')
      .header('cache-control', 'public, max-age=3600')
      .send({
        applinks: {
          details: [
            {
              appIDs: [`${config.appleTeamId}.${config.appId}`],
              components: APP_LINK_PATHS.map((path) => ({ '/': path })),
            },
          ],
        },
      });
  });
}
