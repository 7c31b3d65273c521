import { bookings, companies, notifications, users } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, databases, type TestApp } from './helpers/test-app';

describe.each(databases)('approval deadline sweep (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind, env: { APPROVAL_SWEEP_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  /** A pending booking of Laura's, written straight to the table: the sweep alone must find it. */
  async function pendingBooking(deadline: Date): Promise<string> {
    const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    if (!laura) throw new Error('Laura is missing');
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        locator: `SW${Math.floor(Math.random() * 9000 + 1000)}`,
        companyId: laura.companyId,
        userId: laura.id,
        bookedBy: laura.id,
        type: 'hotel',
        status: 'pending_approval',
        supplier: 'builtin',
        supplierRef: 'SWEEP',
        details: {
          hotelCode: 'NOT-IN-INVENTORY',
          hotelName: 'Hotel de prueba',
          roomCode: 'STD',
          roomName: 'Estándar',
          checkIn: '2030-01-10',
          checkOut: '2030-01-12',
          nights: 2,
          rooms: 1,
          adults: 1,
          city: 'Bogotá',
          country: 'Colombia',
          guest: {
            firstname: 'Laura',
            last_name: 'Gómez',
            email: DEMO_USERS.laura.email,
            phone: '3105550101',
          },
        },
        total: 500_000,
        withinPolicy: false,
        outOfPolicyReason: 'Prueba',
        paymentMethod: 'tarjeta_corporativa',
        idempotencyKey: `sweep-${Math.random()}`,
        startsOn: '2030-01-10',
        endsOn: '2030-01-12',
        approvalDeadline: deadline,
        // Booked two days before its deadline, as the company's 48 hours give it.
        createdAt: new Date(deadline.getTime() - 48 * 3_600_000),
      })
      .returning();
    if (!row) throw new Error('no booking');
    return row.id;
  }

  async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const value = await read();
      if (isDone(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return read();
  }

  it('applies the company default to an expired request and reminds approvers, with nobody reading', async () => {
    const expired = await pendingBooking(new Date(Date.now() - 60_000));
    const soon = await pendingBooking(new Date(Date.now() + 3_600_000));

    const status = await waitFor(
      async () => (await t.database.db.select().from(bookings).where(eq(bookings.id, expired))).at(0)?.status,
      (value) => value !== 'pending_approval',
    );
    expect(status).toBe('rejected');
    const reminders = await waitFor(
      () =>
        t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.bookingId, soon), eq(notifications.kind, 'deadline_near'))),
      (rows) => rows.length > 0,
    );
    expect(reminders).toHaveLength(1);
    const [andes] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Andes Energía S.A.S.'));
    expect(andes?.approvalDeadlineOutcome).toBe('reject');
  });
});
