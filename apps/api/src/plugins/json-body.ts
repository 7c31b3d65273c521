import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Fastify rejects `Content-Type: application/json` with an empty body; clients commonly send that header on
 * body-less POSTs such as sign-out, so an empty body parses as "no body" instead. Non-empty bodies keep the
 * default parser with its prototype-poisoning protection.
 */
export function registerLenientJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, lenientJsonParser(app));
}

/** The parser above, for another JSON media type (SCIM's `application/scim+json`). */
export function lenientJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (
    request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  };
}
