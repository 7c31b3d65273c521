import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, users } from '@travesia/db';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { redactLogText, serializeError } from '../src/lib/log-redaction';
import { hashPassword } from '../src/lib/passwords';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  DEMO_USERS,
  login,
  type TestApp,
} from './helpers/test-app';
import { CARD, CARD_DIGITS, CARD_NUMBER, CVC } from './helpers/test-card';

const PHONE = '+57 310 555 0199';
const DOCUMENTO = '1098765432';

describe('error logs of failed queries', () => {
  const lines: string[] = [];
  let t: TestApp;
  let passwordHash: string;

  beforeAll(async () => {
    passwordHash = await hashPassword('ClaveSecreta2026!');
    t = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
      configure(app) {
        // The incident of the issue: an insert that breaks a unique index, with a hash, an e-mail and a phone.
        app.post('/api/test/duplicate-user', async () => {
          await t.database.db.insert(users).values({
            companyId: 1,
            documento: DOCUMENTO,
            firstName: 'Laura',
            lastName: 'Gómez',
            email: DEMO_USERS.laura.email,
            phone: PHONE,
            passwordHash,
          });
        });
        // A value PostgreSQL refuses and quotes in its message (answered 400, logged as a warning).
        app.post('/api/test/refused-value', async () => {
          await t.database.db.execute(sql`select ${DEMO_USERS.ana.email}::integer`);
        });
      },
    });
  });
  afterAll(() => t.close());

  const logOf = (message: string) => {
    const line = lines.find((candidate) => JSON.parse(candidate).msg === message);
    if (!line) throw new Error(`no "${message}" log line in:\n${lines.join('')}`);
    return line;
  };

  it('logs a failed insert without its parameters, hash, e-mail, phone or documento', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(response.statusCode).toBe(500);
    const line = logOf('request failed');
    for (const secret of [passwordHash, DEMO_USERS.laura.email, PHONE, DOCUMENTO, '$argon2id$']) {
      expect(line).not.toContain(secret);
    }
    const { err } = JSON.parse(line);
    // What is needed to find the fault stays: the statement, the driver's code and the constraint.
    expect(err.message).toContain('Failed query: insert into "users"');
    expect(err.message).toContain('params: [redacted]');
    expect(err.message).toContain('users_email_key');
    expect(err.stack).toContain('caused by:');
    expect(err.params).toBeUndefined();
  });

  it('logs a value the database refused without the value', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/refused-value' });
    expect(response.statusCode).toBe(400);
    const line = logOf('database refused a request value');
    expect(line).not.toContain(DEMO_USERS.ana.email);
    expect(JSON.parse(line).err.message).toContain('invalid input syntax for type integer: "[redacted]"');
  });

  it('logs a report of the web app without the personal data its message may quote', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: `No se pudo leer el perfil de ${DEMO_USERS.julian.email}`, route: '/profile' },
    });
    expect(response.statusCode).toBe(204);
    expect(JSON.parse(logOf('client error')).clientError).toEqual({
      message: 'No se pudo leer el perfil de [redacted]',
      route: '/profile',
    });
  });
});

describe('redactLogText', () => {
  it.each([
    [
      'an argon2 hash',
      'hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo end',
      'hash [redacted] end',
    ],
    [
      'an e-mail',
      'Recipient <laura.gomez+viajes@andesenergia.co> rejected',
      'Recipient <[redacted]> rejected',
    ],
    ['a token', 'token Kx3v9Qm2ZpL8aR1tW7yB4nC6dE0fG5hJ2kM9sT1uV3w used', 'token [redacted] used'],
    [
      'a token hash',
      'hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      'hash [redacted]',
    ],
    ['a phone', 'phone +57 310 555 0199.', 'phone [redacted].'],
    ['a documento', 'documento 1020304050', 'documento [redacted]'],
    [
      'the values of a unique violation',
      'Key (company_id, documento)=(1, 52300456) already exists.',
      'Key (company_id, documento)=([redacted]) already exists.',
    ],
    [
      'query parameters',
      'Failed query: select 1\nparams: 3,abc',
      'Failed query: select 1\nparams: [redacted]',
    ],
  ])('masks %s', (_name, text, expected) => {
    expect(redactLogText(text)).toBe(expected);
  });

  it('keeps what locates a fault', () => {
    const text =
      'duplicate key value violates unique constraint "users_email_key"\n' +
      '    at PgPreparedQuery.queryWithCache (/work/main/node_modules/drizzle-orm/pg-core/session.js:41:15)';
    expect(redactLogText(text)).toBe(text);
  });
});

describe('serializeError', () => {
  it('removes parameters that span lines, from the message, the stack and the fields', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        detail: `Key (email)=(${DEMO_USERS.ana.email}) already exists.`,
      },
    );
    const error = new DrizzleQueryError(
      'insert into "notes" ("body") values ($1)',
      ['Querida Ana,\nnos vemos'],
      cause,
    );
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toMatch(/Querida|nos vemos|ana|admin@/i);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "notes" ("body") values ($1)\nparams: [redacted]: duplicate key value violates unique constraint "users_email_key"',
      query: 'insert into "notes" ("body") values ($1)',
    });
  });
});

describe('card data in the logs', () => {
  it('never writes the card number or security code, and redacts them if a body is logged', async () => {
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      APP_URL: 'http://travesia.test',
      WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    try {
      const token = await login(app, DEMO_USERS.ana.email);
      const created = await app.inject({
        method: 'POST',
        url: '/api/payment/cards',
        headers: bearer(token),
        payload: CARD,
      });
      expect(created.statusCode).toBe(201);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/payment/cards',
        headers: bearer(token),
        payload: { ...CARD, expYear: 2020 },
      });
      expect(refused.statusCode).toBe(400);
      app.log.info({ body: CARD, card: CARD }, 'a careless log line');

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(4);
      expect(log).toContain('/api/payment/cards');
      expect(log).toContain('a careless log line');
      expect(log).toContain('[Redacted]');
      expect(log).not.toContain(CARD_DIGITS);
      expect(log).not.toContain(CARD_NUMBER);
      // As a value, quoted or not: four bare digits also turn up inside timestamps and process ids by chance.
      expect(log).not.toMatch(new RegExp(`[":]${CVC}["},]`));
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('secrets of e-mailed links in the logs', () => {
  it('masks approval, invitation and password-reset tokens in every logged URL', async () => {
    const SECRET = 'abc123secret';
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      APP_URL: 'http://travesia.test',
      WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
    });
    const database = createDatabase();
    await database.migrate();
    const app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    try {
      const urls = [
        `/api/approval-links/${SECRET}`,
        `/api/approval-links/${SECRET}?x=1`,
        `/approval/${SECRET}`,
        `/invitation/${SECRET}`,
        `/confirm-signup/${SECRET}`,
        `/restore-pass?token=${SECRET}`,
        `/restore-pass?lang=es&token=${SECRET}&next=1`,
      ];
      for (const url of urls) {
        await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      }
      await app.inject({ method: 'POST', url: `/api/approval-links/${SECRET}`, payload: { decision: 'x' } });

      const log = lines.join('');
      expect(log).toContain('/api/approval-links/***');
      expect(log).toContain('/approval/***');
      expect(log).toContain('/invitation/***');
      expect(log).toContain('/confirm-signup/***');
      expect(log).toContain('/restore-pass?token=***');
      expect(log).toContain('/restore-pass?lang=es&token=***&next=1');
      expect(log).not.toContain(SECRET);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
