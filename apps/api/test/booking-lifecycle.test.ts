import {
  bookingEvents,
  bookings,
  companies,
  hotelAllotments,
  hotelRoomTypes,
  hotels,
  notifications,
  outbox,
  payrollDeductions,
  userApprovers,
  users,
} from '@travesia/db';
import { addDays, toIsoDate } from '@travesia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  login,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const today = toIsoDate(new Date());

interface Summary {
  id: string;
  status: string;
  locator: string;
  title: string;
  traveller: { name: string; documento: string };
  allowedTransitions: string[];
  approvalDeadline: string | null;
  supplierLocator: string | null;
}

describe.each(databases)('booking lifecycle (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let costCenterId: number;
  let andesId: number;
  let bookingCount = 0;
  /** What the last `bookHotel` sent, for requests that change one field of it. */
  let lastBookingBody: Record<string, unknown> = {};

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    costCenterId = (await get('/api/centros-utilidad', tokens.laura)).json().data[0].id;
    const [andes] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Andes Energía S.A.S.'));
    andesId = andes?.id ?? 0;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const decideByLink = (token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/approval-links/${token}`, payload });
  const put = (id: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });

  /** Laura books the cheapest Bogotá room `daysAhead` from today: 1 day ahead breaks the 3-day national rule. */
  async function bookHotel(daysAhead: number, extra: Record<string, unknown> = {}) {
    const stay = { checkIn: addDays(today, daysAhead), checkOut: addDays(today, daysAhead + 2) };
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { stay, occupancies: [{ rooms: 1, adults: 1, children: 0 }], destination: { zone: 'BOG' } },
    });
    const hotel = [...search.json().results].sort(
      (a: { minRate: number }, b: { minRate: number }) => a.minRate - b.minRate,
    )[0];
    const detail = (
      await get(
        `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=1`,
      )
    ).json();
    const room = detail.rooms.find((candidate: { total: number }) => candidate.total === hotel.minRate);
    bookingCount += 1;
    lastBookingBody = {
      hotelCode: hotel.code,
      roomCode: room.code,
      ...stay,
      rooms: 1,
      adults: 1,
      guest: {
        firstname: 'Laura',
        last_name: 'Gómez',
        documento: DEMO_USERS.laura.documento,
        email: DEMO_USERS.laura.email,
        phone: '+57 310 555 0101',
      },
      costCenterId,
      paymentMethod: 'nomina',
      expectedTotal: room.total,
      outOfPolicyReason: 'Reunión con cliente confirmada ayer',
      // These tests book the same room for the same nights many times on purpose.
      confirmDuplicate: true,
      ...extra,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(tokens.laura), 'idempotency-key': `lifecycle-${kind}-${bookingCount}` },
      payload: lastBookingBody,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** The tokens of the approve and reject links Carlos was e-mailed for the booking `locator`. */
  async function carlosLinksFor(locator: string) {
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.carlos.email));
    const text = mails.find((mail) => mail.textBody.includes(locator))?.textBody ?? '';
    return {
      approveToken: /Aprobar: \S+\/approval\/(\S+)/.exec(text)?.[1] ?? '',
      rejectToken: /Rechazar: \S+\/approval\/(\S+)/.exec(text)?.[1] ?? '',
    };
  }

  async function soldRooms(bookingId: string): Promise<number> {
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const details = row?.details as { checkIn: string; roomCode: string; hotelCode: string };
    const [allotment] = await t.database.db
      .select({ sold: hotelAllotments.sold })
      .from(hotelAllotments)
      .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelAllotments.roomTypeId))
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .where(
        and(
          eq(hotels.code, details.hotelCode),
          eq(hotelRoomTypes.code, details.roomCode),
          eq(hotelAllotments.date, details.checkIn),
        ),
      );
    return allotment?.sold ?? -1;
  }

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
    expect(Date.parse(booking.approvalDeadline) - Date.parse(booking.createdAt)).toBe(48 * 3_600_000);

    const queue = (await get('/api/approvals', tokens.carlos)).json();
    expect(queue.data.map((row: Summary) => row.id)).toContain(booking.id);
    const row = queue.data.find((candidate: Summary) => candidate.id === booking.id);
    expect(row.allowedTransitions).toEqual(['approved', 'rejected']);
    expect(row.title).toBe(booking.hotelName);
    expect((await get('/api/approvals', tokens.laura)).json().data).toEqual([]);

    const carlosNotes = (await get('/api/notifications', tokens.carlos)).json();
    expect(carlosNotes.unread).toBeGreaterThan(0);
    expect(carlosNotes.data[0]).toMatchObject({ kind: 'approval_requested', bookingId: booking.id });
    expect(carlosNotes.data[0].body).toContain('Laura Gómez solicita aprobar');
    const mails = await t.database.db
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
    const mails = await t.database.db
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
    const reasons = (await get('/api/admin/out-of-policy-reasons', tokens.laura)).json().data;
    const cafeReason = (await get('/api/admin/out-of-policy-reasons', tokens.julian)).json().data[0];
    const clients = (await get('/api/clientes-proyecto', tokens.laura)).json().data;
    const cafeClient = (await get('/api/clientes-proyecto', tokens.julian)).json().data[0];
    const [expenseType] = (await get('/api/admin/expense-types', tokens.laura)).json();
    const [cafeExpenseType] = (await get('/api/admin/expense-types', tokens.julian)).json();

    const coded = await bookHotel(1, {
      outOfPolicyReasonId: reasons[0].id,
      outOfPolicyReason: 'Cliente cambió la fecha',
      projectClientId: clients[0].id,
      expenseTypeId: expenseType.id,
    });
    expect(coded.outOfPolicyReason).toBe(`${reasons[0].label}: Cliente cambió la fecha`);
    expect(coded).toMatchObject({ projectClient: clients[0], expenseType });

    for (const [extra, message] of [
      [{ outOfPolicyReasonId: cafeReason.id }, 'Elige un motivo de la lista de tu empresa.'],
      [{ projectClientId: cafeClient.id }, 'Elige un cliente-proyecto de tu empresa.'],
      [{ expenseTypeId: cafeExpenseType.id }, 'Elige un tipo de gasto de tu empresa.'],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: { ...bearer(tokens.laura), 'idempotency-key': `foreign-${JSON.stringify(extra)}-${kind}` },
        payload: { ...lastBookingBody, ...extra },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
  });

  it('refuses the traveller, a non-approver admin and another company; the approver decides once', async () => {
    const booking = await bookHotel(1);
    const own = await put(booking.id, tokens.laura, { status: 'approved' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('No puedes aprobar ni rechazar tu propio viaje.');
    const admin = await put(booking.id, tokens.ana, { status: 'approved' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe(
      'Solo los aprobadores de este viajero pueden aprobar o rechazar su viaje.',
    );
    expect((await put(booking.id, tokens.julian, { status: 'approved' })).statusCode).toBe(404);
    expect((await put(booking.id, tokens.laura, { status: 'emitted' })).statusCode).toBe(409);

    const approved = await put(booking.id, tokens.carlos, { status: 'approved', comment: 'Adelante' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvalDeadline: null });
    expect(approved.json().events.at(-1)).toMatchObject({
      fromStatus: 'pending_approval',
      toStatus: 'approved',
      actorName: 'Carlos Restrepo',
      comment: 'Adelante',
    });
    const again = await put(booking.id, tokens.carlos, { status: 'rejected', comment: 'Tarde' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Una reserva aprobada no puede pasar a rechazada.');
    const lauraNotes = (await get('/api/notifications', tokens.laura)).json();
    expect(lauraNotes.data[0]).toMatchObject({ kind: 'approved', title: 'Tu viaje fue aprobado' });

    // Only the agency emits; the supplier's locator is kept.
    expect((await put(booking.id, tokens.ana, { status: 'emitted' })).statusCode).toBe(403);
    const emitted = await put(booking.id, tokens.operador, { status: 'emitted' });
    expect(emitted.statusCode, emitted.body).toBe(200);
    expect(emitted.json().status).toBe('emitted');
    expect(emitted.json().supplierLocator).toMatch(/\S+/);
    expect((await get('/api/notifications', tokens.laura)).json().data[0].kind).toBe('emitted');

    // The traveller cancels the emitted trip: the room goes back to the inventory.
    const before = await soldRooms(booking.id);
    const cancelled = await put(booking.id, tokens.laura, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().allowedTransitions).toEqual([]);
    expect(await soldRooms(booking.id)).toBe(before - 1);
  });

  it('needs a comment to reject, and gives the room back', async () => {
    const booking = await bookHotel(1);
    const bare = await put(booking.id, tokens.carlos, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe('Indica el motivo del rechazo.');
    const before = await soldRooms(booking.id);
    const deduction = () =>
      t.database.db.select().from(payrollDeductions).where(eq(payrollDeductions.bookingId, booking.id));
    expect(await deduction()).toMatchObject([{ amount: booking.total }]);
    const rejected = await put(booking.id, tokens.carlos, {
      status: 'rejected',
      comment: 'Viaja la próxima semana',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', allowedTransitions: [] });
    const calendar = await get(`/api/bookings/${booking.id}/calendar.ics`, tokens.laura);
    expect(calendar.statusCode).toBe(409);
    expect(calendar.json().error.message).toBe(
      'Esta reserva fue rechazada o cancelada: no hay un viaje para agregar al calendario.',
    );
    expect(await soldRooms(booking.id)).toBe(before - 1);
    expect(await deduction()).toEqual([]);
    const note = (await get('/api/notifications', tokens.laura)).json().data[0];
    expect(note).toMatchObject({ kind: 'rejected', title: 'Tu viaje fue rechazado' });
    expect(note.body).toContain('Comentario: Viaja la próxima semana');
  });

  it('leaves exactly one decision when two approvers act at once', async () => {
    const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.ana.email));
    if (!laura || !ana) throw new Error('demo users missing');
    await t.database.db
      .insert(userApprovers)
      .values({ companyId: andesId, userId: laura.id, approverId: ana.id })
      .onConflictDoNothing();
    try {
      const booking = await bookHotel(1);
      const answers = await Promise.all([
        put(booking.id, tokens.carlos, { status: 'approved' }),
        put(booking.id, tokens.ana, { status: 'rejected', comment: 'No' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const events = await t.database.db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, booking.id), sql`${bookingEvents.fromStatus} IS NOT NULL`));
      expect(events).toHaveLength(1);
    } finally {
      await t.database.db
        .delete(userApprovers)
        .where(and(eq(userApprovers.userId, laura.id), eq(userApprovers.approverId, ana.id)));
    }
  });

  it('marks the approval requests of a decided booking read for every approver, however it was decided', async () => {
    const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.ana.email));
    if (!laura || !ana) throw new Error('demo users missing');
    await t.database.db
      .insert(userApprovers)
      .values({ companyId: andesId, userId: laura.id, approverId: ana.id })
      .onConflictDoNothing();
    const requestsOf = async (bookingId: string) =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, 'approval_requested')))
      ).map((row) => row.readAt);
    try {
      const inApp = await bookHotel(1);
      expect(await requestsOf(inApp.id)).toEqual([null, null]);
      expect((await put(inApp.id, tokens.carlos, { status: 'approved' })).statusCode).toBe(200);
      expect(await requestsOf(inApp.id)).toEqual([expect.any(Date), expect.any(Date)]);

      const byLink = await bookHotel(1);
      const { rejectToken } = await carlosLinksFor(byLink.locator);
      expect((await decideByLink(rejectToken, { comment: 'No' })).statusCode).toBe(200);
      expect(await requestsOf(byLink.id)).toEqual([expect.any(Date), expect.any(Date)]);

      const byDeadline = await bookHotel(1);
      await t.database.db
        .update(bookings)
        .set({ approvalDeadline: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, byDeadline.id));
      expect((await get(`/api/bookings/${byDeadline.id}`, tokens.laura)).json().status).toBe('rejected');
      expect(await requestsOf(byDeadline.id)).toEqual([expect.any(Date), expect.any(Date)]);

      // A booking still waiting keeps its requests unread.
      const waiting = await bookHotel(1);
      expect(await requestsOf(waiting.id)).toEqual([null, null]);
      await put(waiting.id, tokens.laura, { status: 'cancelled' });
    } finally {
      await t.database.db
        .delete(userApprovers)
        .where(and(eq(userApprovers.userId, laura.id), eq(userApprovers.approverId, ana.id)));
    }
  });

  it('queues the approved bookings of every company for the operador, oldest first, and nobody else', async () => {
    const first = await bookHotel(20, { outOfPolicyReason: undefined });
    const second = await bookHotel(21, { outOfPolicyReason: undefined });
    const pending = await bookHotel(1);
    expect([first.status, second.status, pending.status]).toEqual([
      'approved',
      'approved',
      'pending_approval',
    ]);

    const all = (await get('/api/emission-queue?pageSize=100', tokens.operador)).json();
    const ids = all.data.map((row: Summary) => row.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(pending.id);
    expect(all.data.every((row: Summary) => row.status === 'approved')).toBe(true);
    expect(all.data.find((row: Summary) => row.id === first.id)).toMatchObject({
      companyName: 'Andes Energía S.A.S.',
      traveller: { name: 'Laura Gómez' },
      total: first.total,
      allowedTransitions: expect.arrayContaining(['emitted']),
    });
    const createdAts = all.data.map((row: Summary & { createdAt: string }) => row.createdAt);
    expect(createdAts).toEqual([...createdAts].sort());

    const page = (await get('/api/emission-queue?pageSize=1&page=2', tokens.operador)).json();
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(page.data[0].id).toBe(all.data[1].id);

    await put(first.id, tokens.operador, { status: 'emitted' });
    const after = (await get('/api/emission-queue?pageSize=100', tokens.operador)).json();
    expect(after.data.map((row: Summary) => row.id)).not.toContain(first.id);

    for (const token of [tokens.laura, tokens.carlos, tokens.ana]) {
      const refused = await get('/api/emission-queue', token);
      expect(refused.statusCode).toBe(403);
    }
    expect((await get('/api/emission-queue?page=0', tokens.operador)).statusCode).toBe(400);
    await put(second.id, tokens.laura, { status: 'cancelled' });
    await put(pending.id, tokens.laura, { status: 'cancelled' });
  });

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
    const detail = (await get(`/api/bookings/${booking.id}`, tokens.laura)).json();
    expect(detail.events.at(-1)).toMatchObject({ toStatus: 'approved', actorName: 'Carlos Restrepo' });
  });

  it('takes the power to decide from an approver who is demoted or removed, links included', async () => {
    const [carlos] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.carlos.email));
    const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    if (!carlos || !laura) throw new Error('demo users missing');
    const booking = await bookHotel(1);
    const { approveToken } = await carlosLinksFor(booking.locator);

    await t.database.db.update(users).set({ role: 'viajero' }).where(eq(users.id, carlos.id));
    try {
      const demoted = await login(t.app, DEMO_USERS.carlos.email);
      const refused = await put(booking.id, demoted, { status: 'approved' });
      expect(refused.statusCode).toBe(404);
      expect((await get('/api/approvals', demoted)).json()).toMatchObject({ data: [], total: 0 });
      const link = await decideByLink(approveToken);
      expect(link.statusCode).toBe(410);
      expect(link.json().error.message).toBe(
        'Este enlace ya no es válido: ya no apruebas los viajes de esta persona.',
      );
    } finally {
      await t.database.db.update(users).set({ role: 'aprobador' }).where(eq(users.id, carlos.id));
    }

    await t.database.db
      .delete(userApprovers)
      .where(and(eq(userApprovers.userId, laura.id), eq(userApprovers.approverId, carlos.id)));
    try {
      expect((await get(`/api/approval-links/${approveToken}`)).statusCode).toBe(410);
      expect((await put(booking.id, tokens.carlos, { status: 'approved' })).statusCode).toBe(404);
    } finally {
      await t.database.db
        .insert(userApprovers)
        .values({ companyId: andesId, userId: laura.id, approverId: carlos.id });
    }
    expect((await get(`/api/approval-links/${approveToken}`)).statusCode).toBe(200);
  });

  it('reminds each approver once, however many readers notice the deadline at the same time', async () => {
    const booking = await bookHotel(1);
    await t.database.db
      .update(bookings)
      .set({ approvalDeadline: new Date(Date.now() + 3_600_000) })
      .where(eq(bookings.id, booking.id));
    await Promise.all([
      get('/api/approvals', tokens.carlos),
      get(`/api/bookings/${booking.id}`, tokens.laura),
      get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, tokens.ana),
    ]);
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, 'deadline_near')));
    expect(reminders).toHaveLength(1);
    const reminderMails = (
      await t.database.db.select().from(outbox).where(eq(outbox.toAddress, DEMO_USERS.carlos.email))
    ).filter(
      (mail) => mail.subject.startsWith('Aprobación por vencer') && mail.textBody.includes(booking.locator),
    );
    expect(reminderMails).toHaveLength(1);
  });

  it('applies the company default when the deadline passes, and reminds approvers before', async () => {
    const expired = await bookHotel(1);
    const soon = await bookHotel(1);
    await t.database.db
      .update(bookings)
      .set({ approvalDeadline: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, expired.id));
    await t.database.db
      .update(bookings)
      .set({ approvalDeadline: new Date(Date.now() + 3_600_000) })
      .where(eq(bookings.id, soon.id));

    const detail = (await get(`/api/bookings/${expired.id}`, tokens.laura)).json();
    expect(detail.status).toBe('rejected');
    expect(detail.events.at(-1)).toMatchObject({ toStatus: 'rejected', actorName: null });
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, soon.id), eq(notifications.kind, 'deadline_near')));
    expect(reminders).toHaveLength(1);
    await get('/api/approvals', tokens.carlos);
    const again = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, soon.id), eq(notifications.kind, 'deadline_near')));
    expect(again).toHaveLength(1);

    await t.database.db
      .update(companies)
      .set({ approvalDeadlineOutcome: 'approve' })
      .where(eq(companies.id, andesId));
    try {
      await t.database.db
        .update(bookings)
        .set({ approvalDeadline: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, soon.id));
      expect((await get(`/api/bookings/${soon.id}`, tokens.carlos)).json().status).toBe('approved');
    } finally {
      await t.database.db
        .update(companies)
        .set({ approvalDeadlineOutcome: 'reject' })
        .where(eq(companies.id, andesId));
    }
  });

  it('follows the company approval mode', async () => {
    await t.database.db.update(companies).set({ approvalMode: 'all' }).where(eq(companies.id, andesId));
    try {
      expect((await bookHotel(20, { outOfPolicyReason: undefined })).status).toBe('pending_approval');
      await t.database.db.update(companies).set({ approvalMode: 'none' }).where(eq(companies.id, andesId));
      const automatic = await bookHotel(1);
      expect(automatic).toMatchObject({ status: 'approved', withinPolicy: false, approvalDeadline: null });
    } finally {
      await t.database.db
        .update(companies)
        .set({ approvalMode: 'out_of_policy' })
        .where(eq(companies.id, andesId));
    }
    expect((await bookHotel(20, { outOfPolicyReason: undefined })).status).toBe('approved');
  });

  it('lists bookings by documento, by company and in the queue, filtered and paginated, per role', async () => {
    const mine = await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?pageSize=2`, tokens.laura);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(mine.json().data).toHaveLength(2);
    expect(mine.json().total).toBeGreaterThanOrEqual(bookingCount);
    const second = (
      await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?pageSize=2&page=2`, tokens.laura)
    ).json();
    expect(second.data[0].id).not.toBe(mine.json().data[0].id);

    const rejected = (
      await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?status=rejected`, tokens.laura)
    ).json();
    expect(rejected.data.length).toBeGreaterThan(0);
    expect(rejected.data.every((row: Summary) => row.status === 'rejected')).toBe(true);
    const flights = (
      await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?type=flight`, tokens.laura)
    ).json();
    expect(flights.total).toBe(0);
    const later = (
      await get(
        `/api/bookings/documento/${DEMO_USERS.laura.documento}?from=${addDays(today, 10)}`,
        tokens.laura,
      )
    ).json();
    expect(later.data.every((row: { startsOn: string }) => row.startsOn >= addDays(today, 10))).toBe(true);
    const bad = await get(
      `/api/bookings/documento/${DEMO_USERS.laura.documento}?pageSize=1000`,
      tokens.laura,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('El tamaño de página debe estar entre 1 y 100.');

    // Her approver and her admin may look; a colleague may not; another company does not find her.
    expect(
      (await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, tokens.carlos)).statusCode,
    ).toBe(200);
    expect((await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, tokens.ana)).statusCode).toBe(
      200,
    );
    expect(
      (await get(`/api/bookings/documento/${DEMO_USERS.carlos.documento}`, tokens.laura)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, tokens.julian)).statusCode,
    ).toBe(404);

    expect((await get(`/api/bookings/company/${andesId}`, tokens.ana)).json().total).toBe(mine.json().total);
    expect((await get(`/api/bookings/company/${andesId}`, tokens.operador)).statusCode).toBe(200);
    expect((await get(`/api/bookings/company/${andesId}`, tokens.carlos)).statusCode).toBe(403);
    expect((await get(`/api/bookings/company/${andesId}`, tokens.julian)).statusCode).toBe(404);
    expect((await get(`/api/bookings/company/${andesId}`)).statusCode).toBe(401);
  });

  it('gives every trip as a calendar file to those who may see it', async () => {
    const booking = await bookHotel(20, { outOfPolicyReason: undefined });
    const calendar = await get(`/api/bookings/${booking.id}/calendar.ics`, tokens.laura);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers['content-disposition']).toBe(
      `attachment; filename="viaje-${booking.locator}.ics"`,
    );
    expect(calendar.body).toContain(`SUMMARY:Estadía en ${booking.hotelName}`);
    expect(calendar.body).not.toContain('SUMMARY:Hotel Hotel');
    expect(calendar.body).toContain(`DTSTART;VALUE=DATE:${booking.checkIn.replaceAll('-', '')}`);
    expect((await get(`/api/bookings/${booking.id}/calendar.ics`, tokens.julian)).statusCode).toBe(404);
  });

  it('marks notifications read, one or all, only one’s own', async () => {
    const list = (await get('/api/notifications', tokens.laura)).json();
    const first = list.data[0];
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: bearer(tokens.laura),
    });
    expect(read.statusCode).toBe(204);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: bearer(tokens.carlos),
    });
    expect(foreign.statusCode).toBe(404);
    const after = (await get('/api/notifications', tokens.laura)).json();
    expect(after.unread).toBe(list.unread - (first.readAt ? 0 : 1));
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: bearer(tokens.laura) });
    expect((await get('/api/notifications', tokens.laura)).json().unread).toBe(0);
  });
});
