import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const QUARTER_HOUR_MS = 15 * 60_000;
const LIMIT = 3;

// Keep every attempt inside one fixed rate-limit window (only Date is faked; the clock keeps running).
beforeAll(() => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now - (now % QUARTER_HOUR_MS) + 60_000);
});
afterAll(() => {
  vi.useRealTimers();
});

/** Failed sign-ins, each claiming another client address in X-Forwarded-For; returns the status codes. */
async function failSignIns(
  t: TestApp,
  count: number,
  remoteAddress: string,
  forwardedFor: (attempt: number) => string,
) {
  const codes: number[] = [];
  for (let attempt = 1; attempt <= count; attempt++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nadie${attempt}@example.com`, password: 'Equivocada2026' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

const refusedAfterLimit = (count: number) => [...Array(LIMIT).fill(401), ...Array(count - LIMIT).fill(429)];

describe('client addresses behind one TLS proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_IP: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('limits a client that forges X-Forwarded-For by the address the proxy saw', async () => {
    // The proxy (10.0.0.2) appends the address it saw (203.0.113.7) to whatever the client sent.
    const codes = await failSignIns(t, 6, '10.0.0.2', (attempt) => `198.51.100.${attempt}, 203.0.113.7`);
    expect(codes).toEqual(refusedAfterLimit(6));
  });

  it('tells clients behind the proxy apart', async () => {
    const codes = await failSignIns(t, 1, '10.0.0.2', () => '203.0.113.8');
    expect(codes).toEqual([401]);
  });
});

describe('client addresses behind listed proxies (TRUST_PROXY=10.0.0.0/24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/24', RATE_LIMIT_LOGIN_PER_IP: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from a client that reaches the API directly', async () => {
    const codes = await failSignIns(t, 5, '203.0.113.20', (attempt) => `198.51.100.${attempt}`);
    expect(codes).toEqual(refusedAfterLimit(5));
  });

  it('limits a client that forges X-Forwarded-For through a listed proxy', async () => {
    const codes = await failSignIns(t, 5, '10.0.0.2', (attempt) => `198.51.100.${attempt}, 203.0.113.21`);
    expect(codes).toEqual(refusedAfterLimit(5));
  });
});
