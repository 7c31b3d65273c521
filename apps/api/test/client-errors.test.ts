import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@travesia/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase } from './helpers/test-app';

describe('POST /api/client-errors', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_URL: 'http://travesia.test',
      WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
      RATE_LIMIT_CLIENT_ERRORS_PER_IP: '3',
    });
    database = await createTestDatabase();
    app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const report = (payload: unknown, remoteAddress = '203.0.113.10') =>
    app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, remoteAddress });

  it('logs the report at warn with the request id, for anonymous users, and answers 204', async () => {
    // Only the lines logged from here on: other cases report errors of their own.
    const logged = lines.length;
    const response = await report({
      message: 'Failed to fetch dynamically imported module: /assets/bookings-page-abc.js',
      route: '/bookings/:id',
    });
    expect(response.statusCode).toBe(204);
    const entry = lines
      .slice(logged)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'client error');
    expect(entry).toMatchObject({
      level: 40,
      reqId: expect.any(String),
      clientError: {
        message: 'Failed to fetch dynamically imported module: /assets/bookings-page-abc.js',
        route: '/bookings/:id',
      },
    });
  });

  it('refuses what is not a report in Spanish', async () => {
    const cases: [unknown, string][] = [
      [{ message: '', route: '/' }, 'Indica el mensaje del error.'],
      [{ message: 'x'.repeat(501), route: '/' }, 'El mensaje no puede superar 500 caracteres.'],
      [{ message: 'boom', route: 'https://evil.example/' }, 'La ruta no es válida.'],
      [{ message: 'boom' }, 'Indica la ruta.'],
      [{ message: 'boom\u0000', route: '/' }, 'El texto contiene caracteres no válidos.'],
    ];
    for (const [payload, message] of cases) {
      const response = await report(payload, '203.0.113.20');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const huge = await report({ message: 'x'.repeat(4000), route: '/' }, '203.0.113.30');
    expect(huge.statusCode).toBe(413);
  });

  it('limits the reports of one IP', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push((await report({ message: 'boom', route: '/' }, '203.0.113.40')).statusCode);
    }
    expect(answers).toEqual([204, 204, 204, 429]);
    expect((await report({ message: 'boom', route: '/' }, '203.0.113.41')).statusCode).toBe(204);
  });
});
