import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  bookingEvents,
  bookings,
  companies,
  notifications,
  outbox,
  userApprovers,
  users,
} from '@travesia/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { DEMO_USERS, databases, login } from './helpers/test-app';

const AUTOMATIC_APPROVALS_MIGRATION = fileURLToPath(
  new URL('../../../packages/db/drizzle/0019_automatic_approvals_by_the_system.sql', import.meta.url),
);

describe.each(databases)('approval links, deadlines and modes (%s)', (kind) => {
  const { suite, get, put, decideByLink, bookHotel, carlosLinksFor } = useBookingLifecycleApp(kind);

  it('decides through the e-mailed link once, without signing in', async () => {
    const booking = await bookHotel(1);
    const { approveToken, rejectToken } = await carlosLinksFor(booking.locator);

    const preview = await get(`/api/approval-links/${approveToken}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ decision: 'approved', booking: { id: booking.id } });
    expect((await get('/api/approval-links/no-such-token')).statusCode).toBe(404);

    const decided = await decideByLink(approveToken);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().status).toBe('approved');
    const reused = await decideByLink(approveToken);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error.message).toBe(
      'Esta solicitud ya no está pendiente: ya se decidió o se canceló.',
    );
    // Once decided, every other link stops working and shows nothing of the trip.
    expect((await get(`/api/approval-links/${rejectToken}`)).statusCode).toBe(410);
    const late = await decideByLink(rejectToken, { comment: 'Mejor no' });
    expect(late.statusCode).toBe(410);
    const detail = (await get(`/api/bookings/${booking.id}`, suite.tokens.laura)).json();
    expect(detail.events.at(-1)).toMatchObject({ toStatus: 'approved', actorName: 'Carlos Restrepo' });
  });

  it('takes the power to decide from an approver who is demoted or removed, links included', async () => {
    const [carlos] = await suite.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.carlos.email));
    const [laura] = await suite.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.laura.email));
    if (!carlos || !laura) throw new Error('demo users missing');
    const booking = await bookHotel(1);
    const { approveToken } = await carlosLinksFor(booking.locator);

    await suite.t.database.db.update(users).set({ role: 'viajero' }).where(eq(users.id, carlos.id));
    try {
      const demoted = await login(suite.t.app, DEMO_USERS.carlos.email);
      const refused = await put(booking.id, demoted, { status: 'approved' });
      expect(refused.statusCode).toBe(404);
      expect((await get('/api/approvals', demoted)).json()).toMatchObject({ data: [], total: 0 });
      const link = await decideByLink(approveToken);
      expect(link.statusCode).toBe(410);
      expect(link.json().error.message).toBe(
        'Este enlace ya no es válido: ya no apruebas los viajes de esta persona.',
      );
    } finally {
      await suite.t.database.db.update(users).set({ role: 'aprobador' }).where(eq(users.id, carlos.id));
    }

    await suite.t.database.db
      .delete(userApprovers)
      .where(and(eq(userApprovers.userId, laura.id), eq(userApprovers.approverId, carlos.id)));
    try {
      expect((await get(`/api/approval-links/${approveToken}`)).statusCode).toBe(410);
      expect((await put(booking.id, suite.tokens.carlos, { status: 'approved' })).statusCode).toBe(404);
    } finally {
      await suite.t.database.db
        .insert(userApprovers)
        .values({ companyId: suite.andesId, userId: laura.id, approverId: carlos.id });
    }
    expect((await get(`/api/approval-links/${approveToken}`)).statusCode).toBe(200);
  });

  it('reminds each approver once, however many readers notice the deadline at the same time', async () => {
    const booking = await bookHotel(1);
    await suite.t.database.db
      .update(bookings)
      .set({
        approvalDeadline: new Date(Date.now() + 3_600_000),
        createdAt: new Date(Date.now() - 47 * 3_600_000),
      })
      .where(eq(bookings.id, booking.id));
    await Promise.all([
      get('/api/approvals', suite.tokens.carlos),
      get(`/api/bookings/${booking.id}`, suite.tokens.laura),
      get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, suite.tokens.ana),
    ]);
    const reminders = await suite.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, 'deadline_near')));
    expect(reminders).toHaveLength(1);
    const reminderMails = (
      await suite.t.database.db.select().from(outbox).where(eq(outbox.toAddress, DEMO_USERS.carlos.email))
    ).filter(
      (mail) => mail.subject.startsWith('Aprobación por vencer') && mail.textBody.includes(booking.locator),
    );
    expect(reminderMails).toHaveLength(1);
  });

  it('applies the company default when the deadline passes, and reminds approvers before', async () => {
    const expired = await bookHotel(1);
    const soon = await bookHotel(1);
    await suite.t.database.db
      .update(bookings)
      .set({ approvalDeadline: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, expired.id));
    await suite.t.database.db
      .update(bookings)
      .set({
        approvalDeadline: new Date(Date.now() + 3_600_000),
        createdAt: new Date(Date.now() - 47 * 3_600_000),
      })
      .where(eq(bookings.id, soon.id));

    const detail = (await get(`/api/bookings/${expired.id}`, suite.tokens.laura)).json();
    expect(detail.status).toBe('rejected');
    expect(detail.events.at(-1)).toMatchObject({ toStatus: 'rejected', actorName: null });
    const reminders = await suite.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, soon.id), eq(notifications.kind, 'deadline_near')));
    expect(reminders).toHaveLength(1);
    await get('/api/approvals', suite.tokens.carlos);
    const again = await suite.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, soon.id), eq(notifications.kind, 'deadline_near')));
    expect(again).toHaveLength(1);

    await suite.t.database.db
      .update(companies)
      .set({ approvalDeadlineOutcome: 'approve' })
      .where(eq(companies.id, suite.andesId));
    try {
      await suite.t.database.db
        .update(bookings)
        .set({ approvalDeadline: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, soon.id));
      expect((await get(`/api/bookings/${soon.id}`, suite.tokens.carlos)).json().status).toBe('approved');
    } finally {
      await suite.t.database.db
        .update(companies)
        .set({ approvalDeadlineOutcome: 'reject' })
        .where(eq(companies.id, suite.andesId));
    }
  });

  it('follows the company approval mode', async () => {
    await suite.t.database.db
      .update(companies)
      .set({ approvalMode: 'all' })
      .where(eq(companies.id, suite.andesId));
    try {
      expect((await bookHotel(20, { outOfPolicyReason: undefined })).status).toBe('pending_approval');
      await suite.t.database.db
        .update(companies)
        .set({ approvalMode: 'none' })
        .where(eq(companies.id, suite.andesId));
      const automatic = await bookHotel(1);
      expect(automatic).toMatchObject({ status: 'approved', withinPolicy: false, approvalDeadline: null });
      // Approved by the company's mode: the history names nobody, least of all the traveller.
      expect(automatic.events).toEqual([
        expect.objectContaining({
          fromStatus: null,
          toStatus: 'approved',
          actorName: null,
          comment: 'Aprobada automáticamente (la empresa no requiere aprobación).',
        }),
      ]);
    } finally {
      await suite.t.database.db
        .update(companies)
        .set({ approvalMode: 'out_of_policy' })
        .where(eq(companies.id, suite.andesId));
    }
    const withinPolicy = await bookHotel(20, { outOfPolicyReason: undefined });
    expect(withinPolicy.status).toBe('approved');
    expect(withinPolicy.events).toEqual([
      expect.objectContaining({
        toStatus: 'approved',
        actorName: null,
        comment: 'Aprobada automáticamente (dentro de la política).',
      }),
    ]);
  });

  it('counts no approval at once as anybody’s decision, and gives one stored before to the system', async () => {
    const { db } = suite.t.database;
    const booking = await bookHotel(20, { outOfPolicyReason: undefined });
    const eventsOf = () => db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(await eventsOf()).toMatchObject([{ actorUserId: null, toStatus: 'approved' }]);
    // The reports read who decided from the booking (decision 026): nobody decided this one.
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ decidedBy: null, decidedAt: null });
    const [laura] = await db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    if (!laura) throw new Error('demo user missing');

    // A booking's history as it was stored before: the traveller named as the approver.
    await db
      .update(bookingEvents)
      .set({ actorUserId: laura.id, comment: null })
      .where(eq(bookingEvents.bookingId, booking.id));
    await db.execute(sql.raw(readFileSync(AUTOMATIC_APPROVALS_MIGRATION, 'utf8')));
    expect(await eventsOf()).toMatchObject([
      { actorUserId: null, comment: 'Aprobada automáticamente (dentro de la política).' },
    ]);
    const detail = (await get(`/api/bookings/${booking.id}`, suite.tokens.laura)).json();
    expect(detail.events).toMatchObject([{ actorName: null }]);
  });
});
