import type { FastifyInstance } from 'fastify';

/**
 * Fastify rejects `Content-Type: application/json` with an empty body; clients commonly send that header on
 * body-less POSTs such as sign-out, so an empty body parses as "no body" instead. Non-empty bodies keep the
 * default parser with its prototype-poisoning protection.
 */
export function registerLenientJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
