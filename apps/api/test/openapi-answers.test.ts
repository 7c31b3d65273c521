import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/test-app';

const okSchema = z.object({ ok: z.boolean() });

/**
 * The check every API test runs on its answers (helpers/openapi-answers.ts, installed by createTestApp) refuses
 * an answer its operation does not document: an unlisted status, another content type, a body off its schema.
 */
describe('answers checked against the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure(app) {
        const schema = (operationId: string): FastifySchema => ({ operationId, response: { 200: okSchema } });
        app.get('/api/test/created', { schema: schema('testCreated') }, (_request, reply) =>
          reply.code(201).send({ ok: true }),
        );
        app.get('/api/test/text', { schema: schema('testText') }, (_request, reply) =>
          reply.type('text/plain').send('hola'),
        );
        // Written past zod's serializer, as a route's own JSON writer could.
        app.get(
          '/api/test/off-schema',
          { schema: schema('testOffSchema'), serializerCompiler: () => () => '{"ok":"sí"}' },
          () => ({ ok: true }),
        );
        app.get('/api/test/fine', { schema: schema('testFine') }, () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('passes an answer the document describes, errors included', async () => {
    expect((await get('/api/test/fine')).statusCode).toBe(200);
    expect((await get('/api/no-such-route')).statusCode).toBe(404);
    expect((await get('/api/bookings/no-es-un-id')).statusCode).toBe(401);
  });

  it('refuses a status the operation does not list', async () => {
    await expect(get('/api/test/created')).rejects.toThrow(
      'GET /api/test/created → 201: the operation documents only',
    );
  });

  it('refuses a content type the status does not list', async () => {
    await expect(get('/api/test/text')).rejects.toThrow('answered text/plain, documented application/json');
  });

  it('refuses a body off its schema, saying where', async () => {
    await expect(get('/api/test/off-schema')).rejects.toThrow('/ok must be boolean');
  });
});
