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

/**
 * Path prefixes whose next segment is a secret or a national id: e-mailed approval links, invitations and sign-up
 * confirmations, and the spec's look-ups by documento (the app's own calls name none, decision 037).
 */
const SECRET_PATH_SEGMENT =
  /(\/(?:approval|api\/approval-links|invitation|confirm-signup|api\/bookings\/documento|api\/admin\/policies\/rules)\/)[^/?#]+/gi;
/**
 * `token=` (the password reset link), `documento=` (the spec's GET /api/admin/user), and the authorization code and
 * state an identity provider sends back to the single sign-on callback, in a query string.
 */
const SECRET_QUERY_VALUE = /([?&;](?:token|documento|code|state)(?:\[[^\]=&;#]*\])*=)[^&;#]*/gi;

/** A percent-escaped character that needs no escape (RFC 3986's unreserved ones), or a bracket of a query key. */
const NEEDLESS_ESCAPE = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|2E|5F|7E|5B|5D)/gi;

/**
 * The URL with the secrets of e-mailed links and any documento masked, so a request log never holds a usable link
 * or a person's national id. It is matched as the router and the query parser read it: needless escapes undone
 * (`/api/bookings/%64ocumento/…` and `?%64ocumento=…` reach the same routes and fields) and repeated slashes
 * collapsed, and logged that way.
 */
export function redactUrlSecrets(url: string): string {
  return url
    .replace(NEEDLESS_ESCAPE, (escaped) => decodeURIComponent(escaped))
    .replace(/\/{2,}/g, '/')
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

/** What a query's parameters, a hash, a token or personal data in a logged text becomes. */
export const TEXT_SECRET_MASK = '[redacted]';

/** Levels of `cause` an error log follows (the driver's error inside the query builder's, at most a few). */
const MAX_CAUSES = 5;

/**
 * Patterns of secrets and personal data that error messages can carry (PostgreSQL echoes refused values, mail
 * servers echo addresses). Query parameters are removed before these run; these catch what is left.
 */
const TEXT_SECRETS: [RegExp, string][] = [
  // Drizzle's "Failed query: … params: …" when the parameters were not those of the error at hand.
  [/(\bparams: )[^\n]*/g, `$1${TEXT_SECRET_MASK}`],
  [/\$argon2(?:id|i|d)\$[\w$=,+/.-]+/g, TEXT_SECRET_MASK],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, TEXT_SECRET_MASK],
  // Tokens (base64url) and their hashes (hex): long runs that mix letters and digits, unlike identifiers.
  [/(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}(?![\w-])/g, TEXT_SECRET_MASK],
  // Phone numbers, documentos, card numbers.
  [/\+\d[\d -]{6,}\d/g, TEXT_SECRET_MASK],
  [/(?<![\w.:-])\d{7,}(?![\w.:-])/g, TEXT_SECRET_MASK],
  // The values PostgreSQL quotes in its messages (`invalid input syntax for type integer: "…"`) and details
  // (`Key (email)=(…) already exists.`); names of constraints and relations are quoted after a word, and stay.
  [/((?:: |value )")[^"\n]*"/g, `$1${TEXT_SECRET_MASK}"`],
  [/(\)=\()[^\n]*\)/g, `$1${TEXT_SECRET_MASK})`],
];

/** The text with every secret or personal value it seems to hold masked. */
export function redactLogText(text: string): string {
  return TEXT_SECRETS.reduce(
    (redacted, [pattern, replacement]) => redacted.replace(pattern, replacement),
    text,
  );
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Replaces pino's error serializer: message and stack with their causes, like pino's, but never a query's
 * parameters (a failed insert of a user would log the password hash, the e-mail and the phone) nor anything
 * `redactLogText` recognizes. Of the error's own fields only plain values are kept (code, constraint, query…).
 */
export function serializeError(error: Error): SerializedError {
  // Something thrown that is no Error (a string) is still text that may hold a secret.
  if (!(error instanceof Error))
    return { type: typeof error, message: redactLogText(String(error)), stack: '' };
  const chain = causeChain(error);
  const queryParams = chain.flatMap((link) =>
    'params' in link && Array.isArray(link.params) ? [`params: ${link.params}`] : [],
  );
  const clean = (text: string) =>
    redactLogText(
      queryParams.reduce(
        (redacted, params) => redacted.replaceAll(params, `params: ${TEXT_SECRET_MASK}`),
        text,
      ),
    );
  const serialized: SerializedError = {
    type: error.constructor.name || error.name,
    // Each text on its own: a message's last line may be its parameters, to be cut before the cause's text.
    message: chain.map((link) => clean(link.message)).join(': '),
    stack: chain.map((link) => clean(link.stack ?? `${link.name}: ${link.message}`)).join('\ncaused by: '),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'params' || key in serialized) continue;
    if (typeof value === 'string') serialized[key] = clean(value);
    else if (typeof value === 'number' || typeof value === 'boolean') serialized[key] = value;
  }
  return serialized;
}

function causeChain(error: Error): Error[] {
  const chain = [error];
  for (let cause = error.cause; cause instanceof Error && chain.length <= MAX_CAUSES; cause = cause.cause) {
    if (chain.includes(cause)) break;
    chain.push(cause);
  }
  return chain;
}

/** A web app's error report: its message is free text from the browser, so it is masked like an error's. */
export function serializeClientError(report: { message: string; route: string }) {
  return { message: redactLogText(report.message), route: report.route };
}
