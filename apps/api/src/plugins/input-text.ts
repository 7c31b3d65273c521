import { hasForbiddenCharacters, INVALID_TEXT_MESSAGE } from '@travesia/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

/**
 * A safety net under the shared schemas: no text anywhere in a request (body, query string, path, keys
 * included) may hold NUL or a lone surrogate, which PostgreSQL cannot store, or an invisible format character
 * (U+200B and the like, decision 037). It runs on the validated request, so the fields' own schemas answer first
 * with their own messages, and what a schema drops (unknown keys) never counts; it catches any field whose
 * schema forgets.
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  // A callback hook rather than an async one: it runs on every request and has nothing to wait for.
  app.addHook('preHandler', (request, _reply, done) => {
    if ([request.params, request.query, request.body].some(holdsForbiddenText)) {
      done(badRequest(INVALID_TEXT_MESSAGE));
      return;
    }
    done();
  });
}

/** Walks without recursion, so a body nested thousands of levels deep cannot exhaust the stack. */
function holdsForbiddenText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
