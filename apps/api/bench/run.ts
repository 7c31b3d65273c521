/**
 * Measures sign-in, a signed-in read, a hotel search, flight searches and the bookings lists against the real app
 * in this process: on a fresh PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a freshly created
 * PostgreSQL database. Each database first measures a bare Fastify 5 server doing one primary-key read on it
 * (baseline.ts), and every scenario is printed as a ratio to that. The load comes from a forked process
 * (load.ts), never from the server's own event loop.
 * Run with `npm run bench` from the repository root (`BENCH_SCENARIOS=flights npm run bench` for the flight
 * searches only, `BENCH_SCENARIOS=bookings,approvals` for the lists). Traffic stays on the loopback interface.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { costCenters, createDatabase, type DatabaseHandle, users } from '@travesia/db';
import { addDays, type StoredBookingDetails, toIsoDate } from '@travesia/domain';
import type { Options } from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo-data';
import { createScratchPostgresDatabase } from '../test/helpers/scratch-database';
import { type BaselineServer, startPgliteBaseline, startPostgresBaseline } from './baseline';
import type { LoadSummary } from './load';
import { reportScenarios } from './reports-scenarios';

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
/** How many bookings the company holds, in turn, for the approval queue and bookings list scenarios. */
const LIST_SIZES = (process.env.BENCH_LIST_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** The app's pool size on PostgreSQL, which the baseline's pool matches. */
const POOL_SIZE = 10;
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

/**
 * Gives Andes Energía hotel bookings of Laura's numbered `from + 1` to `to`, one in five pending approval (deadlines
 * in the future, so reading them decides nothing), in one statement; called with growing sizes, the company ends
 * with `to` of them.
 */
async function seedCompanyBookings(handle: DatabaseHandle, from: number, to: number): Promise<number> {
  const { db } = handle;
  const [laura] = await db.select().from(users).where(eq(users.email, LOGIN.email));
  const [center] = await db
    .select()
    .from(costCenters)
    .where(eq(costCenters.companyId, laura?.companyId ?? -1));
  if (!laura || !center) throw new Error('The demo data has no Laura or no cost center');
  const details = JSON.stringify({
    hotelCode: 'BENCH-1',
    hotelName: 'Hotel de prueba',
    roomCode: 'STD',
    roomName: 'Habitación estándar',
    checkIn: addDays(today, 30),
    checkOut: addDays(today, 32),
    nights: 2,
    rooms: 1,
    adults: 1,
    city: 'Bogotá',
    country: 'Colombia',
    guest: { firstname: 'Laura', last_name: 'Gómez', email: LOGIN.email, phone: '+57 310 555 0101' },
  } satisfies StoredBookingDetails);
  await db.execute(sql`
    INSERT INTO bookings (locator, company_id, user_id, booked_by, type, status, supplier, supplier_ref, details, total,
      within_policy, out_of_policy_reason, cost_center_id, payment_method, idempotency_key, starts_on, ends_on,
      approval_deadline, created_at)
    SELECT 'B' || lpad(n::text, 7, '0'), ${laura.companyId}, ${laura.id}, ${laura.id}, 'hotel',
      CASE WHEN n % 5 = 0 THEN 'pending_approval' ELSE 'approved' END, 'builtin', 'BENCH-' || n, ${details}::jsonb,
      300000 + n, n % 5 <> 0, CASE WHEN n % 5 = 0 THEN 'Reunión con cliente' END, ${center.id}, 'nomina',
      'bench-' || n, CURRENT_DATE + (n % 300), CURRENT_DATE + (n % 300) + 2,
      CASE WHEN n % 5 = 0 THEN now() + interval '30 days' END, now() - n * interval '1 minute'
    FROM generate_series(${from + 1}::int, ${to}::int) AS n`);
  await db.execute(sql`ANALYZE bookings`);
  return laura.companyId;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

interface Row {
  scenario: string;
  database: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  /** Requests/s over the baseline's on the same database. */
  'vs baseline': number;
  /** p99 over the baseline's p99 on the same database. */
  'p99 × baseline': number;
  'non-2xx': number;
}

interface Scenario {
  scenario: string;
  options: Omit<Options, 'connections' | 'duration'>;
}

interface BenchDatabase {
  handle: DatabaseHandle;
  startBaseline(): Promise<BaselineServer>;
  cleanUp(): Promise<void>;
}

async function createPgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'travesia-bench-'));
  const handle = createDatabase({ dataDir });
  return {
    handle,
    startBaseline: startPgliteBaseline,
    async cleanUp() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchPostgresDatabase(adminUrl, 'travesia_bench');
  const handle = createDatabase({ url: scratch.url, maxConnections: POOL_SIZE });
  return {
    handle,
    startBaseline: () => startPostgresBaseline(scratch.url, POOL_SIZE),
    async cleanUp() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Runs autocannon in a child process and hands back its summary. */
function generateLoad(options: Scenario['options']): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    let summary: LoadSummary | undefined;
    child.once('message', (message: { summary?: LoadSummary; error?: string }) => {
      if (message.error) reject(new Error(message.error));
      summary = message.summary;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      summary ? resolve(summary) : reject(new Error(`The load generator ended with ${code}`)),
    );
    child.send({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
  });
}

async function benchDatabase(database: BenchDatabase): Promise<Row[]> {
  const { handle } = database;
  const databaseName = handle.driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
  await handle.migrate();
  await seedDemoData(handle);
  const config = loadConfig({
    NODE_ENV: 'production',
    TOKEN_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
    // The benchmark signs in far more often than the limits allow a real person to.
    RATE_LIMIT_LOGIN_PER_IP: '1000000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000000',
  });
  const rows: Row[] = [];
  const measure = async (scenario: string, options: Scenario['options']): Promise<LoadSummary> => {
    process.stderr.write(`${databaseName}: ${scenario} for ${DURATION_SECONDS} s…\n`);
    return generateLoad(options);
  };

  const baselineName = `Baseline: bare Fastify 5 + ${handle.driver === 'pglite' ? 'PGlite' : 'pg'}, one primary-key read`;
  const baselineServer = await database.startBaseline();
  const baseline = await measure(baselineName, { url: baselineServer.url }).finally(() =>
    baselineServer.close(),
  );
  const record = (scenario: string, result: LoadSummary) =>
    rows.push({
      scenario,
      database: databaseName,
      'requests/s': result.requestsPerSecond,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      'vs baseline': Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
      'p99 × baseline': Number((result.p99 / Math.max(baseline.p99, 1)).toFixed(1)),
      'non-2xx': result.failures,
    });
  record(baselineName, baseline);

  const app = await buildApp({ config, database: handle });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(baseUrl, LOGIN.email);
    const approverToken = await signIn(baseUrl, 'aprobador@andesenergia.co');
    const adminToken = await signIn(baseUrl, 'admin@andesenergia.co');
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

    const scenarios: Scenario[] = [
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
    for (const { scenario, options } of scenarios.filter(({ scenario }) => isSelected(scenario))) {
      record(scenario, await measure(scenario, options));
    }

    const listScenarios = (count: string, companyId: number): Scenario[] => [
      {
        scenario: `GET /api/approvals (approver queue, ${count} company bookings, page of 20)`,
        options: { url: `${baseUrl}/api/approvals`, headers: { authorization: `Bearer ${approverToken}` } },
      },
      {
        scenario: `GET /api/bookings/company/:id (bookings list, ${count} bookings, page of 20)`,
        options: {
          url: `${baseUrl}/api/bookings/company/${companyId}`,
          headers: { authorization: `Bearer ${adminToken}` },
        },
      },
      {
        scenario: `GET /api/bookings/company/:id?status=pending_approval&page=50 (filtered, deep page, ${count} bookings)`,
        options: {
          url: `${baseUrl}/api/bookings/company/${companyId}?status=pending_approval&page=50`,
          headers: { authorization: `Bearer ${adminToken}` },
        },
      },
    ];
    let seeded = 0;
    for (const size of LIST_SIZES) {
      const count = size.toLocaleString('en');
      if (!listScenarios(count, 0).some(({ scenario }) => isSelected(scenario))) continue;
      process.stderr.write(`${databaseName}: seeding bookings up to ${count}…\n`);
      const companyId = await seedCompanyBookings(handle, seeded, size);
      seeded = size;
      for (const { scenario, options } of listScenarios(count, companyId).filter(({ scenario }) =>
        isSelected(scenario),
      )) {
        record(scenario, await measure(scenario, options));
      }
    }
    for (const { scenario, options } of await reportScenarios(handle, baseUrl, signIn, isSelected)) {
      record(scenario, await measure(scenario, options));
    }
    return rows;
  } finally {
    await app.close();
  }
}

function toMarkdown(rows: Row[]): string {
  const header =
    '| Scenario | Database | Requests/s | vs baseline | p50 ms | p99 ms | p99 × baseline |\n|---|---|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (row) =>
      `| ${row.scenario} | ${row.database} | ${row['requests/s'].toLocaleString('en')} | ${row['vs baseline']}× | ${row['p50 ms']} | ${row['p99 ms']} | ${row['p99 × baseline']}× |`,
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
  `\n${CONNECTIONS} connections from a separate process, ${DURATION_SECONDS} s per scenario, node ${process.version}, loopback.\n`,
);
console.log(toMarkdown(rows));
if (rows.some((row) => row['non-2xx'] > 0)) {
  console.error('\nSome requests failed (see the non-2xx column); the figures are not reliable.');
  process.exitCode = 1;
}
