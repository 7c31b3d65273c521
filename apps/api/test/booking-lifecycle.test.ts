import {
  bookingEvents,
  bookings,
  notifications,
  outbox,
  payrollDeductions,
  userApprovers,
  users,
} from '@travesia/db';
import { addDays } from '@travesia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Summary, today, useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { bearer, DEMO_USERS, databases } from './helpers/test-app';

describe.each(databases)('booking lifecycle (%s)', (kind) => {
  const {
    suite,
    get,
    put,
    decideByLink,
    hotelBookingBody,
    postHotelBooking,
    bookHotel,
    carlosLinksFor,
    soldRooms,
  } = useBookingLifecycleApp(kind);

  it('puts an out-of-policy trip in the approver’s queue, tells him and e-mails him single-use links', async () => {
    const booking = await bookHotel(1);
    expect(booking).toMatchObject({
      status: 'pending_approval',
      withinPolicy: false,
      outOfPolicyReason: 'Reunión con cliente confirmada ayer',
      traveller: { name: 'Laura Gómez', documento: DEMO_USERS.laura.documento },
      startsOn: addDays(today, 1),
      allowedTransitions: ['cancelled'],
    });
    expect(booking.events).toMatchObject([
      { fromStatus: null, toStatus: 'pending_approval', actorName: 'Laura Gómez' },
    ]);
    // The stay starts tomorrow: the 48 hours are cut to the start of that day in Colombia (at least an hour away).
    expect(Date.parse(booking.approvalDeadline)).toBe(
      Math.max(Date.parse(`${addDays(today, 1)}T00:00:00-05:00`), Date.parse(booking.createdAt) + 3_600_000),
    );

    const queue = (await get('/api/approvals', suite.tokens.carlos)).json();
    expect(queue.data.map((row: Summary) => row.id)).toContain(booking.id);
    const row = queue.data.find((candidate: Summary) => candidate.id === booking.id);
    expect(row.allowedTransitions).toEqual(['approved', 'rejected']);
    expect(row.title).toBe(booking.hotelName);
    expect((await get('/api/approvals', suite.tokens.laura)).json().data).toEqual([]);

    const carlosNotes = (await get('/api/notifications', suite.tokens.carlos)).json();
    expect(carlosNotes.unread).toBeGreaterThan(0);
    expect(carlosNotes.data[0]).toMatchObject({ kind: 'approval_requested', bookingId: booking.id });
    expect(carlosNotes.data[0].body).toContain('Laura Gómez solicita aprobar');
    const mails = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.carlos.email));
    const mail = mails.find((candidate) => candidate.textBody.includes(booking.locator));
    expect(mail?.textBody).toMatch(/Aprobar: http:\/\/travesia\.test\/approval\/\S+/);
    expect(mail?.textBody).toMatch(/Rechazar: http:\/\/travesia\.test\/approval\/\S+/);
  });

  it('quotes a typed reason in the approver’s e-mail and never makes a link of it', async () => {
    const reason = 'Aprueba aquí: https://evil.example/aprobar o escribe a jefe@evil.example';
    const booking = await bookHotel(1, { outOfPolicyReason: reason });
    const mails = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.carlos.email));
    const mail = mails.find((candidate) => candidate.textBody.includes(booking.locator));
    const html = mail?.htmlBody ?? '';
    expect(html).not.toContain('<a href="https://evil.example');
    for (const autolinkable of ['https://evil', 'evil.example', 'jefe@evil']) {
      expect(html).not.toContain(autolinkable);
    }
    expect(html).toContain('<blockquote');
    // The only links are the product's buttons.
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) expect(href).toMatch(/^http:\/\/travesia\.test\/(approval|travel-approvals)/);
    expect(html).toMatch(/<a href="http:\/\/travesia\.test\/approval\/[^"]+"[^>]*>Aprobar<\/a>/);
    expect(html).toMatch(/<a href="http:\/\/travesia\.test\/approval\/[^"]+"[^>]*>Rechazar<\/a>/);
    // The text part reads the reason as a quote, with its addresses defanged.
    expect(mail?.textBody).toContain(
      'Motivo:\n> Aprueba aquí: hxxps://evil[.]example/aprobar o escribe a jefe[@]evil[.]example',
    );
    expect(mail?.textBody).not.toMatch(/https?:\/\/evil/);
    expect(mail?.textBody).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('takes a reason code, a project client and an expense type of the traveller’s own company only', async () => {
    const reasons = (await get('/api/admin/out-of-policy-reasons', suite.tokens.laura)).json().data;
    const cafeReason = (await get('/api/admin/out-of-policy-reasons', suite.tokens.julian)).json().data[0];
    const clients = (await get('/api/clientes-proyecto', suite.tokens.laura)).json().data;
    const cafeClient = (await get('/api/clientes-proyecto', suite.tokens.julian)).json().data[0];
    const [expenseType] = (await get('/api/admin/expense-types', suite.tokens.laura)).json();
    const [cafeExpenseType] = (await get('/api/admin/expense-types', suite.tokens.julian)).json();

    const codedBody = await hotelBookingBody(1, {
      outOfPolicyReasonId: reasons[0].id,
      outOfPolicyReason: 'Cliente cambió la fecha',
      projectClientId: clients[0].id,
      expenseTypeId: expenseType.id,
    });
    const coded = await postHotelBooking(codedBody);
    expect(coded.outOfPolicyReason).toBe(`${reasons[0].label}: Cliente cambió la fecha`);
    expect(coded).toMatchObject({ projectClient: clients[0], expenseType });

    for (const [extra, message] of [
      [{ outOfPolicyReasonId: cafeReason.id }, 'Elige un motivo de la lista de tu empresa.'],
      [{ projectClientId: cafeClient.id }, 'Elige un cliente-proyecto de tu empresa.'],
      [{ expenseTypeId: cafeExpenseType.id }, 'Elige un tipo de gasto de tu empresa.'],
    ] as const) {
      const refused = await suite.t.app.inject({
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: {
          ...bearer(suite.tokens.laura),
          'idempotency-key': `foreign-${JSON.stringify(extra)}-${kind}`,
        },
        payload: { ...codedBody, ...extra },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
  });

  it('refuses the traveller, a non-approver admin and another company; the approver decides once', async () => {
    const booking = await bookHotel(1);
    const own = await put(booking.id, suite.tokens.laura, { status: 'approved' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('No puedes aprobar ni rechazar tu propio viaje.');
    const admin = await put(booking.id, suite.tokens.ana, { status: 'approved' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe(
      'Solo los aprobadores de este viajero pueden aprobar o rechazar su viaje.',
    );
    expect((await put(booking.id, suite.tokens.julian, { status: 'approved' })).statusCode).toBe(404);
    expect((await put(booking.id, suite.tokens.laura, { status: 'emitted' })).statusCode).toBe(409);

    const approved = await put(booking.id, suite.tokens.carlos, { status: 'approved', comment: 'Adelante' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvalDeadline: null });
    expect(approved.json().events.at(-1)).toMatchObject({
      fromStatus: 'pending_approval',
      toStatus: 'approved',
      actorName: 'Carlos Restrepo',
      comment: 'Adelante',
    });
    const again = await put(booking.id, suite.tokens.carlos, { status: 'rejected', comment: 'Tarde' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Una reserva aprobada no puede pasar a rechazada.');
    const lauraNotes = (await get('/api/notifications', suite.tokens.laura)).json();
    expect(lauraNotes.data[0]).toMatchObject({ kind: 'approved', title: 'Tu viaje fue aprobado' });

    // Only the agency emits; the supplier's locator is kept.
    expect((await put(booking.id, suite.tokens.ana, { status: 'emitted' })).statusCode).toBe(403);
    const emitted = await put(booking.id, suite.tokens.operador, { status: 'emitted' });
    expect(emitted.statusCode, emitted.body).toBe(200);
    expect(emitted.json().status).toBe('emitted');
    expect(emitted.json().supplierLocator).toMatch(/\S+/);
    expect((await get('/api/notifications', suite.tokens.laura)).json().data[0].kind).toBe('emitted');

    // The traveller cancels the emitted trip: the room goes back to the inventory.
    const before = await soldRooms(booking.id);
    const cancelled = await put(booking.id, suite.tokens.laura, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().allowedTransitions).toEqual([]);
    expect(await soldRooms(booking.id)).toBe(before - 1);
  });

  it('needs a comment to reject, and gives the room back', async () => {
    const booking = await bookHotel(1);
    const bare = await put(booking.id, suite.tokens.carlos, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe('Indica el motivo del rechazo.');
    const before = await soldRooms(booking.id);
    const deduction = () =>
      suite.t.database.db.select().from(payrollDeductions).where(eq(payrollDeductions.bookingId, booking.id));
    expect(await deduction()).toMatchObject([{ amount: booking.total }]);
    const rejected = await put(booking.id, suite.tokens.carlos, {
      status: 'rejected',
      comment: 'Viaja la próxima semana',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', allowedTransitions: [] });
    const calendar = await get(`/api/bookings/${booking.id}/calendar.ics`, suite.tokens.laura);
    expect(calendar.statusCode).toBe(409);
    expect(calendar.json().error.message).toBe(
      'Esta reserva fue rechazada o cancelada: no hay un viaje para agregar al calendario.',
    );
    expect(await soldRooms(booking.id)).toBe(before - 1);
    expect(await deduction()).toEqual([]);
    const note = (await get('/api/notifications', suite.tokens.laura)).json().data[0];
    expect(note).toMatchObject({ kind: 'rejected', title: 'Tu viaje fue rechazado' });
    expect(note.body).toContain('Comentario: Viaja la próxima semana');
  });

  it('leaves exactly one decision when two approvers act at once', async () => {
    const [laura] = await suite.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.laura.email));
    const [ana] = await suite.t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.ana.email));
    if (!laura || !ana) throw new Error('demo users missing');
    await suite.t.database.db
      .insert(userApprovers)
      .values({ companyId: suite.andesId, userId: laura.id, approverId: ana.id })
      .onConflictDoNothing();
    try {
      const booking = await bookHotel(1);
      const answers = await Promise.all([
        put(booking.id, suite.tokens.carlos, { status: 'approved' }),
        put(booking.id, suite.tokens.ana, { status: 'rejected', comment: 'No' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const events = await suite.t.database.db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, booking.id), sql`${bookingEvents.fromStatus} IS NOT NULL`));
      expect(events).toHaveLength(1);
    } finally {
      await suite.t.database.db
        .delete(userApprovers)
        .where(and(eq(userApprovers.userId, laura.id), eq(userApprovers.approverId, ana.id)));
    }
  });

  it('marks the approval requests of a decided booking read for every approver, however it was decided', async () => {
    const [laura] = await suite.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.laura.email));
    const [ana] = await suite.t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.ana.email));
    if (!laura || !ana) throw new Error('demo users missing');
    await suite.t.database.db
      .insert(userApprovers)
      .values({ companyId: suite.andesId, userId: laura.id, approverId: ana.id })
      .onConflictDoNothing();
    const requestsOf = async (bookingId: string) =>
      (
        await suite.t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, 'approval_requested')))
      ).map((row) => row.readAt);
    try {
      const inApp = await bookHotel(1);
      expect(await requestsOf(inApp.id)).toEqual([null, null]);
      expect((await put(inApp.id, suite.tokens.carlos, { status: 'approved' })).statusCode).toBe(200);
      expect(await requestsOf(inApp.id)).toEqual([expect.any(Date), expect.any(Date)]);

      const byLink = await bookHotel(1);
      const { rejectToken } = await carlosLinksFor(byLink.locator);
      expect((await decideByLink(rejectToken, { comment: 'No' })).statusCode).toBe(200);
      expect(await requestsOf(byLink.id)).toEqual([expect.any(Date), expect.any(Date)]);

      const byDeadline = await bookHotel(1);
      await suite.t.database.db
        .update(bookings)
        .set({ approvalDeadline: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, byDeadline.id));
      expect((await get(`/api/bookings/${byDeadline.id}`, suite.tokens.laura)).json().status).toBe(
        'rejected',
      );
      expect(await requestsOf(byDeadline.id)).toEqual([expect.any(Date), expect.any(Date)]);

      // A booking still waiting keeps its requests unread.
      const waiting = await bookHotel(1);
      expect(await requestsOf(waiting.id)).toEqual([null, null]);
      await put(waiting.id, suite.tokens.laura, { status: 'cancelled' });
    } finally {
      await suite.t.database.db
        .delete(userApprovers)
        .where(and(eq(userApprovers.userId, laura.id), eq(userApprovers.approverId, ana.id)));
    }
  });
});
