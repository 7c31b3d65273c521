import { addDays, toIsoDate } from '@travesia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_HOTELBEDS_KEY,
  FAKE_HOTELBEDS_SECRET,
  type FakeHotelbedsServer,
  startFakeHotelbedsServer,
} from './helpers/fake-hotelbeds-server';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

const today = toIsoDate(new Date());
const stay = { checkIn: addDays(today, 20), checkOut: addDays(today, 22) };

describe.each(databases)('the operador’s Proveedores page (%s)', (kind) => {
  let fake: FakeHotelbedsServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeHotelbedsServer();
    t = await createTestApp({
      database: kind,
      env: {
        HOTEL_SUPPLIER: 'hotelbeds',
        HOTELBEDS_API_KEY: FAKE_HOTELBEDS_KEY,
        HOTELBEDS_SECRET: FAKE_HOTELBEDS_SECRET,
        HOTELBEDS_BASE_URL: fake.baseUrl,
        // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
        HOTELBEDS_TIMEOUT_MS: '800',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const search = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { stay, occupancies: [{ rooms: 1, adults: 1, children: 0 }], destination: { zone: 'BOG' } },
    });

  it('shows who serves hotels and flights and each live call’s outcome and timing, to the operador only', async () => {
    expect((await search()).statusCode).toBe(200);
    fake.mode = 'error';
    expect((await search()).statusCode).toBe(502);
    fake.mode = 'slow';
    fake.slowMs = 1000;
    expect((await search()).statusCode).toBe(504);
    fake.mode = 'ok';

    const operador = await login(t.app, DEMO_USERS.operador.email);
    // Recording happens after the answer: wait for the three rows.
    let status = (
      await t.app.inject({ method: 'GET', url: '/api/suppliers', headers: bearer(operador) })
    ).json();
    for (let attempt = 0; attempt < 50 && status.recent.length < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (
        await t.app.inject({ method: 'GET', url: '/api/suppliers', headers: bearer(operador) })
      ).json();
    }
    expect(status.hotels).toEqual({ supplier: 'hotelbeds', label: 'Hotelbeds APItude', live: true });
    expect(status.flights).toEqual({ supplier: 'builtin', label: 'Inventario propio', live: false });
    expect(status.recent.map((call: { outcome: string }) => call.outcome)).toEqual([
      'timeout',
      'error',
      'ok',
    ]);
    expect(status.recent[1]).toMatchObject({
      supplier: 'hotelbeds',
      operation: 'availability',
      httpStatus: 500,
    });
    expect(status.recent[2]).toMatchObject({ httpStatus: 200 });
    expect(status.recent[0].durationMs).toBeGreaterThanOrEqual(250);
    expect(status.stats).toEqual([
      expect.objectContaining({ supplier: 'hotelbeds', calls: 3, errors: 1, timeouts: 1 }),
    ]);
    // Nothing of the request is kept: no names, no addresses, no keys.
    expect(JSON.stringify(status)).not.toContain(FAKE_HOTELBEDS_KEY);

    for (const user of [DEMO_USERS.ana, DEMO_USERS.laura]) {
      const token = await login(t.app, user.email);
      const refused = await t.app.inject({ method: 'GET', url: '/api/suppliers', headers: bearer(token) });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/suppliers' })).statusCode).toBe(401);
  });
});
