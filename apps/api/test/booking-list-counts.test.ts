import { bookings, users } from '@travesia/db';
import { BOOKING_COUNT_LIMIT, BOOKING_PAGE_SIZE, type StoredBookingDetails } from '@travesia/domain';
import { and, count, eq, sql } from 'drizzle-orm';
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

/** More bookings than lists count, so the total stops at the limit (decision 022). */
const BOOKINGS = BOOKING_COUNT_LIMIT + 5;

describe.each(databases)('booking list totals (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const [julian] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.julian.email));
    if (!julian) throw new Error('The demo data has no Julián');
    companyId = julian.companyId;
    // Cancelled hotel bookings: nothing to settle, nothing in any queue.
    const details = JSON.stringify({
      hotelCode: 'COUNT-1',
      hotelName: 'Hotel de conteo',
      roomCode: 'STD',
      roomName: 'Habitación estándar',
      checkIn: '2027-03-01',
      checkOut: '2027-03-03',
      nights: 2,
      rooms: 1,
      adults: 1,
      city: 'Medellín',
      country: 'Colombia',
      guest: {
        firstname: 'Julián',
        last_name: 'Restrepo',
        email: DEMO_USERS.julian.email,
        phone: '+573105550104',
      },
    } satisfies StoredBookingDetails);
    await t.database.db.execute(sql`
      INSERT INTO bookings (locator, company_id, user_id, booked_by, type, status, supplier, supplier_ref, details, total,
        within_policy, payment_method, idempotency_key, starts_on, ends_on, created_at)
      SELECT 'C' || lpad(n::text, 7, '0'), ${companyId}, ${julian.id}, ${julian.id}, 'hotel', 'cancelled', 'builtin',
        'COUNT-' || n, ${details}::jsonb, 400000, true, 'nomina', 'count-' || n, '2027-03-01', '2027-03-03',
        now() - n * interval '1 minute'
      FROM generate_series(1, ${BOOKINGS}) AS n`);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/company/${companyId}${query}`,
      headers: bearer(tokens.operador),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('counts a list only up to the limit and says so with limit + 1; pages past it still answer', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: BOOKING_PAGE_SIZE, total: BOOKING_COUNT_LIMIT + 1 });
    expect(first.data).toHaveLength(BOOKING_PAGE_SIZE);
    const lastPage = Math.ceil(BOOKINGS / BOOKING_PAGE_SIZE);
    const beyond = await list(`?page=${lastPage}`);
    expect(beyond.total).toBe(BOOKING_COUNT_LIMIT + 1);
    expect(beyond.data.length).toBe(BOOKINGS - (lastPage - 1) * BOOKING_PAGE_SIZE);
  });

  it('keeps exact totals under the limit', async () => {
    expect((await list('?type=flight')).total).toBe(0);
    const [row] = await t.database.db
      .select({ exact: count() })
      .from(bookings)
      .where(and(eq(bookings.companyId, companyId), eq(bookings.status, 'approved')));
    expect((await list('?status=approved')).total).toBe(row?.exact);
  });
});
