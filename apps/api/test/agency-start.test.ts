import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { companies, createDatabase, outbox, users } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTempDir, TEST_TOKEN_SECRET } from './helpers/test-app';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('../', import.meta.url));
const PRODUCTION = { NODE_ENV: 'production', TOKEN_SECRET: TEST_TOKEN_SECRET };

describe('a production deployment', () => {
  it('seeds no demo accounts unless asked to', () => {
    expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA must be true or false/);
  });

  it('starts with company:create: the agency and its operador, who chooses the password from the e-mail', async () => {
    const dataDir = join(createTempDir('travesia-agency-'), 'data');
    const env = { ...process.env, ...PRODUCTION, DATA_DIR: dataDir, APP_URL: 'https://viajes.example.co' };
    const args = [
      '--company',
      'Viajes Andinos S.A.S.',
      '--domain',
      'viajesandinos.co',
      '--email',
      'Ops@ViajesAndinos.co',
    ];
    const person = ['--firstname', 'Ana', '--lastname', 'Pérez', '--documento', '52300456'];
    await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/company-create.ts', ...args, ...person, '--role', 'operador'],
      {
        cwd: apiDir,
        env,
      },
    );

    const database = createDatabase({ dataDir });
    try {
      const [agency] = await database.db.select().from(companies);
      expect(agency).toMatchObject({ name: 'Viajes Andinos S.A.S.', emailDomains: ['viajesandinos.co'] });
      expect(await database.db.select().from(companies)).toHaveLength(1);
      const [operador] = await database.db
        .select()
        .from(users)
        .where(eq(users.companyId, agency?.id ?? 0));
      expect(operador).toMatchObject({ email: 'ops@viajesandinos.co', role: 'operador', isActive: true });
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, 'ops@viajesandinos.co'));
      const token = decodeURIComponent(/restore-pass\?token=(\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '');
      expect(token.length).toBeGreaterThan(20);

      const app = await buildApp({
        config: loadConfig({
          ...PRODUCTION,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          MAIL_RELAY_SECONDS: '0',
        }),
        database,
      });
      try {
        const chosen = await app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token, password: 'Una clave de la agencia 2026' },
        });
        expect(chosen.statusCode, chosen.body).toBeLessThan(300);
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'ops@viajesandinos.co', password: 'Una clave de la agencia 2026' },
        });
        expect(login.statusCode).toBe(200);
        // Nothing of the demo: its operador's published password opens nothing.
        const demo = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'operador@travesia.co', password: 'Travesia2026!' },
        });
        expect(demo.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
