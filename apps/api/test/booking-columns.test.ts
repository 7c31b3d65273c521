import { buildHotelDetails } from '@travesia/domain/testing/stored-details';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

/** The PostgreSQL error code behind `error`, raw or wrapped by Drizzle. */
function sqlStateOf(error: unknown): unknown {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; ) {
    if (typeof current.code === 'string') return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

describe.each(databases)('booking status and payment method columns (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  /** Inserts a booking for the first user, bypassing the types, as a hand-written statement could. */
  async function insertRaw(status: string, paymentMethod: string): Promise<unknown> {
    try {
      await t.database.db.execute(sql`
        INSERT INTO bookings (locator, company_id, user_id, booked_by, type, status, supplier, details, total, within_policy,
          payment_method, idempotency_key)
        SELECT ${`CHK${status.length}${paymentMethod.length}`}, company_id, id, id, 'hotel', ${status}, 'builtin',
          ${JSON.stringify(buildHotelDetails())}::jsonb, 1, true, ${paymentMethod}, ${`check-${status}-${paymentMethod}`}
        FROM users ORDER BY id LIMIT 1`);
      return undefined;
    } catch (error) {
      return sqlStateOf(error);
    }
  }

  it('holds only the statuses and payment methods the domain names (23514: check violation)', async () => {
    expect(await insertRaw('confirmed', 'nomina')).toBe('23514');
    expect(await insertRaw('approved', 'efectivo')).toBe('23514');
    expect(await insertRaw('approved', 'nomina')).toBeUndefined();
  });
});
