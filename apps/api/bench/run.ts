/**
 * Measures sign-in, a signed-in read, a hotel search and flight searches against the real app in this process: on a fresh PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a freshly created PostgreSQL database.
 * Run with `npm run bench` from the repository root (`BENCH_SCENARIOS=flights npm run bench` for the flight
 * searches only). Traffic stays on the loopback interface.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type DatabaseHandle } from '@travesia/db';
import { addDays, toIsoDate } from '@travesia/domain';
import autocannon, { type Options } from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo-data';
import { createScratchPostgresDatabase } from '../test/helpers/scratch-database';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONNECTIONS = 10;
/** Comma-separated parts of scenario names to run (e.g. `BENCH_SCENARIOS=flights`); every scenario when unset. */
const SCENARIO_FILTER = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter((part) => part.length > 0);
const isSelected = (scenario: string) =>
  SCENARIO_FILTER.length === 0 || SCENARIO_FILTER.some((part) => scenario.toLowerCase().includes(part));
const LOGIN = { email: 'viajero@andesenergia.co', password: DEMO_PASSWORD };
const today = toIsoDate(new Date());
/** Bogotá, 2 adults, 2 nights: the default search of the hotel form. */
const HOTEL_SEARCH = JSON.stringify({
  stay: { checkIn: addDays(today, 4), checkOut: addDays(today, 6) },
  occupancies: [{ rooms: 1, adults: 2, children: 0 }],
  destination: { zone: 'BOG' },
});

/** The flight form's defaults (departure in 4 days, one adult, economy) between two big airports, non-stop. */
const DIRECT_FLIGHT_SEARCH = JSON.stringify({
  origin: 'BOG',
  destination: 'MAD',
  departureDate: addDays(today, 4),
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'Y',
  nonStop: true,
});
/** Bucaramanga to Arequipa: two secondary airports, so every itinerary connects through two hubs. */
const CONNECTING_FLIGHT_SEARCH = JSON.stringify({
  origin: 'BGA',
  destination: 'AQP',
  departureDate: addDays(today, 4),
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'Y',
  nonStop: false,
});
/** The same two secondary airports, round trip: outbound and return combined. */
const CONNECTING_ROUND_TRIP_SEARCH = JSON.stringify({
  ...JSON.parse(CONNECTING_FLIGHT_SEARCH),
  returnDate: addDays(today, 11),
});

interface Row {
  scenario: string;
  database: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
}

interface BenchDatabase {
  handle: DatabaseHandle;
  cleanUp(): Promise<void>;
}

async function createPgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'travesia-bench-'));
  const handle = createDatabase({ dataDir });
  return {
    handle,
    async cleanUp() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchPostgresDatabase(adminUrl, 'travesia_bench');
  const handle = createDatabase({ url: scratch.url });
  return {
    handle,
    async cleanUp() {
      await handle.close();
      await scratch.drop();
    },
  };
}

async function benchDatabase(database: BenchDatabase): Promise<Row[]> {
  const { handle } = database;
  await handle.migrate();
  await seedDemoData(handle);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
    // The benchmark signs in far more often than the limits allow a real person to.
    RATE_LIMIT_LOGIN_PER_IP: '1000000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000000',
  });
  const app = await buildApp({ config, database: handle });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    if (!signIn.ok) throw new Error(`Sign-in failed with ${signIn.status}`);
    const { token } = (await signIn.json()) as { token: string };
    // The first search of a city (or flight route) generates and stores its inventory; measure the searches after it.
    for (const [path, body] of [
      ['/api/hotels/search', HOTEL_SEARCH],
      ['/api/flights/search', DIRECT_FLIGHT_SEARCH],
      ['/api/flights/search', CONNECTING_FLIGHT_SEARCH],
      ['/api/flights/search', CONNECTING_ROUND_TRIP_SEARCH],
    ] as const) {
      const warmUp = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!warmUp.ok) throw new Error(`${path} failed with ${warmUp.status}`);
    }

    const scenarios: { scenario: string; options: Options }[] = [
      {
        scenario: 'POST /api/auth/login',
        options: {
          url: `${baseUrl}/api/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(LOGIN),
        },
      },
      {
        scenario: 'GET /api/me (signed in)',
        options: { url: `${baseUrl}/api/me`, headers: { authorization: `Bearer ${token}` } },
      },
      {
        scenario: 'POST /api/hotels/search (BOG, 2 adults, 2 nights)',
        options: {
          url: `${baseUrl}/api/hotels/search`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: HOTEL_SEARCH,
        },
      },
      ...[
        ['BOG–MAD, non-stop', DIRECT_FLIGHT_SEARCH],
        ['BGA–AQP, connections, one way', CONNECTING_FLIGHT_SEARCH],
        ['BGA–AQP, connections, round trip', CONNECTING_ROUND_TRIP_SEARCH],
      ].map(([label, body]) => ({
        scenario: `POST /api/flights/search (${label})`,
        options: {
          url: `${baseUrl}/api/flights/search`,
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          body,
        },
      })),
    ];
    const rows: Row[] = [];
    for (const { scenario, options } of scenarios.filter(({ scenario }) => isSelected(scenario))) {
      process.stderr.write(`${handle.driver}: ${scenario} for ${DURATION_SECONDS} s…\n`);
      const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
      rows.push({
        scenario,
        database: handle.driver === 'pglite' ? 'PGlite' : 'PostgreSQL',
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx + result.errors + result.timeouts,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

function toMarkdown(rows: Row[]): string {
  const header = '| Scenario | Database | Requests/s | p50 ms | p99 ms |\n|---|---|---:|---:|---:|';
  const lines = rows.map(
    (row) =>
      `| ${row.scenario} | ${row.database} | ${row['requests/s']} | ${row['p50 ms']} | ${row['p99 ms']} |`,
  );
  return [header, ...lines].join('\n');
}

const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const rows: Row[] = [];
for (const create of [
  createPgliteDatabase,
  ...(postgresAdminUrl ? [() => createPostgresDatabase(postgresAdminUrl)] : []),
]) {
  const database = await create();
  try {
    rows.push(...(await benchDatabase(database)));
  } finally {
    await database.cleanUp();
  }
}

console.table(rows);
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, node ${process.version}, loopback.\n`,
);
console.log(toMarkdown(rows));
if (rows.some((row) => row['non-2xx'] > 0)) {
  console.error('\nSome requests failed (see the non-2xx column); the figures are not reliable.');
  process.exitCode = 1;
}
