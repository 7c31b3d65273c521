import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companies, createDatabase, users } from '@travesia/db';
import { addDays, type FlightResult, toIsoDate } from '@travesia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TRAVELLER_EMAILS } from '../src/seed/demo-history';
import { type OidcPeer, signInAtPeer, startOidcPeer } from './helpers/oidc-peer';
import { createScratchPostgresDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { PASSWORD_SETTINGS, REDIRECT_URI } from './helpers/single-sign-on';
import { createTempDir, DEMO_USERS, LAURA_PASSENGER } from './helpers/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two API processes sharing one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let peer: OidcPeer;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(adminUrl ?? '', 'travesia_test');
    const env = {
      DATABASE_URL: scratch.url,
      // No TOKEN_SECRET: both generate the flight offers' secret in this folder at the same moment and must agree.
      DATA_DIR: createTempDir('travesia-two-processes-'),
      NODE_ENV: 'test',
      WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
      // One public address for both, as behind one load balancer: the identity provider answers there.
      APP_URL: 'http://travesia.test',
    };
    peer = await startOidcPeer({ redirectUri: REDIRECT_URI });
    // Started together, so both migrate and seed the empty database at the same time.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    await peer?.close();
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
    // Both shut down gracefully on SIGTERM.
    expect(codes).toEqual([0, 0]);
  });

  const post = (server: ServerProcess, path: string, body?: unknown, token?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const me = (server: ServerProcess, token: string) =>
    fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });

  it('migrated and seeded the database exactly once', async () => {
    const database = createDatabase({ url: scratch.url, maxConnections: 1 });
    try {
      expect(await database.db.select().from(companies)).toHaveLength(3);
      // The six demo users and, once, the travellers of the demo company's year of trips (demo-history.ts).
      expect(await database.db.select().from(users)).toHaveLength(6 + HISTORY_TRAVELLER_EMAILS.length);
    } finally {
      await database.close();
    }
  });

  it('accepts on B a token issued by A, and a sign-out on B ends it on A', async () => {
    const login = await post(a, '/api/auth/login', {
      email: DEMO_USERS.ana.email,
      password: 'Travesia2026!',
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const onB = await me(b, token);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { data: { email: string } }).data.email).toBe(DEMO_USERS.ana.email);

    expect((await post(b, '/api/auth/logout', undefined, token)).status).toBe(204);
    const onA = await me(a, token);
    expect(onA.status).toBe(401);
  });

  it('counts failed sign-ins made on both processes against one per-account limit', async () => {
    const servers = [a, b, a, b, a, b, a];
    for (const server of servers) {
      const response = await post(server, '/api/auth/login', {
        email: DEMO_USERS.carlos.email,
        password: 'Equivocada2026',
      });
      expect(response.status).toBe(401);
    }
    // Seven failures, five free, counted across both: the owner waits 500 ms on either, then gets in.
    for (const server of [b, a]) {
      const started = performance.now();
      const response = await post(server, '/api/auth/login', {
        email: DEMO_USERS.carlos.email,
        password: 'Travesia2026!',
      });
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    }
  });

  it('books on B a flight offer that A signed', async () => {
    const login = await post(a, '/api/auth/login', {
      email: DEMO_USERS.laura.email,
      password: 'Travesia2026!',
    });
    const { token } = (await login.json()) as { token: string };
    const search = await post(a, '/api/flights/search', {
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(toIsoDate(new Date()), 30),
      passengers: { adults: 1, children: 0, infants: 0 },
    });
    const [itinerary] = ((await search.json()) as { results: FlightResult[] }).results;
    if (!itinerary) throw new Error('no BOG-MDE flight');
    const centers = await fetch(`${b.url}/api/centros-utilidad`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await centers.json()) as { data: { id: number }[] };
    const booked = await fetch(`${b.url}/api/bookings/flight`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': 'vuelo-a-b',
      },
      body: JSON.stringify({
        booking_token: itinerary.booking_token,
        fareFamily: 'BASICA',
        passengers: [LAURA_PASSENGER],
        costCenterId: data[0]?.id,
        paymentMethod: 'nomina',
        outOfPolicyReason: 'Prueba.',
        expectedTotal: itinerary.fareFamilies[0]?.price,
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
  });
  it('finishes on B a sign-in through the company’s provider that A started, and A opens its session', async () => {
    const login = await post(a, '/api/auth/login', {
      email: DEMO_USERS.ana.email,
      password: 'Travesia2026!',
    });
    const { token, user } = (await login.json()) as { token: string; user: { id_company: number } };
    const saved = await fetch(`${a.url}/api/companies/${user.id_company}/sign-in-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...PASSWORD_SETTINGS,
        method: 'oidc_generic',
        domains: ['andesenergia.co'],
        issuerUrl: peer.issuer,
        clientId: peer.clientId,
        clientSecret: peer.clientSecret,
      }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    const started = await post(a, '/api/auth/sso/start', { companyId: user.id_company });
    const cookie = started.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const callback = await signInAtPeer(redirectUrl, DEMO_USERS.laura.email);
    // B opens the PKCE verifier A sealed (the key both derive from DATA_DIR's secret) and spends A's state.
    const answered = await fetch(`${b.url}${callback.pathname}${callback.search}`, { redirect: 'manual' });
    expect(answered.status).toBe(303);
    const code = new URLSearchParams(new URL(answered.headers.get('location') ?? '').hash.slice(1)).get(
      'code',
    );
    const session = await fetch(`${a.url}/api/auth/sso/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code }),
    });
    expect(session.status, await session.clone().text()).toBe(200);
    const { token: laurasToken } = (await session.json()) as { token: string };
    expect((await me(b, laurasToken)).status).toBe(200);
  });
});
