/**
 * The report scenarios of `npm run bench` (issue 13, decision 026): a company of its own with 100,000 bookings made
 * over the last twelve months (so "this year" covers most of them), with the columns the reports read, then each
 * report view for this year, a filtered one and a custom range. Run alone with `BENCH_SCENARIOS=reports npm run bench`.
 */
import { companies, costCenters, type DatabaseHandle, users } from '@travesia/db';
import type { StoredBookingDetails } from '@travesia/domain';
import { buildFlightDetails } from '@travesia/domain/testing/stored-details';
import type { Options } from 'autocannon';
import { asc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../src/lib/passwords';
import { DEMO_PASSWORD } from '../src/seed/demo-data';

const BOOKINGS = Number(process.env.BENCH_REPORT_BOOKINGS ?? 100_000);
const ADMIN_EMAIL = 'admin@informes.bench';
const TRAVELLERS = 200;
const COST_CENTERS = 12;

interface Scenario {
  scenario: string;
  options: Omit<Options, 'connections' | 'duration'>;
}

/** Every scenario's name, so run.ts can skip the seeding when none is selected. */
function scenarioNames(count: string): { name: string; query: string; view: string }[] {
  return [
    { view: 'spend', query: 'period=this-year', name: 'spend, this year' },
    { view: 'policy', query: 'period=this-year', name: 'policy, this year' },
    { view: 'savings', query: 'period=this-year', name: 'savings, this year' },
    { view: 'approvals', query: 'period=this-year', name: 'approvals, this year' },
    { view: 'co2', query: 'period=this-year', name: 'CO₂, this year' },
    { view: 'spend', query: 'period=this-month', name: 'spend, this month' },
    {
      view: 'spend',
      query: 'period=this-year&type=flight&scope=national&costCenterId=COST_CENTER',
      name: 'spend, this year, national flights of one cost center',
    },
  ].map((item) => ({ ...item, name: `GET /api/reports/${item.view} (${item.name}, ${count} bookings)` }));
}

/** A company with its administrator, travellers, cost centers and BOOKINGS bookings, in a few statements. */
export async function seedReportCompany(
  handle: DatabaseHandle,
): Promise<{ companyId: number; costCenterId: number }> {
  const { db } = handle;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Informes de Prueba S.A.S.', country: 'Colombia', taxId: '900999888-1' })
    .returning({ id: companies.id });
  if (!company) throw new Error('The bench company was not created');
  const companyId = company.id;
  await db.insert(users).values({
    companyId,
    documento: '99000000',
    firstName: 'Admin',
    lastName: 'Informes',
    email: ADMIN_EMAIL,
    role: 'administrador',
    passwordHash,
  });
  await db.execute(sql`
    INSERT INTO users (company_id, documento, firstname, last_name, email, role, password_hash)
    SELECT ${companyId}, '990' || n, 'Viajero', 'N' || n, 'viajero' || n || '@informes.bench', 'viajero', ${passwordHash}
    FROM generate_series(1, ${TRAVELLERS}) AS n`);
  await db.execute(sql`
    INSERT INTO users (company_id, documento, firstname, last_name, email, role, password_hash)
    SELECT ${companyId}, '991' || n, 'Aprobador', 'N' || n, 'aprobador' || n || '@informes.bench', 'aprobador', ${passwordHash}
    FROM generate_series(1, 3) AS n`);
  await db.execute(sql`
    INSERT INTO cost_centers (company_id, code, name, budget)
    SELECT ${companyId}, 'CC-' || n, 'Centro ' || n, 500000000 FROM generate_series(1, ${COST_CENTERS}) AS n`);
  await db.execute(sql`
    INSERT INTO out_of_policy_reasons (company_id, code, label)
    SELECT ${companyId}, 'R' || n, 'Motivo ' || n FROM generate_series(1, 4) AS n`);
  const hotelDetails = JSON.stringify({
    hotelCode: 'BENCH-1',
    hotelName: 'Hotel de prueba',
    roomCode: 'STD',
    roomName: 'Habitación estándar',
    checkIn: '2026-01-10',
    checkOut: '2026-01-12',
    nights: 2,
    rooms: 1,
    adults: 1,
    city: 'Bogotá',
    country: 'Colombia',
    guest: {
      firstname: 'Viajero',
      last_name: 'Prueba',
      email: 'viajero@informes.bench',
      phone: '+57 310 555 0101',
    },
  } satisfies StoredBookingDetails);
  const flightDetails = JSON.stringify(buildFlightDetails());
  // Spread over the last 365 days; three in five are flights; one in nine out of policy (decided by an approver
  // within 0–47 h, one in ten of those by the deadline); a few rejected, cancelled or still pending.
  await db.execute(sql`
    WITH ids AS (
      SELECT
        (SELECT array_agg(id ORDER BY id) FROM users WHERE company_id = ${companyId} AND role = 'viajero') AS travellers,
        (SELECT array_agg(id ORDER BY id) FROM users WHERE company_id = ${companyId} AND role = 'aprobador') AS approvers,
        (SELECT array_agg(id ORDER BY id) FROM cost_centers WHERE company_id = ${companyId}) AS centers,
        (SELECT array_agg(id ORDER BY id) FROM out_of_policy_reasons WHERE company_id = ${companyId}) AS reasons
    ), rows AS (
      SELECT n, n % 5 < 3 AS is_flight, n % 9 = 0 AS is_out, now() - ((n * 7919) % 525600) * interval '1 minute' AS created,
        200000 + (n * 7919) % 1800000 AS price
      FROM generate_series(1, ${BOOKINGS}) AS n
    )
    INSERT INTO bookings (locator, company_id, user_id, booked_by, type, status, supplier, supplier_ref, details, total,
      within_policy, out_of_policy_reason_id, cost_center_id, payment_method, idempotency_key, starts_on, ends_on,
      created_at, updated_at, lowest_fare, missed_savings, public_rate, co2_kg, is_international, is_short_notice,
      vendor, vendor_name, route, destination, room_nights, decided_at, decided_by)
    SELECT 'R' || lpad(n::text, 7, '0'), ${companyId}, travellers[1 + n % ${TRAVELLERS}], travellers[1 + n % ${TRAVELLERS}],
      CASE WHEN is_flight THEN 'flight' ELSE 'hotel' END,
      CASE WHEN n % 50 = 0 THEN 'rejected' WHEN n % 97 = 0 THEN 'cancelled' WHEN n % 499 = 0 THEN 'pending_approval' ELSE 'emitted' END,
      'builtin', 'BENCH-' || n, CASE WHEN is_flight THEN ${flightDetails} ELSE ${hotelDetails} END::jsonb, price,
      NOT is_out, CASE WHEN is_out THEN reasons[1 + n % 4] END, centers[1 + (n / 7) % ${COST_CENTERS}], 'nomina',
      'bench-report-' || n, created::date + 10, created::date + 12, created, created,
      CASE WHEN is_flight THEN price - CASE WHEN n % 4 = 0 THEN (n * 31) % 150000 ELSE 0 END END,
      CASE WHEN is_flight THEN CASE WHEN n % 4 = 0 THEN (n * 31) % 150000 ELSE 0 END END,
      CASE WHEN NOT is_flight AND n % 3 = 0 THEN price + price / 5 END,
      20 + (n * 13) % 900, n % 5 = 0, n % 11 = 0,
      CASE WHEN is_flight THEN (ARRAY['AV', 'LA', 'CM', 'JA', 'P5', 'IB', 'UA', 'AA'])[1 + n % 8] ELSE 'BENCH-H' || n % 40 END,
      CASE WHEN is_flight THEN NULL ELSE 'Hotel de prueba ' || n % 40 END,
      CASE WHEN is_flight THEN (ARRAY['BOG-MDE', 'BOG-CTG', 'BOG-CLO', 'BOG-BAQ', 'MDE-CTG', 'BOG-MIA', 'BOG-MAD', 'BOG-PTY', 'BOG-MEX', 'BOG-LIM'])[1 + n % 10] END,
      (ARRAY['MDE', 'CTG', 'CLO', 'BAQ', 'BGA', 'MIA', 'MAD', 'PTY', 'MEX', 'LIM', 'SMR', 'PEI'])[1 + n % 12],
      CASE WHEN is_flight THEN NULL ELSE 1 + n % 4 END,
      CASE WHEN is_out AND n % 499 <> 0 THEN created + (n % 48) * interval '1 hour' END,
      CASE WHEN is_out AND n % 499 <> 0 AND n % 90 <> 0 THEN approvers[1 + n % 3] END
    FROM rows, ids`);
  // What autovacuum does on a live database: the visibility map lets the reports read the index alone.
  await db.execute(sql`VACUUM ANALYZE bookings`);
  await db.execute(sql`ANALYZE users`);
  const [center] = await db
    .select({ id: costCenters.id })
    .from(costCenters)
    .where(eq(costCenters.companyId, companyId))
    .orderBy(asc(costCenters.id))
    .limit(1);
  return { companyId, costCenterId: center?.id ?? 0 };
}

const COLD_SAMPLES = Number(process.env.BENCH_REPORT_COLD_SAMPLES ?? 30);

/**
 * What one administrator waits for when nothing is cached: each view requested one at a time, each request with a
 * custom range of its own (this year from its 1st, 2nd, 3rd … day), so every answer is aggregated afresh. Printed
 * as its own table (the load scenarios repeat one URL, which the cache answers while the bookings stay as they are).
 */
async function measureColdReports(baseUrl: string, token: string, databaseName: string): Promise<void> {
  const year = new Date().getFullYear();
  const lines: string[] = [];
  for (const view of ['spend', 'policy', 'savings', 'approvals', 'co2']) {
    const times: number[] = [];
    for (let sample = 0; sample < COLD_SAMPLES; sample += 1) {
      const from = new Date(Date.UTC(year, 0, 1 + sample)).toISOString().slice(0, 10);
      const started = performance.now();
      const response = await fetch(
        `${baseUrl}/api/reports/${view}?period=custom&from=${from}&to=${year}-12-31`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /api/reports/${view} answered ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
    lines.push(
      `| GET /api/reports/${view} (not cached, one at a time) | ${databaseName} | ${COLD_SAMPLES} | ${at(0.5)} | ${at(0.9)} | ${Math.round(times.at(-1) ?? 0)} |`,
    );
  }
  console.log(
    [
      `\nReports aggregated afresh, ${BOOKINGS.toLocaleString('en')} bookings this year:`,
      '| View | Database | Requests | p50 ms | p90 ms | max ms |',
      '|---|---|---:|---:|---:|---:|',
      ...lines,
    ].join('\n'),
  );
}

/**
 * The report scenarios to measure, after seeding their company (nothing is seeded when `isSelected` takes none of
 * them). `signIn` is run.ts's: it answers a session token for an e-mail with the demo password.
 */
export async function reportScenarios(
  handle: DatabaseHandle,
  baseUrl: string,
  signIn: (baseUrl: string, email: string) => Promise<string>,
  isSelected: (scenario: string) => boolean,
): Promise<Scenario[]> {
  const count = BOOKINGS.toLocaleString('en');
  const selected = scenarioNames(count).filter(({ name }) => isSelected(name));
  if (selected.length === 0) return [];
  process.stderr.write(`${handle.driver}: seeding ${count} bookings for the reports…\n`);
  const { costCenterId } = await seedReportCompany(handle);
  const token = await signIn(baseUrl, ADMIN_EMAIL);
  await measureColdReports(baseUrl, token, handle.driver === 'pglite' ? 'PGlite' : 'PostgreSQL');
  return selected.map(({ name, view, query }) => ({
    scenario: name,
    options: {
      url: `${baseUrl}/api/reports/${view}?${query.replace('COST_CENTER', String(costCenterId))}`,
      headers: { authorization: `Bearer ${token}` },
    },
  }));
}
