import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outbox } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from './helpers/fake-smtp-server';
import { createTempDir, createTestApp, DEMO_USERS, databases, type TestApp } from './helpers/test-app';

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databases)('development outbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  it('lists sent e-mails newest first with clickable links and everything escaped', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        documento: '88800011',
        firstname: '<script>alert("x")</script>',
        last_name: 'Prueba',
        email: 'curiosa@cafedelsur.co',
        phone: '+57 300 000 0000',
      },
    });
    expect(register.statusCode).toBe(202);
    // Sign-up waits for the e-mailed link (decision 010); the list below is about the reset mails only.
    const [confirmation] = await t.database.db.select().from(outbox);
    const token = confirmation?.textBody.match(/\/confirm-signup\/([\w-]+)/)?.[1];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: { token, password: 'ClaveSegura2026' },
    });
    expect(confirmed.statusCode).toBe(201);
    await t.database.db.delete(outbox);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: DEMO_USERS.ana.email },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'curiosa@cafedelsur.co' },
    });

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Correos enviados (desarrollo)</title>');
    expect(page.body).toContain('Restablece tu contraseña de Travesía');
    expect(page.body).toMatch(/<a href="http:\/\/travesia\.test\/restore-pass\?token=[\w-]+">/);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page.body.indexOf('curiosa@cafedelsur.co')).toBeLessThan(page.body.indexOf(DEMO_USERS.ana.email));

    const json = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const { messages } = json.json();
    expect(messages.map((message: { to: string }) => message.to)).toEqual([
      'curiosa@cafedelsur.co',
      DEMO_USERS.ana.email,
    ]);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      to: 'curiosa@cafedelsur.co',
      subject: 'Restablece tu contraseña de Travesía',
      text: expect.stringContaining('http://travesia.test/restore-pass?token='),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe('development outbox reached from the network', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Even behind a trusted proxy, a forged X-Forwarded-For must not pass for this machine.
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it.each(['/dev/outbox', '/api/dev/outbox'])('answers %s only to this machine', async (url) => {
    const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers });

    for (const loopback of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await read(loopback)).statusCode, loopback).toBe(200);
    }
    for (const other of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
      const response = await read(other);
      expect(response.statusCode, other).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const forged = await read('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.statusCode).toBe(404);
    // A proxy on this machine connects from loopback for anyone: what it forwarded is not this machine's.
    const forwardedHeaders: Record<string, string>[] = [
      { forwarded: 'for=203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-host': 'localhost:3000' },
      { 'x-forwarded-proto': 'https' },
      { 'X-Forwarded-Port': '443' },
      // Proxies that say so in other words: nginx's usual header, Via, the bare X-Forwarded, CDNs' own.
      { 'x-real-ip': '203.0.113.7' },
      { via: '1.1 proxy' },
      { 'x-forwarded': 'for=203.0.113.7' },
      { 'cf-connecting-ip': '203.0.113.7' },
      { 'true-client-ip': '203.0.113.7' },
    ];
    for (const forwarded of forwardedHeaders) {
      const response = await read('127.0.0.1', forwarded);
      expect(response.statusCode, JSON.stringify(forwarded)).toBe(404);
    }
    // DNS rebinding: a page of another site whose name now points at 127.0.0.1 reaches the port from this
    // machine's browser, which sends that site's name as the Host.
    for (const host of ['rebind.attacker.example:3000', 'attacker.example', '127.0.0.1.nip.io']) {
      const response = await read('127.0.0.1', { host });
      expect(response.statusCode, host).toBe(404);
    }
    for (const host of [
      'localhost:3000',
      'LOCALHOST',
      '127.0.0.1:3000',
      '127.8.9.10',
      '[::1]:3000',
      'app.localhost',
    ]) {
      expect((await read('127.0.0.1', { host })).statusCode, host).toBe(200);
    }
  });
});

describe('outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A web build is present, to prove /dev paths never fall back to the app either.
    const dist = createTempDir('travesia-web-dist-');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Travesía</title>');
    t = await createTestApp({ env: { NODE_ENV: 'production', WEB_DIST: dist } });
  });
  afterAll(() => t.close());

  it.each(['/dev/outbox', '/api/dev/outbox'])('does not exist at %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('delivery through SMTP', () => {
  it('keeps the outbox row and records the delivery by the relay', async () => {
    const smtp = await startFakeSmtpServer();
    const t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_RELAY_SECONDS: '1' },
    });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: DEMO_USERS.laura.email },
      });
      const row = await waitFor(async () => {
        const [message] = await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.toAddress, DEMO_USERS.laura.email));
        return message?.sentAt ? message : undefined;
      });
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('To: viajero@andesenergia.co');
      expect(smtp.messages[0]).toContain('From: =?UTF-8?');
      // HTML with a text part.
      expect(smtp.messages[0]).toContain('multipart/alternative');
      expect(smtp.messages[0]).toContain('Content-Type: text/plain');
      expect(smtp.messages[0]).toContain('Content-Type: text/html');
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('records the error and schedules a retry when the mail server cannot be reached', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_RELAY_SECONDS: '1' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: DEMO_USERS.carlos.email },
      });
      expect(response.statusCode).toBe(202);
      const row = await waitFor(async () => {
        const [message] = await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.toAddress, DEMO_USERS.carlos.email));
        return message?.error ? message : undefined;
      });
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    } finally {
      await t.close();
    }
  });
});
