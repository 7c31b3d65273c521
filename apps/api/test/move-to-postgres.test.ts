import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createDatabase, type DatabaseHandle, exportEmbeddedAsSql, importSqlDump } from '@travesia/db';
import { addDays, toIsoDate } from '@travesia/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoData } from '../src/seed/demo-data';
import { seedDemoHistory } from '../src/seed/demo-history';
import { createScratchPostgresDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { bearer, createTempDir, LAURA_AS_HOTEL_GUEST, login, TEST_TOKEN_SECRET } from './helpers/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Every table of both schemas, each as its row count and a digest of its rows' text, in UTC. */
async function tableDigests(database: DatabaseHandle): Promise<Record<string, string>> {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, string>> }).rows;
  const tables = await rowsOf(
    sql`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  await database.db.execute(sql`SET TIME ZONE 'UTC'`);
  for (const { name = '' } of tables) {
    const [row] = await rowsOf(
      sql.raw(
        `SELECT count(*)::text || ' ' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM ${name} t`,
      ),
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

describe.skipIf(!adminUrl)('moving the embedded database to PostgreSQL', () => {
  let scratch: ScratchDatabase;
  const dataDir = join(createTempDir('travesia-move-'), 'data');
  let embeddedDigests: Record<string, string>;

  beforeAll(async () => {
    const embedded = createDatabase({ dataDir });
    await embedded.migrate();
    await seedDemoData(embedded);
    await seedDemoHistory(embedded);
    embeddedDigests = await tableDigests(embedded);
    await embedded.close();
    scratch = await createScratchPostgresDatabase(adminUrl ?? '', 'travesia_move');
  });

  afterAll(async () => {
    await scratch?.drop();
  });

  it('exports a dump PostgreSQL loads whole, with every row, and the API then books on it', async () => {
    const dump = await exportEmbeddedAsSql(dataDir);
    expect(dump).not.toMatch(/transaction_timeout/);
    await importSqlDump(scratch.url, dump);

    const moved = createDatabase({ url: scratch.url, maxConnections: 2 });
    try {
      expect(await moved.pendingMigrations()).toBe(0);
      const movedDigests = await tableDigests(moved);
      expect(Object.keys(movedDigests).length).toBeGreaterThan(30);
      expect(movedDigests).toEqual(embeddedDigests);

      // The server starts on it as it would after the move: nothing to migrate, nothing seeded twice.
      await moved.migrate();
      expect(await seedDemoData(moved)).toBe(false);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        MAIL_RELAY_SECONDS: '0',
        APPROVAL_SWEEP_SECONDS: '0',
        WEB_DIST: join(dataDir, 'no-web-build'),
      });
      const app = await buildApp({ config, database: moved });
      try {
        const token = await login(app, 'viajero@andesenergia.co');
        const checkIn = addDays(toIsoDate(new Date()), 20);
        const checkOut = addDays(checkIn, 1);
        const search = await app.inject({
          method: 'POST',
          url: '/api/hotels/search',
          payload: {
            stay: { checkIn, checkOut },
            occupancies: [{ rooms: 1, adults: 1, children: 0 }],
            destination: { zone: 'BOG' },
          },
        });
        const hotel = search.json().results[0];
        const detail = (
          await app.inject({
            method: 'GET',
            url: `/api/hotels/${hotel.code}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=1`,
          })
        ).json();
        const costCenterId = (
          await app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(token) })
        ).json().data[0].id;
        const booked = await app.inject({
          method: 'POST',
          url: '/api/bookings/hotel',
          headers: { ...bearer(token), 'idempotency-key': `move-${randomUUID()}` },
          payload: {
            hotelCode: hotel.code,
            roomCode: detail.rooms[0].code,
            checkIn,
            checkOut,
            rooms: 1,
            adults: 1,
            guest: LAURA_AS_HOTEL_GUEST,
            costCenterId,
            paymentMethod: 'nomina',
            expectedTotal: detail.rooms[0].total,
            outOfPolicyReason: 'Reunión con cliente confirmada ayer',
          },
        });
        // The sequences moved too: the new booking's ids follow the moved rows instead of colliding with them.
        expect(booked.statusCode, booked.body).toBe(201);
      } finally {
        await app.close();
      }
    } finally {
      await moved.close();
    }
  });

  it('refuses to load into a database that already has the tables, and changes nothing there', async () => {
    const dump = await exportEmbeddedAsSql(dataDir);
    await expect(importSqlDump(scratch.url, dump)).rejects.toThrow(/already has Travesía tables/);
  });
});
