import { addDays, formatCop, toIsoDate } from '@travesia/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createHotelbedsClient } from '../src/suppliers/hotels/hotelbeds/hotelbeds-client';
import {
  FAKE_HOTELBEDS_KEY,
  FAKE_HOTELBEDS_SECRET,
  type FakeHotelbedsServer,
  startFakeHotelbedsServer,
} from './helpers/fake-hotelbeds-server';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  LAURA_AS_HOTEL_GUEST,
  login,
  type TestApp,
} from './helpers/test-app';

const COP_PER_USD = 4000;
const today = toIsoDate(new Date());
const stay = { checkIn: addDays(today, 20), checkOut: addDays(today, 22) };

describe('Hotelbeds APItude adapter (against a local fake)', () => {
  let fake: FakeHotelbedsServer;
  let t: TestApp;
  let token: string;
  let costCenterId: number;
  let corporateCardId: number;
  beforeAll(async () => {
    fake = await startFakeHotelbedsServer();
    t = await createTestApp({
      env: {
        HOTEL_SUPPLIER: 'hotelbeds',
        HOTELBEDS_API_KEY: FAKE_HOTELBEDS_KEY,
        HOTELBEDS_SECRET: FAKE_HOTELBEDS_SECRET,
        HOTELBEDS_BASE_URL: fake.baseUrl,
        // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
        HOTELBEDS_TIMEOUT_MS: '800',
        HOTELBEDS_COP_PER_UNIT: String(COP_PER_USD),
      },
    });
    token = await login(t.app, DEMO_USERS.laura.email);
    costCenterId = (
      await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(token) })
    ).json().data[0].id;
    corporateCardId = (
      await t.app.inject({ method: 'GET', url: '/api/payment/cards', headers: bearer(token) })
    ).json().data[0].id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.bookingStatus = 'CONFIRMED';
    fake.cancellationStatus = 'CANCELLED';
    fake.recheckNet = '300.00';
    fake.requests.length = 0;
  });

  const search = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { stay, occupancies: [{ rooms: 1, adults: 2, children: 0 }], destination: { zone: 'BOG' } },
    });
  const book = (
    key: string,
    roomCode: string,
    expectedTotal: number,
    names = { firstname: 'Laura', last_name: 'Gómez' },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: {
        hotelCode: '168',
        roomCode,
        ...stay,
        rooms: 1,
        adults: 2,
        guest: {
          ...names,
          documento: DEMO_USERS.laura.documento,
          email: DEMO_USERS.laura.email,
          phone: '+57 310 555 0101',
        },
        costCenterId,
        paymentMethod: 'tarjeta_corporativa',
        corporateCardId,
        outOfPolicyReason: 'Tarifa del proveedor.',
        // Each test books the same hotel and nights again on purpose.
        confirmDuplicate: true,
        expectedTotal,
      },
    });

  it('searches with the spec request, signed, and converts the rates to COP', async () => {
    const response = await search();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({
        code: '168',
        name: 'Hotel Prueba Centro',
        stars: 4,
        latitude: 4.6097,
        minRate: 120 * COP_PER_USD,
        currency: 'COP',
        breakfast: true,
      }),
    ]);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/hotel-api/1.0/hotels',
      // APItude's destinations are its own codes: hotels are searched around the airport instead.
      body: {
        stay,
        occupancies: [{ rooms: 1, adults: 2, children: 0 }],
        geolocation: {
          latitude: expect.closeTo(4.7, 1),
          longitude: expect.closeTo(-74.15, 1),
          radius: 40,
          unit: 'km',
        },
      },
    });
  });

  it('asks APItude once for the same search made twice at the same time, and again once it has answered', async () => {
    const availability = () => fake.requests.filter((request) => request.path === '/hotel-api/1.0/hotels');
    const [first, second] = await Promise.all([search(), search()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().results).toEqual(first.json().results);
    expect(availability()).toHaveLength(1);
    const again = await search();
    expect(again.json().results).toEqual(first.json().results);
    expect(availability()).toHaveLength(2);
  });

  it('sends each child as a CH pax with the age, in the search and the booking', async () => {
    const family = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: {
        stay,
        occupancies: [{ rooms: 1, adults: 1, children: 1, childAges: [7] }],
        destination: { zone: 'BOG' },
      },
    });
    expect(family.statusCode, family.body).toBe(200);
    expect(fake.requests[0]?.body).toMatchObject({
      occupancies: [{ rooms: 1, adults: 1, children: 1, paxes: [{ type: 'CH', age: 7 }] }],
    });

    fake.requests.length = 0;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(token), 'idempotency-key': 'hotelbeds-family-1' },
      payload: {
        hotelCode: '168',
        roomCode: 'DBL.ST-BB-1',
        ...stay,
        rooms: 1,
        adults: 1,
        childAges: [7],
        guest: LAURA_AS_HOTEL_GUEST,
        costCenterId,
        paymentMethod: 'tarjeta_corporativa',
        corporateCardId,
        outOfPolicyReason: 'Tarifa del proveedor.',
        confirmDuplicate: true,
        expectedTotal: 480_000,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = fake.requests.find((request) => request.path === '/hotel-api/1.0/bookings');
    expect(booking?.body).toMatchObject({
      rooms: [
        {
          paxes: [
            { roomId: 1, type: 'AD', name: 'Laura', surname: 'Gómez' },
            { roomId: 1, type: 'CH', age: 7 },
          ],
        },
      ],
    });
  });

  it('shows the hotel’s rates as rooms with board and cancellation', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/168?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ code: '168', city: 'Bogotá', country: 'Colombia' });
    expect(detail.rooms).toEqual([
      expect.objectContaining({
        code: 'DBL.ST-BB-1',
        board: 'BB',
        boardLabel: 'Desayuno incluido',
        refundable: true,
        total: 480_000,
        pricePerNight: 240_000,
        available: true,
      }),
      expect.objectContaining({ code: 'SUI.ST-HB-1', board: 'HB', total: 1_200_000 }),
    ]);
    expect(detail.rooms[0].cancellationPolicy).toContain(formatCop(60 * COP_PER_USD));
  });

  it('books a BOOKABLE rate straight away and a RECHECK rate after CheckRate', async () => {
    const direct = await book('hotelbeds-0001', 'DBL.ST-BB-1', 480_000);
    expect(direct.statusCode, direct.body).toBe(201);
    expect(direct.json()).toMatchObject({ hotelCode: '168', total: 480_000 });
    expect(fake.requests.map((request) => request.path)).not.toContain('/hotel-api/1.0/checkrates');
    const booking = fake.requests.find((request) => request.path === '/hotel-api/1.0/bookings');
    expect(booking?.body).toMatchObject({
      holder: { name: 'Laura', surname: 'Gómez' },
      rooms: [{ rateKey: '20270310|20270312|W|1|168|DBL.ST|BB|1~2~0' }],
    });

    fake.requests.length = 0;
    const rechecked = await book('hotelbeds-0002', 'SUI.ST-HB-1', 1_200_000);
    expect(rechecked.statusCode, rechecked.body).toBe(201);
    expect(fake.requests.map((request) => request.path)).toContain('/hotel-api/1.0/checkrates');
  });

  it('cancels the supplier booking of a duplicate that lost the race for the idempotency key', async () => {
    const responses = await Promise.all([
      book('hotelbeds-0004', 'DBL.ST-BB-1', 480_000),
      book('hotelbeds-0004', 'DBL.ST-BB-1', 480_000),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 201]);
    expect(responses[0]?.json().id).toBe(responses[1]?.json().id);
    const bookings = fake.requests.filter((request) => request.path === '/hotel-api/1.0/bookings').length;
    const cancellations = fake.requests.filter((request) => request.method === 'DELETE').length;
    // Either the retry found the stored booking first, or it booked too and cancelled again.
    expect(bookings - cancellations).toBe(1);
  });

  it('refuses to book when CheckRate finds another price', async () => {
    fake.recheckNet = '320.00';
    const response = await book('hotelbeds-0003', 'SUI.ST-HB-1', 1_200_000);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('PRICE_CHANGED');
    expect(response.json().error.message).toContain(formatCop(320 * COP_PER_USD));
    expect(fake.requests.map((request) => request.path)).not.toContain('/hotel-api/1.0/bookings');
  });

  it('turns supplier errors and timeouts into clear Spanish errors', async () => {
    fake.mode = 'error';
    const failed = await search();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: {
        code: 'SUPPLIER_UNAVAILABLE',
        message: 'El proveedor de hoteles no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
      },
    });
    fake.mode = 'slow';
    const slow = await search();
    expect(slow.statusCode).toBe(504);
    expect(slow.json().error.message).toBe(
      'El proveedor de hoteles no respondió a tiempo. Intenta de nuevo en unos minutos.',
    );
  });

  it('cancels a booking with DELETE and the cancellation flag', async () => {
    const config = loadConfig({
      HOTEL_SUPPLIER: 'hotelbeds',
      HOTELBEDS_API_KEY: FAKE_HOTELBEDS_KEY,
      HOTELBEDS_SECRET: FAKE_HOTELBEDS_SECRET,
      HOTELBEDS_BASE_URL: fake.baseUrl,
    });
    if (!config.hotelbeds) throw new Error('Hotelbeds is not configured');
    const cancelled = await createHotelbedsClient(config.hotelbeds).cancel('102-4567890');
    expect(cancelled).toMatchObject({ reference: '102-4567890', status: 'CANCELLED' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/hotel-api/1.0/bookings/102-4567890?cancellationFlag=CANCELLATION',
    });
  });

  it('sends names of at most 50 characters, as the SDK’s Holder and Pax take them', async () => {
    const long = { firstname: 'María de los Ángeles Guadalupe Concepción del Rosario', last_name: 'Gómez' };
    const booked = await book('hotelbeds-long-names', 'DBL.ST-BB-1', 480_000, long);
    expect(booked.statusCode, booked.body).toBe(201);
    const sent = fake.requests.find((request) => request.path === '/hotel-api/1.0/bookings')?.body as {
      holder: { name: string };
    };
    expect(sent.holder.name).toBe(long.firstname.slice(0, 50).trim());
  });

  it('stores nothing and gives the room back when the booking comes back unconfirmed', async () => {
    fake.bookingStatus = 'PRECONFIRMED';
    const answer = await book('hotelbeds-preconfirmed', 'DBL.ST-BB-1', 480_000);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().error.code).toBe('SUPPLIER_UNAVAILABLE');
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    const mine = await t.app.inject({ method: 'GET', url: '/api/bookings?page=1', headers: bearer(token) });
    expect(JSON.stringify(mine.json())).not.toContain('hotelbeds-preconfirmed');
  });

  it('keeps a booking when the supplier does not take the cancellation', async () => {
    const booked = await book('hotelbeds-cancel-refused', 'DBL.ST-BB-1', 480_000);
    expect(booked.statusCode, booked.body).toBe(201);
    fake.cancellationStatus = 'CONFIRMED';
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booked.json().id}`,
      headers: bearer(token),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(502);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booked.json().id}`,
      headers: bearer(token),
    });
    expect(stored.json().status).not.toBe('cancelled');
  });

  it('answers a malformed supplier answer with a clear 502', async () => {
    fake.mode = 'malformed';
    const failed = await search();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(
      'El proveedor de hoteles no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
    );
  });

  it('needs both keys to start with HOTEL_SUPPLIER=hotelbeds', () => {
    expect(() => loadConfig({ HOTEL_SUPPLIER: 'hotelbeds', HOTELBEDS_API_KEY: 'only-key' })).toThrow(
      /HOTELBEDS_API_KEY and HOTELBEDS_SECRET/,
    );
  });
});
