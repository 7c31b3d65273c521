import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, outbox } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueOutboxMessages } from '../src/modules/mail/repository';
import { MAX_DELIVERY_ATTEMPTS, relayDueMail, sendMail } from '../src/modules/mail/service';
import { startFakeSmtpServer } from './helpers/fake-smtp-server';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import {
  bearer,
  createTempDir,
  createTestApp,
  DEMO_USERS,
  databases,
  login,
  type TestApp,
} from './helpers/test-app';

async function waitFor<T>(
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const MINUTE = 60_000;

describe.each(databases)('mail relay (%s)', (kind) => {
  let t: TestApp;
  let operador: string;
  beforeAll(async () => {
    // The relay runs only when the tests call it, against whichever mail server each test names.
    t = await createTestApp({ database: kind, env: { MAIL_SEND_TIMEOUT_SECONDS: '2' } });
    operador = await login(t.app, DEMO_USERS.operador.email);
  });
  afterAll(() => t.close());

  const relayThrough = (smtpUrl: string | undefined, now: Date) =>
    relayDueMail({ db: t.database.db, config: { ...t.config, smtpUrl } }, now);
  const queue = (to: string) => sendMail({ db: t.database.db }, { to, subject: 'Prueba', text: 'Hola.' });
  const rowOf = async (id: number) => {
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) throw new Error(`outbox row ${id} missing`);
    return row;
  };
  const undelivered = () =>
    t.app.inject({ method: 'GET', url: '/api/undelivered-mail', headers: bearer(operador) });
  const retry = (id: number | string, token = operador) =>
    t.app.inject({ method: 'POST', url: `/api/undelivered-mail/${id}/retry`, headers: bearer(token) });

  it('retries a failed delivery with growing waits, gives up after the last attempt, and the operador re-queues it', async () => {
    const message = await queue('caida@example.com');
    // A moment later: the database keeps microseconds, a Date only milliseconds, so a relay run in the millisecond
    // the message was queued may find it not due yet (CI on 2026-11-28 saw this on PostgreSQL).
    let now = new Date(Date.now() + 1_000);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      // Not due yet: nothing is tried.
      if (attempt > 1) {
        await relayThrough('smtp://127.0.0.1:1', new Date(now.getTime() - 1000));
        expect((await rowOf(message.id)).attempts).toBe(attempt - 1);
      }
      await relayThrough('smtp://127.0.0.1:1', now);
      const row = await rowOf(message.id);
      expect(row.attempts).toBe(attempt);
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(row.status).toBe('pending');
        waits.push(row.nextAttemptAt.getTime() - now.getTime());
        now = row.nextAttemptAt;
      } else {
        expect(row.status).toBe('dead');
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64].map((minutes) => minutes * MINUTE));

    const listed = await undelivered();
    expect(listed.statusCode, listed.body).toBe(200);
    const entry = listed.json().data.find((mail: { id: number }) => mail.id === message.id);
    expect(entry).toEqual({
      id: message.id,
      to: 'caida@example.com',
      subject: 'Prueba',
      status: 'dead',
      attempts: MAX_DELIVERY_ATTEMPTS,
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
      createdAt: expect.any(String),
      nextAttemptAt: null,
    });

    const retried = await retry(message.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: message.id, status: 'pending', attempts: 0 });
    const again = await retry(message.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este correo todavía se está reintentando.');

    const smtp = await startFakeSmtpServer();
    try {
      await relayThrough(`smtp://127.0.0.1:${smtp.port}`, new Date());
      expect(await rowOf(message.id)).toMatchObject({ status: 'sent', error: null });
      expect(smtp.messages.filter((raw) => raw.includes('To: caida@example.com'))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
    expect((await undelivered()).json().data.map((mail: { id: number }) => mail.id)).not.toContain(
      message.id,
    );
    const sent = await retry(message.id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error.message).toBe('Este correo ya se entregó.');
  });

  it('answers clear errors for an unknown or malformed message, and only to the operador', async () => {
    const unknown = await retry(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Correo no encontrado.');
    const malformed = await retry('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('El identificador del correo no es válido.');
    const admin = await login(t.app, DEMO_USERS.ana.email);
    expect((await retry(1, admin)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/undelivered-mail', headers: bearer(admin) }))
        .statusCode,
    ).toBe(403);
  });

  it('sends a message again when the relay that claimed it died before finishing, once its lease ends', async () => {
    const message = await queue('lease@example.com');
    // A moment later: the database keeps microseconds, a Date only milliseconds.
    const now = new Date(Date.now() + 1_000);
    // A relay claims it and dies mid-send.
    const [claimed] = await claimDueOutboxMessages(t.database.db, now, new Date(now.getTime() + 8000), 100);
    expect(claimed?.id).toBe(message.id);

    const smtp = await startFakeSmtpServer();
    try {
      const url = `smtp://127.0.0.1:${smtp.port}`;
      await relayThrough(url, new Date(now.getTime() + 7000));
      expect(smtp.messages).toHaveLength(0);
      await relayThrough(url, new Date(now.getTime() + 8000));
      expect(smtp.messages).toHaveLength(1);
      expect(await rowOf(message.id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('gives each message its own Message-ID, the same on every attempt', async () => {
    const first = await queue('uno@example.com');
    const second = await queue('dos@example.com');
    expect(first.messageId).not.toBe(second.messageId);
    const smtp = await startFakeSmtpServer();
    try {
      const now = new Date(Date.now() + 1_000);
      await relayThrough(`smtp://127.0.0.1:${smtp.port}`, now);
      for (const row of [first, second]) {
        const raw = smtp.messages.find((message) => message.includes(`To: ${row.toAddress}`));
        expect(raw).toMatch(new RegExp(`^Message-ID: <${row.messageId}@travesia\\.co>$`, 'im'));
      }
    } finally {
      await smtp.close();
    }
  });

  it('delivers each message once when two relays run at the same time', async () => {
    const ids = [];
    for (let index = 0; index < 6; index += 1) ids.push((await queue(`par${index}@example.com`)).id);
    const smtp = await startFakeSmtpServer();
    try {
      const url = `smtp://127.0.0.1:${smtp.port}`;
      // A moment after the last message came due: the database keeps microseconds, a Date only milliseconds, so
      // a message queued in the same millisecond as `new Date()` would not be due yet.
      const now = new Date(Date.now() + 1_000);
      await Promise.all([relayThrough(url, now), relayThrough(url, now)]);
      for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
      for (let index = 0; index < 6; index += 1) {
        expect(smtp.messages.filter((raw) => raw.includes(`To: par${index}@example.com`))).toHaveLength(1);
      }
    } finally {
      await smtp.close();
    }
  });

  it('counts a message as delivered to the development mailbox when no mail server is set', async () => {
    const message = await queue('buzon@example.com');
    await relayThrough(undefined, new Date());
    expect(await rowOf(message.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('an API process that dies between the commit and the delivery', () => {
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  afterAll(async () => {
    await first?.kill();
    await second?.stop();
  });

  it('has the e-mail delivered exactly once by the process started after it', async () => {
    const smtp = await startFakeSmtpServer();
    const dataDir = createTempDir('travesia-relay-crash-');
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      APP_URL: 'http://travesia.test',
      WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RELAY_SECONDS: '1',
      MAIL_SEND_TIMEOUT_SECONDS: '2',
    };
    try {
      first = await startServerProcess(env);
      // The mail server hangs before accepting anything, so the process is caught mid-delivery.
      smtp.isStalling = true;
      const request = await fetch(`${first.url}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.laura.email }),
      });
      expect(request.status).toBe(202);
      await waitFor(() => (smtp.unanswered.length > 0 ? true : undefined));
      await first.kill();
      expect(smtp.messages).toHaveLength(0);

      smtp.isStalling = false;
      second = await startServerProcess(env);
      // The dead process's lease (four send timeouts) ends, then the new process sends it.
      await waitFor(() => (smtp.messages.length > 0 ? true : undefined));
      expect(smtp.messages[0]).toContain(`To: ${DEMO_USERS.laura.email}`);
      // The copy is the same message to the mail client: the Message-ID the dead process sent (issue 27).
      const messageIdOf = (raw: string | undefined) => /^Message-ID: (<[^>\n]+>)$/im.exec(raw ?? '')?.[1];
      expect(messageIdOf(smtp.unanswered[0])).toMatch(/^<[0-9a-f-]{36}@travesia\.co>$/);
      expect(messageIdOf(smtp.messages[0])).toBe(messageIdOf(smtp.unanswered[0]));
      // Several more relay runs go by without sending it again.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(smtp.messages).toHaveLength(1);
      expect(await second.stop()).toBe(0);
      second = undefined;

      const database = createDatabase({ dataDir });
      try {
        const rows = await database.db
          .select()
          .from(outbox)
          .where(eq(outbox.toAddress, DEMO_USERS.laura.email));
        expect(rows).toMatchObject([{ status: 'sent', attempts: 2 }]);
      } finally {
        await database.close();
      }
    } finally {
      await smtp.close();
    }
  }, 90_000);
});
