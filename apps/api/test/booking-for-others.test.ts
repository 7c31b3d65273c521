import { randomUUID } from 'node:crypto';
import { bookings, outbox, payrollDeductions, users } from '@travesia/db';
import { addDays, type FlightPassenger } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Summary, today, useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { flightBookingHelpers } from './helpers/flight-bookings';
import { bearer, DEMO_USERS, databases, LAURA_PASSENGER } from './helpers/test-app';

const NOT_DELEGATED = 'No tienes una delegación vigente para reservar por esta persona.';
const CARLOS_AS_GUEST = {
  firstname: 'Carlos',
  last_name: 'Restrepo',
  documento: DEMO_USERS.carlos.documento,
  email: DEMO_USERS.carlos.email,
  phone: '+57 310 555 0102',
};

/** Booking for another person (issue 28, decision 069): who is checked where, and who sees what. */
describe.each(databases)('booking for another person (%s)', (kind) => {
  const { suite, get, put, decideByLink, hotelBookingBody } = useBookingLifecycleApp(kind);
  const flights = flightBookingHelpers({ t: () => suite.t, costCenterId: () => suite.costCenterId });

  const idOf = async (email: string) =>
    ((await suite.t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0) as number;
  const bookingCount = async () => (await suite.t.database.db.select().from(bookings)).length;
  const postBooking = (token: string, payload: Record<string, unknown>) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(token), 'idempotency-key': `for-others-${randomUUID()}` },
      payload,
    });
  /** A stay `daysAhead` from today paid with the company's card, booked by `token`'s user (for `travellerId`). */
  async function cardBody(token: string, daysAhead: number, extra: Record<string, unknown> = {}) {
    const options = (await get('/api/payment/options', token)).json();
    return hotelBookingBody(daysAhead, {
      guest: CARLOS_AS_GUEST,
      paymentMethod: 'tarjeta_corporativa',
      corporateCardId: options.cards[0].id,
      ...extra,
    });
  }
  const martaBody = (daysAhead: number, travellerId: number, extra: Record<string, unknown> = {}) =>
    cardBody(suite.tokens.marta, daysAhead, { travellerId, ...extra });
  const mailsTo = async (email: string) =>
    suite.t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));

  it("books for Carlos with his approver, named as Marta's booking everywhere", async () => {
    const carlos = await idOf(DEMO_USERS.carlos.email);
    const marta = await idOf(DEMO_USERS.marta.email);
    const response = await postBooking(suite.tokens.marta, await martaBody(1, carlos));
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      status: 'pending_approval',
      traveller: { id: carlos, name: 'Carlos Restrepo' },
      bookedBy: { id: marta, name: 'Marta Díaz' },
      // A "manage" delegate may cancel it; nobody asking may decide it.
      allowedTransitions: ['cancelled'],
    });
    expect(booking.events[0]).toMatchObject({ toStatus: 'pending_approval', actorName: 'Marta Díaz' });
    const [row] = await suite.t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ userId: carlos, bookedBy: marta });

    // Carlos's approver is Ana, not Marta's (Carlos): the request, its e-mail and the queue name who booked.
    const anaQueue = (await get('/api/approvals', suite.tokens.ana)).json().data as Summary[];
    expect(anaQueue.find((entry) => entry.id === booking.id)).toMatchObject({
      bookedBy: { name: 'Marta Díaz' },
      allowedTransitions: expect.arrayContaining(['approved', 'rejected']),
    });
    const carlosQueue = (await get('/api/approvals', suite.tokens.carlos)).json().data as Summary[];
    expect(carlosQueue.map((entry) => entry.id)).not.toContain(booking.id);
    const request = (await mailsTo(DEMO_USERS.ana.email)).find((mail) =>
      mail.textBody.includes(booking.locator),
    );
    expect(request?.textBody).toContain('Carlos Restrepo solicita aprobar');
    expect(request?.textBody).toContain('Reservado por Marta Díaz para Carlos Restrepo.');

    // Both see it in Mis Reservas.
    for (const token of [suite.tokens.marta, suite.tokens.carlos]) {
      const own = (await get('/api/me/bookings', token)).json().data as Summary[];
      expect(own.find((entry) => entry.id === booking.id)).toMatchObject({
        bookedBy: { name: 'Marta Díaz' },
      });
    }

    // The company's export, which its accounting books from, names who booked beside who travelled.
    const exported = await get(`/api/bookings/company/${row?.companyId}/export`, suite.tokens.ana);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(
      `${booking.locator};Hotel;Pendiente de aprobación;Carlos Restrepo;79800123;Marta Díaz;`,
    );

    // Ana approves from the e-mail: Marta hears of it too.
    const approveToken = /Aprobar: \S+\/approval\/(\S+)/.exec(request?.textBody ?? '')?.[1] ?? '';
    expect((await decideByLink(approveToken)).statusCode).toBe(200);
    const martaNotes = (await get('/api/notifications', suite.tokens.marta)).json().data;
    expect(martaNotes[0]).toMatchObject({ kind: 'approved', bookingId: booking.id });
    const martaMails = await mailsTo(DEMO_USERS.marta.email);
    const approvedMail = martaMails.find((mail) => mail.textBody.includes(booking.locator));
    expect(approvedMail?.textBody).toContain('Reservado por Marta Díaz para Carlos Restrepo.');
  });

  it('books a flight for Carlos as his passenger, keeping nothing Marta typed on his profile', async () => {
    const carlos = await idOf(DEMO_USERS.carlos.email);
    const before = (await suite.t.database.db.select().from(users).where(eq(users.id, carlos)))[0];
    const itinerary = await flights.directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 35),
    });
    const options = (await get(`/api/payment/options?travellerId=${carlos}`, suite.tokens.marta)).json();
    const passenger: FlightPassenger = {
      ...LAURA_PASSENGER,
      documento: DEMO_USERS.carlos.documento,
      firstname: 'Carlos',
      last_name: 'Restrepo',
      gender: 'M',
      birthDate: '1980-02-03',
      email: DEMO_USERS.carlos.email,
    };
    const response = await flights.book(
      suite.tokens.marta,
      `for-others-flight-${randomUUID()}`,
      flights.bookingBody(itinerary, [passenger], {
        paymentMethod: 'tarjeta_corporativa',
        corporateCardId: options.cards[0].id,
        travellerId: carlos,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'flight',
      traveller: { id: carlos },
      bookedBy: { name: 'Marta Díaz' },
      passengers: [{ firstname: 'Carlos' }],
    });
    const after = (await suite.t.database.db.select().from(users).where(eq(users.id, carlos)))[0];
    expect({ gender: after?.gender, birthDate: after?.birthDate }).toEqual({
      gender: before?.gender,
      birthDate: before?.birthDate,
    });
  });

  it('reads the checkout for the traveller: his payroll authorization, his profile, his cost centers', async () => {
    const carlos = await idOf(DEMO_USERS.carlos.email);
    const options = (await get(`/api/payment/options?travellerId=${carlos}`, suite.tokens.marta)).json();
    expect(options.payroll.authorization).toBeNull();
    const profile = (await get(`/api/me/profile?travellerId=${carlos}`, suite.tokens.marta)).json();
    expect(profile).toMatchObject({ firstname: 'Carlos', document: { number: DEMO_USERS.carlos.documento } });
    for (const url of ['/api/me/policy-rules', '/api/centros-utilidad']) {
      expect((await get(`${url}?travellerId=${carlos}`, suite.tokens.marta)).statusCode).toBe(200);
    }
    // Payroll deduction is the traveller's own signed authorization: Carlos signed none.
    const before = await bookingCount();
    const payroll = await postBooking(
      suite.tokens.marta,
      await martaBody(20, carlos, { paymentMethod: 'nomina', corporateCardId: undefined }),
    );
    expect(payroll.statusCode).toBe(409);
    expect(payroll.json().error.message).toContain('firma la autorización de descuento');
    expect(await bookingCount()).toBe(before);
  });

  it("deducts from the traveller's own payroll authorization", async () => {
    const laura = await idOf(DEMO_USERS.laura.email);
    const granted = await suite.t.app.inject({
      method: 'POST',
      url: '/api/delegations',
      headers: bearer(suite.tokens.laura),
      payload: { delegateId: await idOf(DEMO_USERS.marta.email), right: 'book' },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const options = (await get(`/api/payment/options?travellerId=${laura}`, suite.tokens.marta)).json();
    expect(options.payroll.authorization).not.toBeNull();
    const response = await postBooking(
      suite.tokens.marta,
      await martaBody(30, laura, { paymentMethod: 'nomina', corporateCardId: undefined }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const deductions = await suite.t.database.db
      .select()
      .from(payrollDeductions)
      .where(eq(payrollDeductions.bookingId, response.json().id));
    expect(deductions).toMatchObject([{ userId: laura }]);
    await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/delegations/${granted.json().id}`,
      headers: bearer(suite.tokens.laura),
    });
  });

  it("lets a 'book' delegate see what they booked, not cancel it nor see the traveller's other trips", async () => {
    const ana = await idOf(DEMO_USERS.ana.email);
    const forAna = await postBooking(suite.tokens.marta, await martaBody(40, ana));
    expect(forAna.statusCode, forAna.body).toBe(201);
    const booking = forAna.json();
    expect(booking.allowedTransitions).not.toContain('cancelled');
    const cancel = await put(booking.id, suite.tokens.marta, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(403);
    const own = (await get('/api/me/bookings', suite.tokens.marta)).json().data as Summary[];
    expect(own.map((entry) => entry.id)).toContain(booking.id);

    const byAna = await postBooking(suite.tokens.ana, await cardBody(suite.tokens.ana, 45));
    expect(byAna.statusCode, byAna.body).toBe(201);
    expect((await get(`/api/bookings/${byAna.json().id}`, suite.tokens.marta)).statusCode).toBe(404);
  });

  it("lets a 'manage' delegate see and cancel the traveller's own trips", async () => {
    const own = await postBooking(suite.tokens.carlos, await cardBody(suite.tokens.carlos, 50));
    expect(own.statusCode, own.body).toBe(201);
    const listed = (await get('/api/me/bookings', suite.tokens.marta)).json().data as Summary[];
    const entry = listed.find((candidate) => candidate.id === own.json().id);
    expect(entry?.allowedTransitions).toContain('cancelled');
    const cancelled = await put(own.json().id, suite.tokens.marta, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('refuses a traveller outside any delegation (403) and of another company (404), storing nothing', async () => {
    const carlos = await idOf(DEMO_USERS.carlos.email);
    const julian = await idOf(DEMO_USERS.julian.email);
    const before = await bookingCount();
    const body = await martaBody(60, carlos);
    const outside = await postBooking(suite.tokens.laura, { ...body, paymentMethod: 'nomina' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.message).toBe(NOT_DELEGATED);
    const tampered = await postBooking(suite.tokens.marta, { ...body, travellerId: julian });
    expect(tampered.statusCode).toBe(404);
    const nobody = await postBooking(suite.tokens.marta, { ...body, travellerId: 2_000_000_000 });
    expect(nobody.statusCode).toBe(404);
    const bad = await postBooking(suite.tokens.marta, { ...body, travellerId: 'carlos' });
    expect(bad.statusCode).toBe(400);
    expect(await bookingCount()).toBe(before);

    for (const url of [
      '/api/me/policy-rules',
      '/api/payment/options',
      '/api/centros-utilidad',
      '/api/me/profile',
    ]) {
      const refused = await get(`${url}?travellerId=${carlos}`, suite.tokens.laura);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe(NOT_DELEGATED);
      expect((await get(`${url}?travellerId=${julian}`, suite.tokens.marta)).statusCode, url).toBe(404);
      expect((await get(`${url}?travellerId=x`, suite.tokens.marta)).statusCode, url).toBe(400);
    }
  });

  it('refuses a booking whose delegation was revoked during the checkout', async () => {
    const ana = await idOf(DEMO_USERS.ana.email);
    // The checkout's reads passed while the delegation held…
    const body = await martaBody(70, ana);
    const delegations = (await get('/api/delegations', suite.tokens.ana)).json();
    const toMarta = delegations.granted.find(
      (entry: { delegate: { name: string } }) => entry.delegate.name === 'Marta Díaz',
    );
    const revoked = await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/delegations/${toMarta.id}`,
      headers: bearer(suite.tokens.ana),
    });
    expect(revoked.statusCode).toBe(204);
    // …and the booking sent after Ana revoked it stores nothing.
    const before = await bookingCount();
    const refused = await postBooking(suite.tokens.marta, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NOT_DELEGATED);
    expect(await bookingCount()).toBe(before);
  });
});
