import { bookings, corporateCards, users } from '@travesia/db';
import { addDays, INVALID_TEXT_MESSAGE, toIsoDate } from '@travesia/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  databases,
  LAURA_AS_HOTEL_GUEST,
  login,
  type TestApp,
} from './helpers/test-app';

/** Values that used to reach the database and come back as a 500. */
describe.each(databases)('hostile input (%s)', (kind) => {
  let t: TestApp;
  let laura: string;
  let operador: string;
  beforeAll(async () => {
    t = await createTestApp({
      database: kind,
      configure(app) {
        // A value no schema checked, refused by PostgreSQL itself (SQLSTATE 22003).
        app.get('/api/test/out-of-range', async () => {
          await t.database.db.execute(sql`select ${'2147483648'}::int as id`);
          return { ok: true };
        });
      },
    });
    laura = await login(t.app, DEMO_USERS.laura.email);
    operador = await login(t.app, DEMO_USERS.operador.email);
  });
  afterAll(() => t.close());

  const expectRefused = (response: { statusCode: number; json(): unknown }, message: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
  };

  const signUp = {
    documento: '1098765432',
    firstname: 'Mariana',
    last_name: 'Ríos',
    email: 'mariana.rios@andesenergia.co',
    phone: '+57 300 123 4567',
  };
  const demoRequest = {
    name: 'Mariana Ríos',
    company: 'Andes Energía',
    email: 'mariana@andesenergia.co',
    phone: '300 123 4567',
    employees: '51-200',
  };

  it('refuses NUL in the anonymous sign-up and demo forms with the field’s message', async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expectRefused(
      await post('/api/auth/register', { ...signUp, firstname: 'Mari\u0000ana' }),
      'El nombre contiene caracteres no válidos.',
    );
    expectRefused(
      await post('/api/auth/register', { ...signUp, invitationCode: 'AB\u0000CD' }),
      'El código de invitación no es válido.',
    );
    expectRefused(
      await post('/api/demo-requests', { ...demoRequest, company: 'Andes\u0000' }),
      INVALID_TEXT_MESSAGE,
    );
    expectRefused(
      await post('/api/demo-requests', { ...demoRequest, message: 'Hola\u0000' }),
      'El mensaje contiene caracteres no válidos.',
    );
  });

  it('refuses lone surrogates and NUL anywhere in a request, query strings and paths included', async () => {
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: bearer(laura),
        payload: {
          firstname: 'Laura\ud800',
          last_name: 'Gómez',
          phone: '3105550101',
          document: { type: 'CC', number: '1020304050' },
        },
      }),
      'El nombre contiene caracteres no válidos.',
    );
    // Values whose schemas check no characters (the honeypot, a path value): only the safety net sees them.
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/demo-requests',
        payload: { ...demoRequest, website: 'x\u0000' },
      }),
      INVALID_TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: '/api/bookings/documento/10203%0040',
        headers: bearer(laura),
      }),
      INVALID_TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: '/api/bookings/documento/1020304050?from=%00',
        headers: bearer(laura),
      }),
      'La fecha inicial debe tener el formato AAAA-MM-DD.',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/travel-groups',
        headers: bearer(operador),
        payload: { name: 'Ventas \udc00', company_id: 1 },
      }),
      INVALID_TEXT_MESSAGE,
    );
  });

  it('refuses ids beyond PostgreSQL’s integer range with the field’s message', async () => {
    const stay = {
      checkIn: addDays(toIsoDate(new Date()), 20),
      checkOut: addDays(toIsoDate(new Date()), 22),
    };
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { stay, occupancies: [{ rooms: 1, adults: 2 }], destination: { zone: 'BOG' } },
    });
    const [hotel] = search.json<{ results: { code: string; minRate: number }[] }>().results;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotel?.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
    });
    const [room] = detail.json<{ rooms: { code: string; total: number }[] }>().rooms;
    const booking = {
      hotelCode: hotel?.code,
      roomCode: room?.code,
      ...stay,
      rooms: 1,
      adults: 2,
      guest: LAURA_AS_HOTEL_GUEST,
      costCenterId: 2_147_483_648,
      paymentMethod: 'nomina',
      expectedTotal: room?.total,
    };
    const book = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: { ...bearer(laura), 'idempotency-key': `hostile-${Math.random()}` },
        payload: body,
      });
    expectRefused(await book(booking), 'Elige un centro de costos.');
    expectRefused(
      await book({ ...booking, costCenterId: 1, projectClientId: 2_147_483_648 }),
      'El cliente del proyecto no es válido.',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/corporate-hotels',
        headers: bearer(operador),
        payload: {
          name: 'Hotel Andino',
          iata: 'BOG',
          address: 'Calle 1 # 2-3',
          latitude: 4.6,
          longitude: -74.1,
          stars: 4,
          nightlyRate: 2_147_483_648,
          companyId: 1,
        },
      }),
      'La tarifa por noche debe ser un valor en pesos mayor que cero.',
    );
  });

  it('takes only JSON numbers for counts in a body: text or a boolean is a Spanish 400 that changes nothing', async () => {
    const stay = {
      checkIn: addDays(toIsoDate(new Date()), 40),
      checkOut: addDays(toIsoDate(new Date()), 42),
    };
    const searchBody = (occupancy: object) => ({
      stay,
      occupancies: [{ rooms: 1, adults: 2, ...occupancy }],
      destination: { zone: 'BOG' },
    });
    const search = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/hotels/search', payload: body });
    expectRefused(await search(searchBody({ adults: '2' })), 'El número de adultos debe estar entre 1 y 6.');
    expectRefused(
      await search(searchBody({ rooms: true })),
      'El número de habitaciones debe estar entre 1 y 4.',
    );
    const flights = await t.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: {
        origin: 'BOG',
        destination: 'MDE',
        departureDate: stay.checkIn,
        passengers: { adults: 1, children: '0', infants: 0 },
      },
    });
    expectRefused(flights, 'El número de niños debe estar entre 0 y 4.');
    // The query string is text, so there digits are still read as a number.
    const [hotel] = (await search(searchBody({}))).json<{ results: { code: string }[] }>().results;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotel?.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: `/api/hotels/${hotel?.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2.0`,
      }),
      'El número de adultos debe estar entre 1 y 6.',
    );

    const [room] = detail.json<{ rooms: { code: string; total: number }[] }>().rooms;
    const costCenterId = (
      await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(laura) })
    ).json().data[0].id;
    const booking = {
      hotelCode: hotel?.code,
      roomCode: room?.code,
      ...stay,
      rooms: 1,
      adults: 2,
      guest: LAURA_AS_HOTEL_GUEST,
      costCenterId,
      paymentMethod: 'nomina',
      expectedTotal: room?.total,
    };
    const book = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: { ...bearer(laura), 'idempotency-key': `counts-${Math.random()}` },
        payload: body,
      });
    const countRows = async (table: typeof bookings | typeof corporateCards) =>
      (await t.database.db.select({ rows: count() }).from(table))[0]?.rows;
    const before = await countRows(bookings);
    expectRefused(
      await book({ ...booking, rooms: '1' }),
      'El número de habitaciones debe estar entre 1 y 4.',
    );
    expectRefused(await book({ ...booking, adults: true }), 'El número de adultos debe estar entre 1 y 6.');
    expectRefused(await book({ ...booking, infants: '0' }), 'El número de bebés debe estar entre 0 y 2.');
    expect(await countRows(bookings)).toBe(before);
    // The same booking with numbers goes through: only the types were wrong.
    const booked = await book(booking);
    expect(booked.statusCode, booked.body).toBe(201);

    const cardsBefore = await countRows(corporateCards);
    const [andes] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    const nextYear = new Date().getFullYear() + 1;
    const card = { number: '4242 4242 4242 4242', expMonth: 9, expYear: nextYear, cvc: '123', holder: 'Ana' };
    const registerCard = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/cards',
        headers: bearer(operador),
        payload: { ...body, companyId: andes?.companyId },
      });
    for (const expiry of [{ expMonth: '9' }, { expYear: String(nextYear) }, { expMonth: true }]) {
      expectRefused(
        await registerCard({ ...card, ...expiry }),
        'Indica el mes (1 a 12) y el año de vencimiento.',
      );
    }
    expect(await countRows(corporateCards)).toBe(cardsBefore);
    expect((await registerCard(card)).statusCode).toBe(201);
  });

  it('refuses invisible format characters in any text, and an out-of-policy reason without letters', async () => {
    const stay = {
      checkIn: addDays(toIsoDate(new Date()), 50),
      checkOut: addDays(toIsoDate(new Date()), 52),
    };
    const [hotel] = (
      await t.app.inject({
        method: 'POST',
        url: '/api/hotels/search',
        payload: { stay, occupancies: [{ rooms: 1, adults: 2 }], destination: { zone: 'BOG' } },
      })
    ).json<{ results: { code: string }[] }>().results;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotel?.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
    });
    const [room] = detail.json<{ rooms: { code: string; total: number }[] }>().rooms;
    const costCenterId = (
      await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(laura) })
    ).json().data[0].id;
    const booking = {
      hotelCode: hotel?.code,
      roomCode: room?.code,
      ...stay,
      rooms: 1,
      adults: 2,
      guest: LAURA_AS_HOTEL_GUEST,
      costCenterId,
      paymentMethod: 'nomina',
      expectedTotal: room?.total,
    };
    const book = (outOfPolicyReason: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: { ...bearer(laura), 'idempotency-key': `format-${Math.random()}` },
        payload: { ...booking, outOfPolicyReason },
      });
    const storedBookings = async () =>
      (await t.database.db.select({ rows: count() }).from(bookings))[0]?.rows;
    const before = await storedBookings();
    // The attacker's reason: one zero-width space, which trimming keeps and nobody sees.
    for (const reason of [
      '\u200b',
      'Reunión\u200d con el cliente',
      'Con\ufeffgreso',
      'Viaje\u2064',
      '\u200e\u200f',
    ]) {
      expectRefused(await book(reason), 'El motivo contiene caracteres no válidos.');
    }
    for (const reason of ['...', '12345', '¡!', '- -']) {
      expectRefused(await book(reason), 'El motivo debe contener letras.');
    }
    expect(await storedBookings()).toBe(before);
    const booked = await book('Congreso de energía 2026');
    expect(booked.statusCode, booked.body).toBe(201);

    // The company's catalogue of reasons, and any other text: a name, a query string, a password.
    const ana = await login(t.app, DEMO_USERS.ana.email);
    const addReason = (label: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/out-of-policy-reasons',
        headers: bearer(ana),
        payload: { code: 'INVISIBLE', label },
      });
    expectRefused(await addReason('\u200b\u200b\u200b'), INVALID_TEXT_MESSAGE);
    expectRefused(await addReason('???'), 'El motivo debe contener letras.');
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...signUp, firstname: 'Mari\u200bana' },
      }),
      'El nombre contiene caracteres no válidos.',
    );
    expectRefused(
      // A query value no field rule checks (the logo's version): the safety net refuses it.
      await t.app.inject({ method: 'GET', url: `/api/companies/1/logo?v=1${encodeURIComponent('\u2063')}` }),
      INVALID_TEXT_MESSAGE,
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_USERS.laura.email, password: 'Travesia2026!\u200b' },
      }),
      INVALID_TEXT_MESSAGE,
    );
  });

  it('answers a value PostgreSQL refuses as a 400, as the last resort', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/test/out-of-range' }),
      'La solicitud no es válida.',
    );
  });

  it('answers URLs the router refuses in the common error shape', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/bookings/%ED%A0%80', headers: bearer(laura) }),
      'La dirección de la solicitud no es válida.',
    );
    const overlong = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${'x'.repeat(500)}`,
      headers: bearer(laura),
    });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'La dirección de la solicitud no es válida.' },
    });
  });
});
