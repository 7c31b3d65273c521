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
