import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateToken } from '../../lib/tokens';

/**
 * The cookie that ties a sign-in through a provider to the browser that started it: without it, someone could
 * start a sign-in, finish it at the provider as themselves and hand the answer to somebody else's browser (login
 * CSRF). HttpOnly, only sent to the single sign-on endpoints, SameSite=Lax (the provider's answer is a top-level
 * navigation; the return page's exchange a same-origin call), Secure behind https.
 */
const COOKIE = 'travesia_sso';
const PATH = '/api/auth/sso';
const MAX_AGE_SECONDS = 30 * 60;
const VALUE = /^[\w-]{43}$/;

export function readBrowserSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && VALUE.test(value)) return value;
  }
  return undefined;
}

/** The browser's secret, kept when it has one (sign-ins started in two tabs both finish), set otherwise. */
export function ensureBrowserSecret(request: FastifyRequest, reply: FastifyReply, appUrl: string): string {
  const secret = readBrowserSecret(request) ?? generateToken();
  const secure = appUrl.startsWith('https://') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${secret}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  return secret;
}
