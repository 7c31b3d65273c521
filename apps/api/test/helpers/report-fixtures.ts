import { bookings, companies, costCenters, outOfPolicyReasons, travelGroups, users } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { reportBookingRows } from './report-bookings';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  DEMO_USERS,
  type DemoTokens,
  loginDemoUsers,
  type TestApp,
} from './test-app';

/**
 * The fixtures live in 2020 (and 2019 for the year before), far from anything else the app stores, so each total
 * the report tests expect is computed by hand from the rows inserted here.
 */
export const YEAR_2020 = 'period=custom&from=2020-01-01&to=2020-12-31';
export const at = (instant: string) => new Date(instant);
const hoursAfter = (instant: string, hours: number) => new Date(Date.parse(instant) + hours * 3_600_000);

interface ReportsSuite {
  t: TestApp;
  tokens: DemoTokens;
  andesId: number;
  cafeId: number;
  laura: number;
  carlos: number;
  ana: number;
  ops: number;
  com: number;
  clientReason: number;
  groupId: number;
}

/**
 * The app of the report tests on a database of its own, every demo user signed in, with the 2020 bookings the
 * reports add up, and the requests the tests make. Call it inside the file's `describe`: it registers the hooks.
 */
export function useReportsApp(kind: DatabaseKind) {
  const suite = {} as ReportsSuite;

  beforeAll(async () => {
    suite.t = await createTestApp({ database: kind });
    suite.tokens = await loginDemoUsers(suite.t.app);
    const { db } = suite.t.database;
    const companyId = async (name: string) =>
      (await db.select().from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
    suite.andesId = await companyId('Andes Energía S.A.S.');
    suite.cafeId = await companyId('Café del Sur S.A.S.');
    const userId = async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    suite.laura = await userId(DEMO_USERS.laura.email);
    suite.carlos = await userId(DEMO_USERS.carlos.email);
    suite.ana = await userId(DEMO_USERS.ana.email);
    const julian = await userId(DEMO_USERS.julian.email);
    const costCenter = async (code: string) =>
      (await db.select().from(costCenters).where(eq(costCenters.code, code)))[0]?.id ?? 0;
    suite.ops = await costCenter('OPS-100');
    suite.com = await costCenter('COM-200');
    const cafeCenter = await costCenter('ADM-10');
    suite.clientReason =
      (
        await db
          .select()
          .from(outOfPolicyReasons)
          .where(and(eq(outOfPolicyReasons.companyId, suite.andesId), eq(outOfPolicyReasons.code, 'CLIENTE')))
      )[0]?.id ?? 0;
    const [group] = await db
      .insert(travelGroups)
      .values({ companyId: suite.andesId, name: 'Directivos' })
      .returning({ id: travelGroups.id });
    suite.groupId = group?.id ?? 0;
    await db.update(users).set({ travelGroupId: suite.groupId }).where(eq(users.id, suite.ana));

    const { row, flight, hotel } = reportBookingRows('REP', {
      companyId: suite.andesId,
      userId: suite.laura,
      costCenterId: suite.ops,
    });

    await db.insert(bookings).values([
      // 1. Laura, OPS, AV BOG-MDE: lowest fare 400 000, so 100 000 missed; 120 kg; decided by Carlos in 1 h.
      flight({
        total: 500_000,
        createdAt: at('2020-03-10T15:00:00Z'),
        lowestFare: 400_000,
        missedSavings: 100_000,
        co2Kg: 120,
        decidedAt: hoursAfter('2020-03-10T15:00:00Z', 1),
        decidedBy: suite.carlos,
      }),
      // 2. Laura, OPS, LA BOG-MAD abroad, out of policy (client meeting), short notice; 900 kg; Carlos, 2 h.
      flight({
        total: 3_000_000,
        createdAt: at('2020-03-20T15:00:00Z'),
        vendor: 'LA',
        route: 'BOG-MAD',
        destination: 'MAD',
        isInternational: true,
        withinPolicy: false,
        outOfPolicyReasonId: suite.clientReason,
        outOfPolicyReason: 'Reunión con cliente',
        isShortNotice: true,
        lowestFare: 3_000_000,
        missedSavings: 0,
        co2Kg: 900,
        decidedAt: hoursAfter('2020-03-20T15:00:00Z', 2),
        decidedBy: suite.carlos,
      }),
      // 3. Ana, COM, negotiated hotel H1 by Medellín's other airport (EOH): 2 room-nights, public rate 700 000; 30 kg;
      // Carlos, 4 h.
      hotel({
        total: 600_000,
        destination: 'EOH',
        createdAt: at('2020-06-01T15:00:00Z'),
        userId: suite.ana,
        costCenterId: suite.com,
        roomNights: 2,
        publicRate: 700_000,
        co2Kg: 30,
        decidedAt: hoursAfter('2020-06-01T15:00:00Z', 4),
        decidedBy: suite.carlos,
      }),
      // 4. Ana, COM, hotel H2 out of policy with free text only, short notice; 3 room-nights; the deadline decided.
      hotel({
        total: 900_000,
        createdAt: at('2020-06-15T15:00:00Z'),
        userId: suite.ana,
        costCenterId: suite.com,
        vendor: 'H2',
        vendorName: 'Hotel Dos',
        destination: 'CTG',
        roomNights: 3,
        withinPolicy: false,
        outOfPolicyReason: 'Congreso',
        isShortNotice: true,
        co2Kg: 45,
        decidedAt: hoursAfter('2020-06-15T15:00:00Z', 48),
        decidedBy: null,
      }),
      // 5. Rejected by Carlos after 10 h: no spend, but a decision.
      flight({
        total: 800_000,
        createdAt: at('2020-07-01T15:00:00Z'),
        status: 'rejected',
        withinPolicy: false,
        decidedAt: hoursAfter('2020-07-01T15:00:00Z', 10),
        decidedBy: suite.carlos,
      }),
      // 6. Cancelled: nothing at all.
      hotel({ total: 400_000, createdAt: at('2020-07-02T15:00:00Z'), status: 'cancelled', roomNights: 1 }),
      // 7. The year before: only the month comparison sees it.
      flight({ total: 250_000, createdAt: at('2019-03-05T15:00:00Z'), co2Kg: 100 }),
      // 8. Bogotá's 31 December 2020 at 20:00 is 1 January 2021 in UTC: still 2020 here.
      flight({ total: 100_000, createdAt: at('2021-01-01T01:00:00Z'), vendor: 'AV', co2Kg: 50 }),
      // 9. Another company's trip in the same year.
      row({
        type: 'hotel',
        total: 5_000_000,
        createdAt: at('2020-03-10T15:00:00Z'),
        companyId: suite.cafeId,
        userId: julian,
        costCenterId: cafeCenter,
      }),
    ]);
  });
  afterAll(() => suite.t.close());

  const get = (url: string, token: string) =>
    suite.t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const report = async (view: string, query = YEAR_2020, token = suite.tokens.ana) => {
    const response = await get(`/api/reports/${view}?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  return { suite, get, report };
}
