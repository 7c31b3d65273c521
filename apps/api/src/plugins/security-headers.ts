import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers with a strict CSP (Ionic injects inline styles, which is why style-src allows them). Built
 * once: @fastify/helmet rebuilt Helmet's middleware, CSP string included, on every request (about 7 % of a
 * signed-in GET /api/me); the headers never change between requests.
 */
const setSecurityHeaders = helmet({
  frameguard: { action: 'deny' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Any https host: supplier hotel photos and airline logos (https://images.kiwi.com). Company logos are
      // served by the product itself (/api/companies/:id/logo), never from another host.
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
});

/** The headers on every answer, and no caching of API answers, which carry tokens and personal data. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, () => done()),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
