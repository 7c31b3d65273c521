import { bookings, companies, users } from '@travesia/db';
import { type BookingStatus, toIsoMonth } from '@travesia/domain';
import { buildHotelDetails } from '@travesia/domain/testing/stored-details';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

describe.each(databases)('month spend (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let cafeId: number;
  const thisMonth = toIsoMonth(new Date());

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const companyId = async (name: string) =>
      (await t.database.db.select().from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
    andesId = await companyId('Andes Energía S.A.S.');
    cafeId = await companyId('Café del Sur S.A.S.');
    const userId = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    const laura = await userId(DEMO_USERS.laura.email);
    const julian = await userId(DEMO_USERS.julian.email);
    let sequence = 0;
    const booking = (
      companyId: number,
      userId: number,
      total: number,
      status: BookingStatus,
      createdAt: Date,
      withinPolicy = true,
    ) => {
      sequence += 1;
      return {
        locator: `TST${sequence}`,
        companyId,
        userId,
        bookedBy: userId,
        type: 'hotel' as const,
        status,
        supplier: 'builtin',
        details: buildHotelDetails(),
        total,
        withinPolicy,
        paymentMethod: 'nomina' as const,
        idempotencyKey: `spend-${sequence}`,
        createdAt,
      };
    };
    const now = new Date();
    const lastMonth = new Date(now.getTime() - 40 * 86_400_000);
    await t.database.db.insert(bookings).values([
      booking(andesId, laura, 500_000, 'approved', now),
      booking(andesId, laura, 300_000, 'pending_approval', now, false),
      booking(andesId, laura, 900_000, 'emitted', now),
      // Trips that will not happen, another month and another company spend nothing here.
      booking(andesId, laura, 700_000, 'rejected', now),
      booking(andesId, laura, 800_000, 'cancelled', now),
      booking(andesId, laura, 1_000_000, 'approved', lastMonth),
      booking(cafeId, julian, 2_000_000, 'approved', now),
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it("sums the month's trips that go ahead for the company's administrator", async () => {
    const response = await get('/api/spend/month', tokens.ana);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      companyId: andesId,
      month: thisMonth,
      total: 1_700_000,
      bookings: 3,
      outOfPolicy: 1,
    });
  });

  it('answers an empty month with zeros', async () => {
    const response = await get('/api/spend/month?month=2020-01', tokens.ana);
    expect(response.json()).toMatchObject({ month: '2020-01', total: 0, bookings: 0, outOfPolicy: 0 });
  });

  it('is for administrators of the company and the operador naming one', async () => {
    expect((await get('/api/spend/month', tokens.laura)).statusCode).toBe(403);
    expect((await get('/api/spend/month', tokens.carlos)).statusCode).toBe(403);
    expect((await get(`/api/spend/month?companyId=${cafeId}`, tokens.ana)).statusCode).toBe(404);
    const unnamed = await get('/api/spend/month', tokens.operador);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe('Elige una empresa.');
    const named = await get(`/api/spend/month?companyId=${cafeId}`, tokens.operador);
    expect(named.json()).toMatchObject({ companyId: cafeId, total: 2_000_000, bookings: 1 });
    const malformed = await get('/api/spend/month?month=2026-13', tokens.ana);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('El mes debe tener el formato AAAA-MM.');
  });
});
