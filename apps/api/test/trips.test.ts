import { randomUUID } from 'node:crypto';
import { approvalLinks, bookings, companies, outbox, trips, users } from '@travesia/db';
import { TRIP_MESSAGES } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Summary, useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { bearer, DEMO_USERS, databases } from './helpers/test-app';

const CARLOS_AS_GUEST = {
  firstname: 'Carlos',
  last_name: 'Restrepo',
  documento: DEMO_USERS.carlos.documento,
  email: DEMO_USERS.carlos.email,
  phone: '+57 310 555 0102',
};

interface TripAnswer {
  id: string | null;
  name: string;
  total: number;
  items: Summary[];
}

/** Trips (issue 28, decision 075): bookings grouped as one journey, and one decision for it under approval by trip. */
describe.each(databases)('trips (%s)', (kind) => {
  const { suite, get, put, decideByLink, hotelBookingBody } = useBookingLifecycleApp(kind);
  const db = () => suite.t.database.db;

  const idOf = async (email: string) =>
    ((await db().select().from(users).where(eq(users.email, email)))[0]?.id ?? 0) as number;
  const useApprovalScope = (scope: 'booking' | 'trip') =>
    db().update(companies).set({ approvalScope: scope }).where(eq(companies.id, suite.andesId));
  const mailsTo = (email: string) => db().select().from(outbox).where(eq(outbox.toAddress, email));
  const inject = (method: 'GET' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
    suite.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Marta books a stay for Carlos `daysAhead` from today, joining the trip of `tripOf` when given. */
  async function bookForCarlos(daysAhead: number, extra: Record<string, unknown> = {}) {
    const carlos = await idOf(DEMO_USERS.carlos.email);
    const options = (await get(`/api/payment/options?travellerId=${carlos}`, suite.tokens.marta)).json();
    const payload = await hotelBookingBody(daysAhead, {
      guest: CARLOS_AS_GUEST,
      paymentMethod: 'tarjeta_corporativa',
      corporateCardId: options.cards[0].id,
      travellerId: carlos,
      // The stays of one test follow each other; another test's may fall on the same days.
      confirmDuplicate: true,
      ...extra,
    });
    return suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(suite.tokens.marta), 'idempotency-key': `trip-${randomUUID()}` },
      payload,
    });
  }

  it('groups a booking that joins another as one trip, in Mis Viajes of both, with one calendar', async () => {
    await useApprovalScope('booking');
    const first = (await bookForCarlos(40)).json();
    expect(first.trip).toBeNull();
    const second = await bookForCarlos(43, { tripOf: first.id });
    expect(second.statusCode, second.body).toBe(201);
    const trip = second.json().trip;
    expect(trip).toMatchObject({ name: 'Viaje a Bogotá' });
    // The first booking now belongs to the same trip.
    expect((await get(`/api/bookings/${first.id}`, suite.tokens.marta)).json().trip).toEqual(trip);

    for (const token of [suite.tokens.marta, suite.tokens.carlos]) {
      const listed = (await get('/api/me/trips', token)).json().data as TripAnswer[];
      const found = listed.find((entry) => entry.id === trip.id);
      expect(found?.items.map((item) => item.id)).toEqual([first.id, second.json().id]);
      expect(found?.total).toBe(first.total + second.json().total);
    }
    // Laura has nothing to do with it, Julián (Café del Sur) even less: the same 404 as an unknown trip.
    for (const token of [suite.tokens.laura, suite.tokens.julian]) {
      expect((await get(`/api/trips/${trip.id}`, token)).statusCode).toBe(404);
      expect((await get(`/api/trips/${trip.id}/calendar.ics`, token)).statusCode).toBe(404);
      const decided = await inject('PUT', `/api/trips/${trip.id}/decision`, token, { status: 'approved' });
      expect(decided.statusCode).toBe(404);
      const renamed = await inject('PUT', `/api/trips/${trip.id}`, token, { name: 'Mío' });
      expect(renamed.statusCode).toBe(404);
    }

    const renamed = await inject('PUT', `/api/trips/${trip.id}`, suite.tokens.marta, {
      name: 'Visita a planta Barrancabermeja',
      purpose: 'Auditoría de la planta',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Visita a planta Barrancabermeja',
      purpose: 'Auditoría de la planta',
    });
    const empty = await inject('PUT', `/api/trips/${trip.id}`, suite.tokens.marta, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('nombre del viaje');

    const calendar = await get(`/api/trips/${trip.id}/calendar.ics`, suite.tokens.carlos);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    // Per booking, each booking still asks its own approval.
    const requests = (await mailsTo(DEMO_USERS.ana.email)).filter((mail) =>
      [first.locator, second.json().locator].some((locator) => mail.textBody.includes(locator)),
    );
    expect(requests.filter((mail) => mail.subject.startsWith('Aprobación solicitada'))).toHaveLength(
      [first, second.json()].filter((booking) => booking.status === 'pending_approval').length,
    );
  });

  it('asks one decision for the trip under approval by trip, decided once from the e-mail', async () => {
    await useApprovalScope('trip');
    // Booked for tomorrow, the first stay breaks the policy's notice and waits for Ana.
    const first = (await bookForCarlos(1)).json();
    expect(first.status).toBe('pending_approval');
    const firstRequest = (await mailsTo(DEMO_USERS.ana.email)).find((mail) =>
      mail.textBody.includes(first.locator),
    );
    const firstLink = /Aprobar: \S+\/approval\/(\S+)/.exec(firstRequest?.textBody ?? '')?.[1] ?? '';
    expect(firstLink).not.toBe('');

    const second = (await bookForCarlos(4, { tripOf: first.id })).json();
    // It waits with the trip, whatever the policy says of it alone.
    expect(second.status).toBe('pending_approval');
    const tripMail = (await mailsTo(DEMO_USERS.ana.email)).find(
      (mail) => mail.textBody.includes('solicita aprobar el viaje') && mail.textBody.includes(second.locator),
    );
    expect(tripMail?.textBody).toContain(first.locator);
    expect(tripMail?.textBody).toContain('2 reservas');
    expect(tripMail?.textBody).toContain('Reservado por Marta Díaz para Carlos Restrepo.');
    // One deadline for the trip, the earliest: its default decides both bookings together.
    const deadlines = await Promise.all(
      [first.id, second.id].map(
        async (id) => (await get(`/api/bookings/${id}`, suite.tokens.carlos)).json().approvalDeadline,
      ),
    );
    expect(deadlines[1]).toBe(deadlines[0]);
    expect(deadlines[0]).toBe(first.approvalDeadline);
    // The first booking's own link no longer decides anything: the trip's request replaced it.
    expect((await decideByLink(firstLink)).statusCode).toBe(410);

    const approve = /Aprobar el viaje: \S+\/approval\/(\S+)/.exec(tripMail?.textBody ?? '')?.[1] ?? '';
    const preview = await get(`/api/approval-links/${approve}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json().trip as TripAnswer).items.map((item) => item.id)).toEqual([first.id, second.id]);

    expect((await decideByLink(approve)).statusCode).toBe(200);
    for (const id of [first.id, second.id]) {
      expect((await get(`/api/bookings/${id}`, suite.tokens.carlos)).json().status).toBe('approved');
    }
    expect((await decideByLink(approve)).statusCode).toBe(410);
    // Carlos, and Marta who booked, hear of the approval once for the trip, not once per booking.
    for (const email of [DEMO_USERS.carlos.email, DEMO_USERS.marta.email]) {
      const approvals = (await mailsTo(email)).filter(
        (mail) =>
          mail.subject.startsWith('Tu viaje fue aprobado') &&
          [first.locator, second.locator].some((locator) => mail.textBody.includes(locator)),
      );
      expect(
        approvals.map(
          (mail) => mail.textBody.includes(first.locator) && mail.textBody.includes(second.locator),
        ),
      ).toEqual([true]);
    }

    // The agency emits both.
    for (const id of [first.id, second.id]) {
      expect((await put(id, suite.tokens.operador, { status: 'emitted' })).statusCode).toBe(200);
    }
  });

  it('lets exactly one of two decisions at once decide the trip, and rejecting releases every booking', async () => {
    await useApprovalScope('trip');
    const first = (await bookForCarlos(1)).json();
    const second = (await bookForCarlos(4, { tripOf: first.id })).json();
    const tripId = second.trip.id as string;
    const tripMail = (await mailsTo(DEMO_USERS.ana.email)).find(
      (mail) => mail.textBody.includes('solicita aprobar el viaje') && mail.textBody.includes(second.locator),
    );
    const reject = /Rechazar el viaje: \S+\/approval\/(\S+)/.exec(tripMail?.textBody ?? '')?.[1] ?? '';

    const noComment = await inject('PUT', `/api/trips/${tripId}/decision`, suite.tokens.ana, {
      status: 'rejected',
    });
    expect(noComment.statusCode).toBe(400);

    const [inApp, byLink] = await Promise.all([
      inject('PUT', `/api/trips/${tripId}/decision`, suite.tokens.ana, {
        status: 'rejected',
        comment: 'Se hará por videollamada.',
      }),
      decideByLink(reject, { comment: 'Se hará por videollamada.' }),
    ]);
    // The loser finds the trip decided (409) or its link spent by the winner (410).
    const codes = [inApp.statusCode, byLink.statusCode];
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200)[0]).toBeOneOf([409, 410]);
    const statuses = await db()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.tripId, tripId));
    expect(statuses.map((row) => row.status)).toEqual(['rejected', 'rejected']);
    const again = await inject('PUT', `/api/trips/${tripId}/decision`, suite.tokens.ana, {
      status: 'approved',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TRIP_MESSAGES.noPending);
    // No link of the trip decides anything any more.
    expect(
      (await db().select().from(approvalLinks).where(eq(approvalLinks.tripId, tripId))).every(
        (link) => link.usedAt,
      ),
    ).toBe(true);
  });

  it("refuses to join another traveller's or another company's booking, storing nothing", async () => {
    await useApprovalScope('booking');
    const lauras = await suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(suite.tokens.laura), 'idempotency-key': `trip-${randomUUID()}` },
      payload: await hotelBookingBody(70),
    });
    expect(lauras.statusCode, lauras.body).toBe(201);
    const before = (await db().select().from(bookings)).length;
    const refused = await bookForCarlos(70, { tripOf: lauras.json().id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TRIP_MESSAGES.cannotJoin);
    const unknown = await bookForCarlos(70, { tripOf: randomUUID() });
    expect(unknown.statusCode).toBe(409);
    const malformed = await bookForCarlos(70, { tripOf: 'not-a-booking' });
    expect(malformed.statusCode).toBe(400);
    expect((await db().select().from(bookings)).length).toBe(before);
    expect((await db().select().from(trips)).every((trip) => trip.companyId === suite.andesId)).toBe(true);
  });
});
