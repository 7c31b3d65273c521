import { hasRoleAtLeast, type Role } from '@travesia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthenticated } from '../lib/app-error';
import { authenticateToken } from '../lib/sessions';
import type { SignedInUser } from '../lib/signed-in-user';
import { hashToken } from '../lib/tokens';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null on public routes. */
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** preHandler: any signed-in user. */
    authenticate: Guard;
    /** preHandler: a signed-in user whose role is at least `minimum` (403 otherwise). */
    requireRole(minimum: Role): Guard;
  }
}

/** The guards registerAuth made, so the OpenAPI document can tell the routes behind one (plugins/openapi.ts). */
const sessionGuards = new WeakSet<Guard>();

function markSessionGuard(guard: Guard): Guard {
  sessionGuards.add(guard);
  return guard;
}

/** Whether a route's preHandler (one or a list) includes a guard that asks for the session's bearer token. */
export function hasSessionGuard(preHandler: unknown): boolean {
  return [preHandler].flat().some((handler) => sessionGuards.has(handler as Guard));
}

export function registerAuth(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('user', null);

  const requireRole = (minimum: Role): Guard =>
    markSessionGuard(async function guard(request) {
      const token = readBearerToken(request.headers.authorization);
      const user = token ? await authenticateToken(context.db, token) : undefined;
      if (!user) throw unauthenticated();
      request.user = user;
      if (!hasRoleAtLeast(user.role, minimum)) throw forbidden();
    });

  app.decorate('requireRole', requireRole);
  app.decorate('authenticate', requireRole('viajero'));
}

/** The user the guard resolved; routes behind a guard call this instead of trusting a nullable field. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * The stored hash of the request's bearer token (401 without one), for a route that checks the session inside its
 * own query instead of behind a guard (GET /api/me, decision 022).
 */
export function bearerTokenHash(request: FastifyRequest): string {
  const token = readBearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  return hashToken(token);
}

function readBearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
