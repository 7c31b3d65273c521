import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers with a strict CSP (Ionic injects inline styles, which is why style-src allows them). Built
 * once: @fastify/helmet rebuilt Helmet's middleware, CSP string included, on every request (about 7 % of a
 * signed-in GET /api/me); the headers never change between requests.
 */
const securityMiddleware = helmet({
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

interface SecurityHeaders {
  /** In the order Helmet sets them. */
  set: [name: string, value: string | number | readonly string[]][];
  removed: string[];
}

/**
 * What Helmet's middleware does to a response, recorded once at start-up: with these options every header is a
 * fixed string (no nonce, no directive computed per request), so each request gets the recorded headers set in
 * the same order instead of running Helmet's dozen middleware functions again (decision 022, addendum). What it
 * removes (X-Powered-By) is removed first: it is none of the headers it sets.
 */
function recordSecurityHeaders(middleware: typeof securityMiddleware): SecurityHeaders {
  const headers: SecurityHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set.push([name, value]);
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  let finished = false;
  middleware({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('Helmet did not finish synchronously: its headers cannot be recorded');
  return headers;
}

/**
 * Powerful browser features the app never uses, off for its pages and anything they embed (Helmet sets no such
 * header): no camera or microphone (a logo is chosen as a file), no geolocation (the hotel map draws a hotel's own
 * position and never asks for the visitor's), no Payment Request (cards go through the provider's tokenizer form).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

const SECURITY_HEADERS = recordSecurityHeaders(securityMiddleware);
SECURITY_HEADERS.set.push(['permissions-policy', PERMISSIONS_POLICY]);

/**
 * Helmet's headers that only a document reads: what the page may load or run (CSP), open, frame or be framed by,
 * and old browsers' switches for documents and plugins. A script or a stylesheet ignores them, and the home page
 * loads 37 of those (about 500 bytes each, the CSP most of it). Kept on every file: nosniff, the resource policy,
 * HSTS, and the referrer policy (a module script's own header sets it for the imports it fetches).
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** Where the web build's hashed files are served (static-web.ts), and what a script or a stylesheet is sent as. */
const BUILT_ASSET_PATH = /^\/assets\//;
const SCRIPT_OR_STYLESHEET_TYPE = /^(text|application)\/(javascript|css)\b/;

/**
 * The headers on every answer (a built script or stylesheet keeps those a resource reads), and no caching of API
 * answers, which carry tokens and personal data.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { set, removed } = SECURITY_HEADERS;
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Decided by what is sent, not by the address alone: an unknown /assets/ address asked for as a page gets the
    // app's HTML, which keeps every header.
    if (
      BUILT_ASSET_PATH.test(request.url) &&
      SCRIPT_OR_STYLESHEET_TYPE.test(String(reply.getHeader('content-type') ?? ''))
    ) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
