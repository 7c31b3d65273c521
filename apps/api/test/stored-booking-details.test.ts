import { bookings, users } from '@travesia/db';
import type { StoredBookingDetails } from '@travesia/domain';
import { buildFlightDetails } from '@travesia/domain/testing/stored-details';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

/** A hotel booking's details as the first bookings stored them (no version, no children, address or terms). */
const FIRST_HOTEL_DETAILS = {
  hotelCode: 'MDE-OLD',
  hotelName: 'Hotel Poblado Plaza',
  roomCode: 'STD',
  roomName: 'Habitación estándar',
  checkIn: '2030-02-10',
  checkOut: '2030-02-12',
  nights: 2,
  rooms: 1,
  adults: 2,
  city: 'Medellín',
  country: 'Colombia',
  guest: { firstname: 'Laura', last_name: 'Gómez', email: DEMO_USERS.laura.email, phone: '3105550101' },
} satisfies StoredBookingDetails;

describe('bookings stored in an older shape, or in none (decision 073)', () => {
  const lines: string[] = [];
  let t: TestApp;
  let tokens: DemoTokens;
  let laura: { id: number; companyId: number };
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => lines.push(line) } });
    tokens = await loginDemoUsers(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    if (!row) throw new Error('The demo data has no Laura');
    laura = row;
  });
  afterAll(() => t.close());

  /** Laura's approved booking of 10–12 February 2030 unless `columns` say otherwise, `details` written as given. */
  async function insertBooking(
    type: 'hotel' | 'flight',
    details: unknown,
    columns: Partial<typeof bookings.$inferInsert> = {},
  ): Promise<string> {
    sequence += 1;
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        locator: `OLD${sequence}`,
        companyId: laura.companyId,
        userId: laura.id,
        bookedBy: laura.id,
        type,
        status: 'approved',
        supplier: 'builtin',
        details: sql`${JSON.stringify(details)}::jsonb`,
        total: 500_000,
        withinPolicy: true,
        paymentMethod: 'nomina',
        idempotencyKey: `stored-details-${sequence}`,
        startsOn: '2030-02-10',
        endsOn: '2030-02-12',
        ...columns,
      })
      .returning({ id: bookings.id });
    if (!row) throw new Error('The booking was not stored');
    return row.id;
  }

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens.laura) });

  it('answers a hotel booking of the first shape upgraded: no children or infants, no terms known', async () => {
    const id = await insertBooking('hotel', FIRST_HOTEL_DETAILS, { status: 'emitted' });
    const response = await get(`/api/bookings/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'hotel',
      hotelName: 'Hotel Poblado Plaza',
      adults: 2,
      childAges: [],
      infants: 0,
      corporateRateOf: null,
      cancellationRefund: { refunded: null, lost: null },
    });
    const list = (await get('/api/me/bookings')).json();
    expect(list.data.find((booking: { id: string }) => booking.id === id)).toMatchObject({
      title: 'Hotel Poblado Plaza',
      subtitle: 'Habitación estándar · 2 noches',
    });
  });

  it('answers a flight booking stored before its details had a version', async () => {
    const { version: _version, ...details } = buildFlightDetails();
    const id = await insertBooking('flight', details, { startsOn: '2030-01-10', endsOn: '2030-01-10' });
    const response = await get(`/api/bookings/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'flight',
      fareFamily: { code: 'BASICA' },
      passengers: [{ documento: '1020304050' }],
      breakdown: details.breakdown,
    });
  });

  it('lists a row whose details fail their schema with what its columns say, and logs it', async () => {
    const hotel = await insertBooking('hotel', { hotelName: 'Sin el resto' }, { vendorName: 'Hotel Roto' });
    const flight = await insertBooking('flight', { itinerary: null }, { route: 'BOG-CTG' });
    const nameless = await insertBooking('hotel', {});
    const list = await get('/api/me/bookings?pageSize=50');
    expect(list.statusCode).toBe(200);
    const listed = (id: string) => list.json().data.find((booking: { id: string }) => booking.id === id);
    expect(listed(hotel)).toMatchObject({
      title: 'Hotel Roto',
      subtitle: 'Detalles no disponibles',
      overlaps: [],
    });
    expect(listed(flight)).toMatchObject({ title: 'BOG → CTG', subtitle: 'Detalles no disponibles' });
    expect(listed(nameless)).toMatchObject({ title: 'Hotel', subtitle: 'Detalles no disponibles' });
    // The readable trip on the same days still lists; the unreadable ones keep nobody busy.
    expect(list.json().data.every((booking: { overlaps: unknown[] }) => booking.overlaps.length === 0)).toBe(
      true,
    );

    const logged = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'booking details unreadable; listed without them');
    expect(new Set(logged.map((line) => line.bookingId))).toEqual(new Set([hotel, flight, nameless]));
    expect(logged.find((line) => line.bookingId === hotel)?.err.message).toMatch(/hotelCode/);
    // The error names the fields that fail, never the values stored.
    expect(lines.join('')).not.toContain('Sin el resto');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/company/${laura.companyId}/export`,
      headers: bearer(tokens.ana),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Hotel Roto;Detalles no disponibles');
  });

  it('answers the booking itself as a failure of the server, logged, not as a wrong booking', async () => {
    const id = await insertBooking('hotel', { hotelName: 'Sin el resto' }, { status: 'cancelled' });
    const response = await get(`/api/bookings/${id}`);
    expect(response.statusCode).toBe(500);
    const failed = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request failed');
    expect(failed.at(-1)?.err).toMatchObject({
      type: 'UnreadableDetailsError',
      message: expect.stringMatching(/checkIn/),
    });
  });
});
