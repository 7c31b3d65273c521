import { rateLimits } from '@travesia/db';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const QUARTER_HOUR_MS = 15 * 60_000;

// Keep every attempt inside one fixed rate-limit window (only Date is faked; the clock keeps running).
beforeAll(() => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now - (now % QUARTER_HOUR_MS) + 60_000);
});
afterAll(() => {
  vi.useRealTimers();
});

/**
 * Failed sign-ins, each claiming another client address in X-Forwarded-For; answers the failures each address was
 * counted (sign-in refuses nothing, decision 036, so the counters themselves show whom the limits see).
 */
async function failSignIns(
  t: TestApp,
  count: number,
  remoteAddress: string,
  forwardedFor: (attempt: number) => string,
): Promise<Record<string, number>> {
  for (let attempt = 1; attempt <= count; attempt++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nadie${attempt}@example.com`, password: 'Equivocada2026' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
    });
    expect(response.statusCode).toBe(401);
  }
  const counters = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'login-ip:%'));
  const counted = Object.fromEntries(counters.map((row) => [row.key.slice('login-ip:'.length), row.count]));
  await t.database.db.delete(rateLimits);
  return counted;
}

describe('client addresses behind one TLS proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('limits a client that forges X-Forwarded-For by the address the proxy saw', async () => {
    // The proxy (10.0.0.2) appends the address it saw (203.0.113.7) to whatever the client sent.
    const counted = await failSignIns(t, 6, '10.0.0.2', (attempt) => `198.51.100.${attempt}, 203.0.113.7`);
    expect(counted).toEqual({ '203.0.113.7': 6 });
  });

  it('tells clients behind the proxy apart', async () => {
    const counted = await failSignIns(t, 2, '10.0.0.2', (attempt) => `203.0.113.${attempt}`);
    expect(counted).toEqual({ '203.0.113.1': 1, '203.0.113.2': 1 });
  });
});

describe('client addresses behind listed proxies (TRUST_PROXY=10.0.0.0/24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/24' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from a client that reaches the API directly', async () => {
    const counted = await failSignIns(t, 5, '203.0.113.20', (attempt) => `198.51.100.${attempt}`);
    expect(counted).toEqual({ '203.0.113.20': 5 });
  });

  it('limits a client that forges X-Forwarded-For through a listed proxy', async () => {
    const counted = await failSignIns(t, 5, '10.0.0.2', (attempt) => `198.51.100.${attempt}, 203.0.113.21`);
    expect(counted).toEqual({ '203.0.113.21': 5 });
  });
});
