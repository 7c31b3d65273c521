import { randomUUID } from 'node:crypto';
import { auditLog, bookings } from '@travesia/db';
import { addDays, toIsoDate } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  LAURA_AS_HOTEL_GUEST,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const NEW_HOTEL = {
  name: 'Hotel Convenio Chicó',
  iata: 'bog',
  address: 'Carrera 11 # 94-02, Bogotá',
  latitude: 4.6795,
  longitude: -74.0445,
  stars: 4,
  images: ['/hotel-images/fachada-4.svg'],
  nightlyRate: 295_000,
};

describe.each(databases)('corporate hotel admin (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lets the administrator list, create, edit and deactivate their company’s hotels, audited', async () => {
    const listed = await request('GET', '/api/corporate-hotels', tokens.ana);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.map((hotel: { code: string }) => hotel.code)
        .sort(),
    ).toEqual(['CORP-ANDES-BOG', 'CORP-ANDES-MDE']);

    const created = await request('POST', '/api/corporate-hotels', tokens.ana, NEW_HOTEL);
    expect(created.statusCode, created.body).toBe(201);
    const hotel = created.json();
    expect(hotel).toMatchObject({ ...NEW_HOTEL, iata: 'BOG', city: 'Bogotá', isActive: true });
    expect(hotel.code).toMatch(/^CORP-[0-9A-F]{8}$/);

    const forLaura = await request('GET', '/api/hotels/iata/BOG', tokens.laura);
    expect(forLaura.json().map((entry: { code: string }) => entry.code)).toContain(hotel.code);

    const changed = await request('PATCH', `/api/corporate-hotels/${hotel.code}`, tokens.ana, {
      nightlyRate: 305_000,
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ nightlyRate: 305_000, isActive: false });
    const afterDeactivation = await request('GET', '/api/hotels/iata/BOG', tokens.laura);
    expect(afterDeactivation.json().map((entry: { code: string }) => entry.code)).not.toContain(hotel.code);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, hotel.code));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'corporate_hotel.create',
      'corporate_hotel.update',
    ]);
    const update = entries.find((entry) => entry.action === 'corporate_hotel.update');
    expect(update?.details).toEqual({
      changes: { nightlyRate: { from: 295_000, to: 305_000 }, isActive: { from: true, to: false } },
    });
  });

  it('lists a negotiated hotel under its city, whichever of the city’s airports it was recorded at', async () => {
    const atEoh = {
      ...NEW_HOTEL,
      name: 'Hotel Convenio El Poblado',
      iata: 'EOH',
      address: 'Calle 10 # 40-20',
    };
    const created = await request('POST', '/api/corporate-hotels', tokens.ana, atEoh);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ iata: 'EOH', city: 'Medellín' });
    for (const code of ['MDE', 'EOH']) {
      const listed = (await request('GET', `/api/hotels/iata/${code}`, tokens.laura)).json();
      expect(listed.map((entry: { code: string }) => entry.code).sort(), code).toEqual(
        [created.json().code, 'CORP-ANDES-MDE'].sort(),
      );
    }
  });

  it('keeps other roles and other companies out', async () => {
    expect((await request('GET', '/api/corporate-hotels', tokens.laura)).statusCode).toBe(403);
    expect((await request('POST', '/api/corporate-hotels', tokens.carlos, NEW_HOTEL)).statusCode).toBe(403);
    const foreign = await request('PATCH', '/api/corporate-hotels/CORP-ANDES-BOG', tokens.julian, {
      name: 'X',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lets the operator manage any company’s hotels, naming the company', async () => {
    const withoutCompany = await request('POST', '/api/corporate-hotels', tokens.operador, NEW_HOTEL);
    expect(withoutCompany.statusCode).toBe(400);
    expect(withoutCompany.json().error.message).toBe('Elige una empresa.');
    const cafeId = (await request('GET', '/api/me', tokens.julian)).json().data.id_company;
    const andesId = (await request('GET', '/api/me', tokens.ana)).json().data.id_company;
    const andesHotels = await request('GET', `/api/corporate-hotels?companyId=${andesId}`, tokens.operador);
    expect(andesHotels.json().data.map((hotel: { code: string }) => hotel.code)).toContain('CORP-ANDES-BOG');
    expect(andesHotels.json().data.every((hotel: { companyId: number }) => hotel.companyId === andesId)).toBe(
      true,
    );
    const created = await request('POST', '/api/corporate-hotels', tokens.operador, {
      ...NEW_HOTEL,
      iata: 'MDE',
      companyId: cafeId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const forJulian = await request('GET', '/api/hotels/iata/MDE', tokens.julian);
    expect(forJulian.json()).toEqual([
      expect.objectContaining({ code: created.json().code, minRate: 295_000 }),
    ]);
    // Andes cannot touch Café del Sur's hotel.
    const hidden = await request('PATCH', `/api/corporate-hotels/${created.json().code}`, tokens.ana, {
      stars: 3,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('validates the hotel in Spanish', async () => {
    const cases: [object, string][] = [
      [{ ...NEW_HOTEL, name: '' }, 'Indica el nombre del hotel.'],
      [{ ...NEW_HOTEL, iata: 'XQZ' }, 'No encontramos el destino XQZ.'],
      [{ ...NEW_HOTEL, stars: 6 }, 'La categoría debe estar entre 1 y 5 estrellas.'],
      [{ ...NEW_HOTEL, nightlyRate: 0 }, 'La tarifa por noche debe ser un valor en pesos mayor que cero.'],
      // Only https addresses, read as a browser reads them, or the product's own pictures (issue 27).
      ...[
        'javascript:alert(1)',
        '//evil.example/foto.jpg',
        '/\\evil.example/foto.jpg',
        'http://hotel.example/foto.jpg',
        'https://usuario:clave@hotel.example/foto.jpg',
        'data:image/svg+xml,<svg onload=alert(1)>',
        '/api/companies/1/logo',
        '/hotel-images/../api/me',
      ].map((image): [object, string] => [
        { ...NEW_HOTEL, images: [image] },
        'Cada imagen debe ser una dirección https:// o una imagen de Travesía (/hotel-images/…).',
      ]),
    ];
    for (const [payload, message] of cases) {
      const response = await request('POST', '/api/corporate-hotels', tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const withPhotos = await request('POST', '/api/corporate-hotels', tokens.ana, {
      ...NEW_HOTEL,
      name: 'Hotel con fotos',
      images: ['https://fotos.hotel.example/lobby.jpg?w=800', '/hotel-images/fachada-4.svg'],
    });
    expect(withPhotos.statusCode, withPhotos.body).toBe(201);
    // Kept as the address parsed: what every browser will ask for.
    const spaced = await request('POST', '/api/corporate-hotels', tokens.ana, {
      ...NEW_HOTEL,
      name: 'Hotel con foto escrita a mano',
      images: ['HTTPS://Fotos.Hotel.example/vista al mar.jpg'],
    });
    expect(spaced.json().images).toEqual(['https://fotos.hotel.example/vista%20al%20mar.jpg']);
    const empty = await request('PATCH', '/api/corporate-hotels/CORP-ANDES-BOG', tokens.ana, {});
    expect(empty.json().error.message).toBe('Indica al menos un campo para actualizar.');
  });
});

describe.each(databases)('booking a corporate hotel (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let costCenterId: number;
  /** Three nights from `daysAhead` days on. */
  const threeNightsFrom = (daysAhead: number) => {
    const checkIn = addDays(toIsoDate(new Date()), daysAhead);
    return { checkIn, checkOut: addDays(checkIn, 3) };
  };
  const stay = threeNightsFrom(30);
  const detailUrl = (code: string) =>
    `/api/hotels/${code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=1`;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    costCenterId = (
      await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(tokens.laura) })
    ).json().data[0].id;
  });
  afterAll(() => t.close());

  const book = (token: string, changes: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(token), 'idempotency-key': `corporate-${randomUUID()}` },
      payload: {
        hotelCode: 'CORP-ANDES-BOG',
        roomCode: 'CORP',
        ...stay,
        rooms: 1,
        adults: 1,
        guest: LAURA_AS_HOTEL_GUEST,
        costCenterId,
        paymentMethod: 'nomina',
        expectedTotal: 930_000,
        ...changes,
      },
    });

  it('opens the hotel for its company at the negotiated rate and hides it from anyone else', async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: detailUrl('CORP-ANDES-BOG'),
      headers: bearer(tokens.laura),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      code: 'CORP-ANDES-BOG',
      name: 'Hotel Corporativo Calle 93',
      stars: 4,
      city: 'Bogotá',
      corporateRateOf: 'Andes Energía S.A.S.',
      rooms: [{ code: 'CORP', pricePerNight: 310_000, total: 930_000, nights: 3, available: true }],
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: detailUrl('CORP-ANDES-BOG'),
      headers: bearer(tokens.julian),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Hotel no encontrado.');
    expect((await t.app.inject({ method: 'GET', url: detailUrl('CORP-ANDES-BOG') })).statusCode).toBe(401);
    // The list shows the administrator's category, which the star filter uses.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/hotels/iata/BOG',
      headers: bearer(tokens.laura),
    });
    expect(listed.json()[0]).toMatchObject({ code: 'CORP-ANDES-BOG', stars: 4 });
  });

  it('books at the negotiated rate the server sets, marked as the company’s rate', async () => {
    const cheaper = await book(tokens.laura, { expectedTotal: 100_000 });
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().error.code).toBe('PRICE_CHANGED');
    const julianCostCenterId = (
      await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(tokens.julian) })
    ).json().data[0].id;
    const foreign = await book(tokens.julian, { costCenterId: julianCostCenterId });
    expect(foreign.statusCode, foreign.body).toBe(404);

    const booked = await book(tokens.laura);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      hotelCode: 'CORP-ANDES-BOG',
      roomCode: 'CORP',
      total: 930_000,
      nights: 3,
      corporateRateOf: 'Andes Energía S.A.S.',
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.json().id));
    expect(row?.supplier).toBe('corporate');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/documento/${DEMO_USERS.laura.documento}`,
      headers: bearer(tokens.laura),
    });
    const summary = listed.json().data.find((entry: { id: string }) => entry.id === booked.json().id);
    expect(summary.subtitle).toBe(
      'Habitación estándar · 3 noches · Tarifa corporativa de Andes Energía S.A.S.',
    );
  });

  it('asks before booking the same hotel again for overlapping nights', async () => {
    // Nights of its own: on the other case's nights, which one books first would decide who sees a duplicate.
    const ownStay = threeNightsFrom(60);
    const first = await book(tokens.laura, ownStay);
    expect(first.statusCode, first.body).toBe(201);
    const again = await book(tokens.laura, ownStay);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'DUPLICATE_STAY',
      message:
        'Ya tienes una reserva en este hotel para estas fechas. Si de verdad necesitas otra, confirma de nuevo.',
    });
    const overlapping = await book(tokens.laura, {
      checkIn: addDays(ownStay.checkIn, 2),
      checkOut: addDays(ownStay.checkOut, 2),
    });
    expect(overlapping.json().error.code).toBe('DUPLICATE_STAY');
    // Checking in on the day the other stay checks out is not a duplicate.
    const after = await book(tokens.laura, {
      checkIn: ownStay.checkOut,
      checkOut: addDays(ownStay.checkOut, 1),
      expectedTotal: 310_000,
    });
    expect(after.statusCode, after.body).toBe(201);
    const confirmed = await book(tokens.laura, { ...ownStay, confirmDuplicate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });
});
