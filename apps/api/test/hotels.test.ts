import { hotelAllotments, hotelRoomTypes, hotels } from '@travesia/db';
import { addDays, MAX_CHECK_IN_ADVANCE_DAYS, MAX_STAY_NIGHTS, STAY_PROBLEM_MESSAGES } from '@travesia/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyRoomRate, nightsOf } from '../src/suppliers/hotels/builtin/pricing';
import { type HotelResult as Result, searchBody, stayFrom, today } from './helpers/hotel-requests';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

describe.each(databases)('hotels (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
  });
  afterAll(() => t.close());

  const search = (body: object) => t.app.inject({ method: 'POST', url: '/api/hotels/search', payload: body });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers bad searches with a Spanish 400', async () => {
    const cases: [object, string][] = [
      [
        searchBody('BOG', { checkIn: addDays(today, -1), checkOut: addDays(today, 1) }),
        STAY_PROBLEM_MESSAGES.checkInPast,
      ],
      [
        searchBody('BOG', { checkIn: addDays(today, 5), checkOut: addDays(today, 5) }),
        STAY_PROBLEM_MESSAGES.checkOutNotAfterCheckIn,
      ],
      [searchBody('BOG', stayFrom(5, 31)), STAY_PROBLEM_MESSAGES.tooLong],
      [searchBody('BOG', stayFrom(366)), STAY_PROBLEM_MESSAGES.checkInTooFar],
      [
        searchBody('BOG', { checkIn: '9999-12-01', checkOut: '9999-12-31' }),
        STAY_PROBLEM_MESSAGES.checkInTooFar,
      ],
      [searchBody('XQZ'), 'No encontramos el destino XQZ.'],
      [searchBody('BOG', stayFrom(5), 7), 'El número de adultos debe estar entre 1 y 6.'],
      [searchBody('BOGOTA'), 'El destino debe ser un código de aeropuerto de 3 letras.'],
      [
        { ...searchBody('BOG'), stay: { checkIn: '2026-02-30', checkOut: '2026-03-02' } },
        'La fecha de entrada debe tener el formato AAAA-MM-DD.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await search(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    }
  });

  it('finds the same hotels for a city twice, in the spec result shape, priced night by night', async () => {
    const first = await search(searchBody('bog'));
    expect(first.statusCode, first.body).toBe(200);
    const { results } = first.json<{ results: Result[] }>();
    expect(results.length).toBeGreaterThanOrEqual(6);
    const second = await search(searchBody('BOG'));
    expect(second.json<{ results: Result[] }>().results).toEqual(results);

    for (const result of results) {
      expect(result).toMatchObject({ currency: 'COP', breakfast: true });
      expect(result.images.every((image) => image.startsWith('/hotel-images/'))).toBe(true);
      expect(Number.isInteger(result.minRate)).toBe(true);
      expect(result.source === undefined || result.source === 'propios').toBe(true);
    }
    expect(results.some((result) => result.source === 'propios')).toBe(true);

    // minRate is the cheapest room fitting two adults: the sum of its nightly rates.
    const [hotel] = results;
    if (!hotel) throw new Error('no results');
    const rooms = await t.database.db
      .select({ baseRate: hotelRoomTypes.baseRate, capacity: hotelRoomTypes.capacity })
      .from(hotelRoomTypes)
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .where(eq(hotels.code, hotel.code));
    const stay = stayFrom(20);
    const totals = rooms
      .filter((room) => room.capacity >= 2)
      .map((room) =>
        nightsOf(stay.checkIn, stay.checkOut).reduce(
          (sum, night) => sum + nightlyRoomRate(room.baseRate, night, 2, 0),
          0,
        ),
      );
    expect(hotel.minRate).toBe(Math.min(...totals));

    const stored = await t.database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.iata, 'BOG'));
    expect(stored.length).toBe(results.length + 1); // plus Andes' corporate hotel
  });

  it('grows the inventory with the destinations and the nights on sale, never with repeated searches', async () => {
    const allotmentRows = async () =>
      Number((await t.database.db.select({ count: sql<number>`count(*)` }).from(hotelAllotments))[0]?.count);
    const roomTypesOf = async (iata: string) =>
      Number(
        (
          await t.database.db
            .select({ count: sql<number>`count(*)` })
            .from(hotelRoomTypes)
            .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
            .where(eq(hotels.iata, iata))
        )[0]?.count,
      );
    // Twenty 30-night stays spread over the year on sale, at one destination (a city of one airport), then all
    // of them again.
    const stays = Array.from({ length: 20 }, (_, index) => stayFrom(index * 18, 30));
    const before = await allotmentRows();
    for (const stay of stays) expect((await search(searchBody('CTG', stay))).statusCode).toBe(200);
    const afterFirstRound = await allotmentRows();
    const distinctNights = [
      ...new Set(
        stays.flatMap(({ checkIn }) => Array.from({ length: 30 }, (_, night) => addDays(checkIn, night))),
      ),
    ];
    const roomTypes = await roomTypesOf('CTG');
    // Every room type of the destination on every night searched, once; other tests' searches may have added
    // some of those nights already, so the rows added are at most that many.
    const searchedNights = Number(
      (
        await t.database.db
          .select({ count: sql<number>`count(*)` })
          .from(hotelAllotments)
          .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelAllotments.roomTypeId))
          .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
          .where(and(eq(hotels.iata, 'CTG'), inArray(hotelAllotments.date, distinctNights)))
      )[0]?.count,
    );
    expect(searchedNights).toBe(roomTypes * distinctNights.length);
    expect(afterFirstRound - before).toBeGreaterThan(0);
    expect(afterFirstRound - before).toBeLessThanOrEqual(roomTypes * distinctNights.length);
    // The most a destination can ever hold: each room type on every night a stay on sale can reach.
    expect(afterFirstRound - before).toBeLessThanOrEqual(
      roomTypes * (MAX_CHECK_IN_ADVANCE_DAYS + MAX_STAY_NIGHTS),
    );
    for (const stay of stays) expect((await search(searchBody('CTG', stay))).statusCode).toBe(200);
    expect(await allotmentRows()).toBe(afterFirstRound);
  });

  it('searches a city of several airports as one destination: Medellín is MDE’s hotels and EOH’s, once each', async () => {
    const codesOf = async (zone: string) => {
      const response = await search(searchBody(zone));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: Result[] }>().results.map((hotel) => hotel.code);
    };
    const medellin = await codesOf('MDE');
    expect(await codesOf('EOH')).toEqual(medellin);
    expect(new Set(medellin).size).toBe(medellin.length);
    const listed = await t.database.db
      .select({ code: hotels.code, iata: hotels.iata })
      .from(hotels)
      .where(inArray(hotels.code, medellin));
    expect(new Set(listed.map((hotel) => hotel.iata))).toEqual(new Set(['MDE', 'EOH']));
    // A hotel of either airport opens and prices as any other.
    const eohHotel = listed.find((hotel) => hotel.iata === 'EOH');
    const stay = stayFrom(20);
    const detail = await get(
      `/api/hotels/${eohHotel?.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().city).toBe('Medellín');
  });

  it('stores a city once even when its first searches arrive together', async () => {
    const responses = await Promise.all([
      search(searchBody('LIM')),
      search(searchBody('LIM')),
      search(searchBody('LIM')),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const [first, ...others] = responses.map((response) => response.json<{ results: Result[] }>().results);
    for (const other of others) expect(other).toEqual(first);
  });

  it('answers a repeated search from what the database holds now, whoever changed it', async () => {
    // Written straight to the database, as another API process (or an operator) would: nothing in this process knows.
    const stay = stayFrom(60, 2);
    const body = searchBody('CLO', stay);
    const searchNow = async () => {
      const response = await search(body);
      expect(response.statusCode, response.body).toBe(200);
      return { text: response.body, results: response.json<{ results: Result[] }>().results };
    };
    const first = await searchNow();
    expect((await searchNow()).text).toBe(first.text);
    const [hotel] = first.results;
    if (!hotel) throw new Error('no results');
    const [row] = await t.database.db.select().from(hotels).where(eq(hotels.code, hotel.code));
    if (!row) throw new Error('hotel not stored');
    const roomTypes = await t.database.db
      .select()
      .from(hotelRoomTypes)
      .where(eq(hotelRoomTypes.hotelId, row.id));
    const resultOf = async (code: string) =>
      (await searchNow()).results.find((result) => result.code === code);

    // A hotel's own columns: its name, and whether it is on sale.
    await t.database.db.update(hotels).set({ name: 'Hotel Renombrado' }).where(eq(hotels.id, row.id));
    expect((await resultOf(hotel.code))?.name).toBe('Hotel Renombrado');
    await t.database.db.update(hotels).set({ isActive: false }).where(eq(hotels.id, row.id));
    expect(await resultOf(hotel.code)).toBeUndefined();
    await t.database.db.update(hotels).set({ name: row.name, isActive: true }).where(eq(hotels.id, row.id));
    expect((await searchNow()).text).toBe(first.text);

    // A room type's rate.
    const ids = roomTypes.map((roomType) => roomType.id);
    await t.database.db
      .update(hotelRoomTypes)
      .set({ baseRate: sql`${hotelRoomTypes.baseRate} * 2` })
      .where(inArray(hotelRoomTypes.id, ids));
    expect((await resultOf(hotel.code))?.minRate).toBeGreaterThan(hotel.minRate);
    await t.database.db
      .update(hotelRoomTypes)
      .set({ baseRate: sql`${hotelRoomTypes.baseRate} / 2` })
      .where(inArray(hotelRoomTypes.id, ids));
    expect((await searchNow()).text).toBe(first.text);

    // The stock of one night of the stay: every room sold, then given back.
    const secondNight = and(
      inArray(hotelAllotments.roomTypeId, ids),
      eq(hotelAllotments.date, addDays(stay.checkIn, 1)),
    );
    await t.database.db.update(hotelAllotments).set({ sold: hotelAllotments.total }).where(secondNight);
    expect(await resultOf(hotel.code)).toBeUndefined();
    await t.database.db.update(hotelAllotments).set({ sold: 0 }).where(secondNight);
    expect((await searchNow()).text).toBe(first.text);
  });

  it('shows a hotel with its rooms, board, cancellation and prices, and 404 for unknown codes', async () => {
    const { results } = (await search(searchBody('MDE'))).json<{ results: Result[] }>();
    const [hotel] = results;
    if (!hotel) throw new Error('no results');
    const stay = stayFrom(20);
    const response = await get(
      `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      code: hotel.code,
      name: hotel.name,
      city: 'Medellín',
      country: 'Colombia',
      checkInTime: '15:00',
      checkOutTime: '12:00',
    });
    expect(detail.amenities.length).toBeGreaterThan(0);
    expect(detail.rooms.length).toBeGreaterThanOrEqual(3);
    for (const room of detail.rooms) {
      expect(['RO', 'BB', 'HB', 'AI']).toContain(room.board);
      expect(['Solo alojamiento', 'Desayuno incluido', 'Media pensión', 'Todo incluido']).toContain(
        room.boardLabel,
      );
      expect(room.cancellationPolicy.length).toBeGreaterThan(10);
      expect(room.nights).toBe(2);
      expect(room.pricePerNight).toBe(Math.round(room.total / 2));
    }
    const cheapest = Math.min(
      ...detail.rooms
        .filter((room: { available: boolean }) => room.available)
        .map((room: { total: number }) => room.total),
    );
    expect(cheapest).toBe(hotel.minRate);

    const missing = await get(`/api/hotels/NOPE99?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Hotel no encontrado.' } });
    // Corporate hotels are not public.
    expect(
      (await get(`/api/hotels/CORP-ANDES-BOG?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`)).statusCode,
    ).toBe(401);
  });

  it('estimates the kg CO₂e of the stay by the destination’s country, in the results and the detail', async () => {
    const stay = stayFrom(30, 3);
    const body = { ...searchBody('MDE', stay), occupancies: [{ rooms: 2, adults: 2, children: 0 }] };
    const { results } = (await search(body)).json<{ results: (Result & { emissions: unknown })[] }>();
    expect(results.length).toBeGreaterThan(0);
    // Colombia: 14.3 kg per room-night; 2 rooms × 3 nights.
    for (const result of results) expect(result.emissions).toEqual({ perRoomNightKg: 14.3, stayKg: 86 });
    const [hotel] = results;
    const detail = await get(
      `/api/hotels/${hotel?.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=2&adults=2`,
    );
    expect(detail.json().emissions).toEqual({ perRoomNightKg: 14.3, stayKg: 86 });
    // Madrid: Spain's 18.7 kg; Lima: Peru is not in the benchmark, so its median (42.7 kg).
    const [madrid] = (await search(searchBody('MAD', stayFrom(30, 1)))).json<{ results: Result[] }>().results;
    expect(madrid).toMatchObject({ emissions: { perRoomNightKg: 18.7, stayKg: 19 } });
    const [lima] = (await search(searchBody('LIM', stayFrom(30, 1)))).json<{ results: Result[] }>().results;
    expect(lima).toMatchObject({ emissions: { perRoomNightKg: 42.7, stayKg: 43 } });
  });

  it('serves the hotel pictures from its own origin', async () => {
    const image = await get('/hotel-images/fachada-2.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await get('/hotel-images/fachada-99.svg')).statusCode).toBe(404);
    expect((await get('/hotel-images/../../package.json')).statusCode).toBe(404);
  });

  it('lists corporate hotels of the caller’s company only', async () => {
    const stay = stayFrom(20, 3);
    const andes = await get(
      `/api/hotels/iata/bog?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
      tokens.laura,
    );
    expect(andes.statusCode, andes.body).toBe(200);
    expect(andes.json()).toEqual([
      {
        code: 'CORP-ANDES-BOG',
        name: 'Hotel Corporativo Calle 93',
        latitude: 4.6766,
        longitude: -74.0483,
        images: expect.any(Array),
        minRate: 930_000,
        stars: 4,
      },
    ]);
    expect((await get('/api/hotels/iata/MDE', tokens.laura)).json()[0].minRate).toBe(280_000);
    const cafe = await get('/api/hotels/iata/BOG', tokens.julian);
    expect(cafe.statusCode).toBe(200);
    expect(cafe.json()).toEqual([]);
    expect((await get('/api/hotels/iata/BOG')).statusCode).toBe(401);
  });

  it('answers each user’s policy rules, travellers only their own', async () => {
    const laura = await get(`/api/admin/policies/rules/${DEMO_USERS.laura.documento}`, tokens.laura);
    expect(laura.statusCode).toBe(200);
    expect(laura.json()).toEqual({
      hotel: [
        { type: 'NACIONAL', time_min: 3, price_max: 450_000 },
        { type: 'INTERNACIONAL', time_min: 10, price_max: 1_200_000 },
      ],
      flight: [
        { type: 'NACIONAL', time_min: 3, price_max: 900_000 },
        { type: 'INTERNACIONAL', time_min: 15, price_max: 4_500_000 },
      ],
    });
    expect(
      (await get(`/api/admin/policies/rules/${DEMO_USERS.carlos.documento}`, tokens.laura)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/admin/policies/rules/${DEMO_USERS.laura.documento}`, tokens.ana)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/admin/policies/rules/${DEMO_USERS.laura.documento}`, tokens.julian)).statusCode,
    ).toBe(404);
    const julian = await get(`/api/admin/policies/rules/${DEMO_USERS.julian.documento}`, tokens.julian);
    expect(julian.json()).toEqual({
      hotel: [{ type: 'AMBOS', time_min: 2, price_max: 380_000 }],
      flight: [{ type: 'AMBOS', time_min: 5, price_max: 2_500_000 }],
    });
  });

  it('lists the cost centers of the caller’s company', async () => {
    const andes = await get('/api/centros-utilidad', tokens.laura);
    expect(
      andes.json().data.map((center: { code: string; name: string }) => `${center.code} ${center.name}`),
    ).toEqual(['COM-200 Comercial', 'OPS-100 Operaciones', 'TEC-300 Tecnología']);
    const cafe = await get('/api/centros-utilidad', tokens.julian);
    expect(cafe.json().data.map((center: { code: string }) => center.code)).toEqual(['ADM-10', 'EXP-20']);
  });
});
