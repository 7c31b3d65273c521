import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { outbox } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { checkReadiness, MAIL_STUCK_AFTER_MS, readinessProblem } from '../src/modules/health/readiness';
import { createTempDir, createTestApp, databases, type TestApp } from './helpers/test-app';

const METRICS_TOKEN = 'a-scraper-elsewhere-sends-this-32+-chars';
const ELSEWHERE = '203.0.113.7';

describe.each(databases)('operating the service (%s)', (kind) => {
  let t: TestApp;
  const backupDir = join(createTempDir('travesia-ops-'), 'backups');

  beforeAll(async () => {
    t = await createTestApp({
      database: kind,
      env: { METRICS_TOKEN, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' },
    });
  });
  afterAll(() => t.close());

  it('answers the liveness and readiness checks', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    // The test app runs no mail relay (MAIL_RELAY_SECONDS=0).
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', mailRelay: 'off' },
    });
  });

  it('is not ready with migrations pending or an e-mail waiting longer than a relay would let it', async () => {
    const context = { db: t.database.db, config: { ...t.config, mailRelaySeconds: 5 } } as AppContext;
    const allApplied = { pendingMigrations: async () => 0 };
    const behind = await checkReadiness(context, { pendingMigrations: async () => 1 });
    expect(behind).toMatchObject({ ready: false, checks: { migrations: 'pending' } });
    expect(readinessProblem(behind)).toBe('El servicio no está listo: faltan migraciones por aplicar.');
    const now = new Date();
    const [message] = await t.database.db
      .insert(outbox)
      .values({
        toAddress: 'alguien@andesenergia.co',
        subject: 'Atascado',
        textBody: 'Sin relevo',
        nextAttemptAt: new Date(now.getTime() - MAIL_STUCK_AFTER_MS - 60_000),
      })
      .returning();
    expect(await checkReadiness(context, allApplied, now)).toMatchObject({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', mailRelay: 'stuck' },
    });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^travesia_outbox_oldest_due_seconds [1-9]\d{2,}$/m);
    await t.database.db.delete(outbox).where(eq(outbox.id, message?.id ?? 0));
    expect((await checkReadiness(context, allApplied, now)).checks.mailRelay).toBe('ok');
  });

  it('gives the metrics to this machine and to a scraper with the token, and to nobody else', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain/);
    expect(local.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+$/m,
    );
    expect(local.body).toMatch(/^travesia_outbox_messages\{status="pending"\} \d+$/m);
    expect(local.body).toMatch(/^travesia_approval_sweep_lag_seconds \d+$/m);
    expect(local.body).toMatch(/^process_cpu_seconds_total /m);
    if (kind === 'postgres')
      expect(local.body).toMatch(/^travesia_db_pool_connections\{state="total"\} \d+$/m);

    const remote = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: ELSEWHERE, headers });
    expect((await remote()).statusCode).toBe(404);
    expect((await remote({ authorization: 'Bearer not-the-token-but-as-long-as-it-is!!' })).statusCode).toBe(
      404,
    );
    expect((await remote({ authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
    // A proxy on this machine speaks for someone else.
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': ELSEWHERE },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('writes a backup of the embedded database when this machine asks', async () => {
    const ask = (remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operations/backup',
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    expect((await ask(ELSEWHERE)).statusCode).toBe(404);
    const answer = await ask();
    if (kind === 'postgres') {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(
        'La base de datos es PostgreSQL: haz la copia con pg_dump -Fc.',
      );
      return;
    }
    expect(answer.statusCode, answer.body).toBe(201);
    const { file } = answer.json();
    expect(file.startsWith(backupDir)).toBe(true);
    expect(existsSync(file)).toBe(true);
  });
});
