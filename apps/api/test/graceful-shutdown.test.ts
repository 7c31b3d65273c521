import { join } from 'node:path';
import { bookings, createDatabase } from '@travesia/db';
import { addDays, toIsoDate } from '@travesia/domain';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { createTempDir, LAURA_AS_HOTEL_GUEST, TEST_TOKEN_SECRET } from './helpers/test-app';

const BURST = 24;

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** What Laura sends to book the first Bogotá hotel's first room, 30 days ahead. */
async function hotelBookingBody(server: ServerProcess, token: string) {
  const checkIn = addDays(toIsoDate(new Date()), 30);
  const checkOut = addDays(checkIn, 1);
  const search = await fetch(`${server.url}/api/hotels/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      stay: { checkIn, checkOut },
      occupancies: [{ rooms: 1, adults: 1, children: 0 }],
      destination: { zone: 'BOG' },
    }),
  });
  const [hotel] = (await json<{ results: Array<{ code: string }> }>(search)).results;
  const detail = await json<{ rooms: Array<{ code: string; total: number }> }>(
    await fetch(
      `${server.url}/api/hotels/${hotel?.code}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=1`,
    ),
  );
  const centers = await json<{ data: Array<{ id: number }> }>(
    await fetch(`${server.url}/api/centros-utilidad`, { headers: { authorization: `Bearer ${token}` } }),
  );
  return {
    hotelCode: hotel?.code,
    roomCode: detail.rooms[0]?.code,
    checkIn,
    checkOut,
    rooms: 1,
    adults: 1,
    guest: LAURA_AS_HOTEL_GUEST,
    costCenterId: centers.data[0]?.id,
    paymentMethod: 'nomina',
    expectedTotal: detail.rooms[0]?.total,
    outOfPolicyReason: 'Reunión con cliente confirmada ayer',
    // The same room and night many times on purpose.
    confirmDuplicate: true,
  };
}

describe('stopping the server with SIGTERM', () => {
  it('finishes the bookings under way: every acknowledged one is stored, none twice', async () => {
    const env = {
      DATA_DIR: join(createTempDir('travesia-sigterm-'), 'data'),
      NODE_ENV: 'test',
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      WEB_DIST: join(createTempDir('travesia-sigterm-'), 'no-web-build'),
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      MAIL_RELAY_SECONDS: '1',
    };
    const server = await startServerProcess(env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'viajero@andesenergia.co', password: 'Travesia2026!' }),
    });
    const { token } = await json<{ token: string }>(login);
    const body = JSON.stringify(await hotelBookingBody(server, token));

    const keys = Array.from({ length: BURST }, (_, index) => `sigterm-${index}`);
    const answers = keys.map((key) =>
      fetch(`${server.url}/api/bookings/hotel`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body,
      }).then(
        async (response) => ({
          status: response.status,
          id: response.ok ? (await json<{ id: string }>(response)).id : null,
        }),
        () => ({ status: 0, id: null }),
      ),
    );
    // The signal arrives once the first booking is acknowledged, while the rest of the burst is under way.
    await Promise.any(
      answers.map((answer) => answer.then(({ status }) => (status === 201 ? status : Promise.reject()))),
    );
    const exitCode = await server.stop();
    const settled = await Promise.all(answers);
    expect(exitCode, server.output()).toBe(0);

    const acknowledged = settled.flatMap((answer) => (answer.status === 201 && answer.id ? [answer.id] : []));
    // Anything not acknowledged was refused cleanly (503 while closing, or no connection), never half-answered.
    for (const answer of settled) expect([0, 201, 503]).toContain(answer.status);
    expect(acknowledged.length).toBeLessThan(BURST);

    const database = createDatabase({ dataDir: env.DATA_DIR });
    try {
      const stored = await database.db
        .select({ id: bookings.id, key: bookings.idempotencyKey })
        .from(bookings)
        .where(inArray(bookings.idempotencyKey, keys));
      expect(stored.map((row) => row.id).sort()).toEqual(expect.arrayContaining(acknowledged.sort()));
      // One booking per key: nothing was stored twice.
      expect(new Set(stored.map((row) => row.key)).size).toBe(stored.length);
      // A booking stored but never acknowledged would be a request cut off mid-way.
      expect(stored.length).toBe(acknowledged.length);
    } finally {
      await database.close();
    }
  });
});
