import { bookingEvents, bookings, companies, costCenters } from '@travesia/db';
import { addDays, budgetShareOf, ENDED_BOOKING_STATUSES, toIsoDate } from '@travesia/domain';
import { and, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PastBooking, recordPastTrips } from '../src/modules/bookings/service';
import { startOfBudgetYear } from '../src/modules/cost-centers/service';
import { seedDemoHistory } from '../src/seed/demo-history';
import { bearer, createTestApp, type DemoTokens, loginDemoUsers, type TestApp } from './helpers/test-app';

/** A fixed first start, so the history is the same on every run. */
const FIRST_START = new Date('2026-11-26T15:00:00Z');
const LAST_YEAR = `period=custom&from=${addDays(toIsoDate(FIRST_START), -365)}&to=${toIsoDate(FIRST_START)}`;

describe("the demo company's year of trips", () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await loginDemoUsers(t.app);
    andesId =
      (await t.database.db.select().from(companies).where(eq(companies.taxId, '900123456-8')))[0]?.id ?? 0;
    expect(await seedDemoHistory(t.database, FIRST_START)).toBe(true);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens.ana) });
  const report = async (view: string) => {
    const response = await get(`/api/reports/${view}?${LAST_YEAR}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('is seeded once: several hundred trips, none waiting for a decision or for emission', async () => {
    expect(await seedDemoHistory(t.database, FIRST_START)).toBe(false);
    const statuses = await t.database.db
      .select({ status: bookings.status, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.companyId, andesId))
      .groupBy(bookings.status);
    const count = (status: string) => statuses.find((row) => row.status === status)?.count ?? 0;
    expect(count('emitted')).toBeGreaterThan(300);
    expect(count('rejected')).toBeGreaterThan(5);
    expect(count('cancelled')).toBeGreaterThan(0);
    expect(count('pending_approval') + count('approved')).toBe(0);
  });

  it('approves the trips within the policy by the company’s mode, never by their travellers', async () => {
    const approvedAtOnce = await t.database.db
      .select({ actor: bookingEvents.actorUserId, comment: bookingEvents.comment })
      .from(bookingEvents)
      .where(and(isNull(bookingEvents.fromStatus), eq(bookingEvents.toStatus, 'approved')));
    expect(approvedAtOnce.length).toBeGreaterThan(100);
    expect(new Set(approvedAtOnce.map((event) => `${event.actor} ${event.comment}`))).toEqual(
      new Set(['null Aprobada automáticamente (dentro de la política).']),
    );
  });

  it('is the same history for the same first start (a seeded generator)', async () => {
    const again = await createTestApp();
    try {
      await seedDemoHistory(again.database, FIRST_START);
      const digest = (db: TestApp['database']['db']) =>
        db
          .select({
            total: sql<number>`sum(${bookings.total})::bigint`,
            co2: sql<number>`sum(${bookings.co2Kg})::bigint`,
            count: sql<number>`count(*)::int`,
          })
          .from(bookings);
      expect(await digest(again.database.db)).toEqual(await digest(t.database.db));
    } finally {
      await again.close();
    }
  });

  it('fills every report: spend, policy, savings, approvals and CO₂e', async () => {
    const spend = await report('spend');
    expect(spend.totals.bookings).toBeGreaterThan(250);
    expect(spend.totals.flights.bookings).toBeGreaterThan(100);
    expect(spend.totals.hotels.bookings).toBeGreaterThan(80);
    expect(spend.byCostCenter).toHaveLength(3);
    expect(spend.byTraveller.length).toBeGreaterThanOrEqual(10);
    expect(spend.byAirline.length).toBeGreaterThan(1);
    expect(spend.byHotel.length).toBeGreaterThan(4);
    expect(spend.topRoutes.map((row: { route: string }) => row.route)).toContain('BOG-MDE');
    const policy = await report('policy');
    expect(policy.outOfPolicy).toBeGreaterThan(0);
    expect(policy.shareWithinPolicy).toBeGreaterThan(0.6);
    expect(policy.shortNotice).toBeGreaterThan(0);
    expect(policy.outOfPolicyByReason.length).toBeGreaterThan(1);
    const savings = await report('savings');
    expect(savings.negotiated.savings).toBeGreaterThan(0);
    expect(savings.missed.missedSavings).toBeGreaterThan(0);
    const approvals = await report('approvals');
    expect(approvals.byPeople.decided).toBeGreaterThan(10);
    expect(approvals.byPeople.medianHours).toBeGreaterThan(0);
    expect(approvals.byPeople.p90Hours).toBeGreaterThan(approvals.byPeople.medianHours);
    expect(approvals.byDeadlineDefault).toBeGreaterThan(0);
    expect(approvals.byApprover).toHaveLength(1);
    const co2 = await report('co2');
    expect(co2.totalKg).toBeGreaterThan(10_000);
    expect(co2.byMonth.length).toBeGreaterThanOrEqual(12);
  });

  it('is stored only as the lifecycle could have left it', async () => {
    // Approved at once by the company's mode (within the policy), so nobody can reject it any more.
    const trip = {
      booking: { withinPolicy: true } as PastBooking,
      bookedAt: FIRST_START,
      changes: [{ to: 'rejected' as const, at: FIRST_START, actorUserId: null }],
    };
    await expect(
      recordPastTrips(t.database.db, { id: andesId, approvalMode: 'out_of_policy' }, [trip]),
    ).rejects.toThrow('A past trip cannot go from approved to rejected');
  });

  it("reads back through the bookings list and a flight's detail, whose schemas it satisfies", async () => {
    const list = await get(`/api/bookings/company/${andesId}?pageSize=50`);
    expect(list.statusCode, list.body).toBe(200);
    const [flight] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.type, 'flight'))
      .limit(1);
    const detail = await get(`/api/bookings/${flight?.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().events.length).toBeGreaterThan(1);
  });

  it('leaves most cost centers under their budget on the first start, one near it and at most one over', async () => {
    const spent = await t.database.db
      .select({
        code: costCenters.code,
        budget: costCenters.budget,
        spent: sql<number>`coalesce(sum(${bookings.total}), 0)`.mapWith(Number),
      })
      .from(costCenters)
      .leftJoin(
        bookings,
        and(
          eq(bookings.costCenterId, costCenters.id),
          notInArray(bookings.status, [...ENDED_BOOKING_STATUSES]),
          gte(bookings.createdAt, startOfBudgetYear(FIRST_START)),
        ),
      )
      .where(eq(costCenters.companyId, andesId))
      .groupBy(costCenters.code, costCenters.budget);
    const shares = spent.map((center) => budgetShareOf(center.budget, center.spent) ?? 0);
    expect(shares).toHaveLength(3);
    expect(shares.filter((share) => share > 1).length).toBeLessThanOrEqual(1);
    expect(shares.filter((share) => share < 0.9).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...shares)).toBeGreaterThan(0.85);
  });
});
