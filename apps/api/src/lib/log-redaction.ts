import type { FastifyRequest } from 'fastify';

/**
 * Log fields pino replaces with '[Redacted]'. Fastify's request log never includes bodies, but anything that
 * logs one (or a card handed to a provider) must not leak a card number, a security code or a session token.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.number',
  'req.body.cvc',
  'body.number',
  'body.cvc',
  'card.number',
  'card.cvc',
];

/** What a secret in a logged URL becomes. */
export const URL_SECRET_MASK = '***';

/** Path prefixes whose next segment is a secret: e-mailed approval links and invitations. */
const SECRET_PATH_SEGMENT = /(\/(?:approval|api\/approval-links|invitation)\/)[^/?#]+/g;
/** `token=` in a query string (the password reset link). */
const SECRET_QUERY_VALUE = /([?&;]token=)[^&;#]*/gi;

/** The URL with the secrets of e-mailed links masked, so a request log never holds a usable link. */
export function redactUrlSecrets(url: string): string {
  return url
    .replace(SECRET_PATH_SEGMENT, `$1${URL_SECRET_MASK}`)
    .replace(SECRET_QUERY_VALUE, `$1${URL_SECRET_MASK}`);
}

/** Fastify's default request serializer, with the URL's secrets masked. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
