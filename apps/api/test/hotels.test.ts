import { bookings, hotelAllotments, hotelRoomTypes, hotels } from '@travesia/db';
import {
  AIRPORTS,
  addDays,
  findAirport,
  MAX_CHECK_IN_ADVANCE_DAYS,
  MAX_STAY_NIGHTS,
  STAY_PROBLEM_MESSAGES,
  toIsoDate,
} from '@travesia/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinHotelSupplier } from '../src/suppliers/hotels/builtin/builtin-supplier';
import { generateCityHotels } from '../src/suppliers/hotels/builtin/generate-hotels';
import {
  guestsPerRoom,
  nightlyRoomRate,
  nightsOf,
  stayPricer,
  stayTotal,
} from '../src/suppliers/hotels/builtin/pricing';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const today = toIsoDate(new Date());
const stayFrom = (offset: number, nights = 2) => ({
  checkIn: addDays(today, offset),
  checkOut: addDays(today, offset + nights),
});
const searchBody = (zone: string, stay = stayFrom(20), adults = 2) => ({
  stay,
  occupancies: [{ rooms: 1, adults, children: 0 }],
  destination: { zone },
});

interface Result {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  images: string[];
  minRate: number;
  currency: string;
  breakfast: boolean;
  stars: number;
  source?: string;
}

describe('built-in hotel generation', () => {
  it('generates the same hotels for a city every time, 6 to 14 of them, near the airport', () => {
    const bogota = findAirport('BOG');
    if (!bogota) throw new Error('BOG missing from the airport list');
    const first = generateCityHotels(bogota);
    expect(generateCityHotels(bogota)).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first.length).toBeLessThanOrEqual(14);
    expect(new Set(first.map((hotel) => hotel.name)).size).toBe(first.length);
    for (const hotel of first) {
      expect(hotel.stars).toBeGreaterThanOrEqual(1);
      expect(hotel.stars).toBeLessThanOrEqual(5);
      expect(hotel.images.length).toBeGreaterThanOrEqual(3);
      expect(hotel.images.length).toBeLessThanOrEqual(5);
      expect(Math.abs(hotel.latitude - bogota.latitude)).toBeLessThan(0.15);
      expect(hotel.roomTypes.map((room) => room.code)).toContain('STD');
    }
    const madrid = findAirport('MAD');
    if (!madrid) throw new Error('MAD missing from the airport list');
    expect(generateCityHotels(madrid).map((hotel) => hotel.name)).not.toEqual(
      first.map((hotel) => hotel.name),
    );
  });

  it('gives every destination of the airport list 6 to 14 hotels with distinct names', () => {
    for (const airport of AIRPORTS) {
      const cityHotels = generateCityHotels(airport);
      expect(cityHotels.length).toBeGreaterThanOrEqual(6);
      expect(cityHotels.length).toBeLessThanOrEqual(14);
      expect(new Set(cityHotels.map((hotel) => hotel.name)).size, airport.iata).toBe(cityHotels.length);
    }
  });

  it('charges more on weekends and in December than on an ordinary weekday', () => {
    const tuesday = '2027-03-02';
    const saturday = '2027-03-06';
    expect(nightlyRoomRate(200_000, saturday, 1, 0)).toBeGreaterThan(nightlyRoomRate(200_000, tuesday, 1, 0));
    expect(nightlyRoomRate(200_000, '2027-12-21', 1, 0)).toBeGreaterThan(
      nightlyRoomRate(200_000, tuesday, 1, 0),
    );
    expect(nightlyRoomRate(200_000, tuesday, 2, 0)).toBeGreaterThan(nightlyRoomRate(200_000, tuesday, 1, 0));
  });

  it('prices a stay for any room type as the sum of its nights times the rooms, to the peso', () => {
    const stays = fc.record({
      checkIn: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
      nights: fc.integer({ min: 0, max: 30 }),
      rooms: fc.integer({ min: 1, max: 4 }),
      adults: fc.integer({ min: 1, max: 6 }),
      children: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(
        stays,
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 6 }),
        (stay, rates) => {
          const checkIn = stay.checkIn.toISOString().slice(0, 10);
          const pricing = { ...stay, checkIn, checkOut: addDays(checkIn, stay.nights) };
          const perRoom = guestsPerRoom(pricing);
          const price = stayPricer(pricing);
          for (const baseRate of rates) {
            const nightByNight = nightsOf(pricing.checkIn, pricing.checkOut).reduce(
              (sum, night) => sum + nightlyRoomRate(baseRate, night, perRoom.adults, perRoom.children),
              0,
            );
            expect(price(baseRate)).toBe(nightByNight * stay.rooms);
            expect(stayTotal(baseRate, pricing)).toBe(nightByNight * stay.rooms);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

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
    // Twenty 30-night stays spread over the year on sale, at one destination, then all of them again.
    const stays = Array.from({ length: 20 }, (_, index) => stayFrom(index * 18, 30));
    const before = await allotmentRows();
    for (const stay of stays) expect((await search(searchBody('MDE', stay))).statusCode).toBe(200);
    const afterFirstRound = await allotmentRows();
    const distinctNights = new Set(
      stays.flatMap(({ checkIn }) => Array.from({ length: 30 }, (_, night) => addDays(checkIn, night))),
    );
    const roomTypes = await roomTypesOf('MDE');
    expect(afterFirstRound - before).toBe(roomTypes * distinctNights.size);
    // The most a destination can ever hold: each room type on every night a stay on sale can reach.
    expect(afterFirstRound - before).toBeLessThanOrEqual(
      roomTypes * (MAX_CHECK_IN_ADVANCE_DAYS + MAX_STAY_NIGHTS),
    );
    for (const stay of stays) expect((await search(searchBody('MDE', stay))).statusCode).toBe(200);
    expect(await allotmentRows()).toBe(afterFirstRound);
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
    ).toBe(403);
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

  describe('booking', () => {
    let costCenterId: number;
    let cafeCostCenterId: number;
    beforeAll(async () => {
      costCenterId = (await get('/api/centros-utilidad', tokens.laura)).json().data[0].id;
      cafeCostCenterId = (await get('/api/centros-utilidad', tokens.julian)).json().data[0].id;
    });

    const guest = {
      firstname: 'Laura',
      last_name: 'Gómez',
      documento: DEMO_USERS.laura.documento,
      email: DEMO_USERS.laura.email,
      phone: '+57 310 555 0101',
    };

    async function cheapestRoom(zone: string, stay: { checkIn: string; checkOut: string }) {
      const { results } = (await search(searchBody(zone, stay))).json<{ results: Result[] }>();
      const hotel = [...results].sort((a, b) => a.minRate - b.minRate)[0];
      if (!hotel) throw new Error(`no hotels in ${zone}`);
      const detail = (
        await get(
          `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
        )
      ).json();
      const room = detail.rooms.find((candidate: { total: number }) => candidate.total === hotel.minRate);
      return { hotel, room: room as { code: string; total: number } };
    }

    const book = (token: string, key: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: body,
      });

    const bookingBody = (
      hotelCode: string,
      room: { code: string; total: number },
      stay: { checkIn: string; checkOut: string },
      extra: Record<string, unknown> = {},
    ) => ({
      hotelCode,
      roomCode: room.code,
      ...stay,
      rooms: 1,
      adults: 2,
      guest,
      costCenterId,
      paymentMethod: 'nomina',
      expectedTotal: room.total,
      ...extra,
    });

    /** Leaves `free` rooms of `roomCode` for the stay and none of the hotel's other rooms. */
    async function limitStock(
      hotelCode: string,
      roomCode: string,
      stay: { checkIn: string; checkOut: string },
      free: number,
    ) {
      const roomTypes = await t.database.db
        .select({ id: hotelRoomTypes.id, code: hotelRoomTypes.code })
        .from(hotelRoomTypes)
        .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
        .where(eq(hotels.code, hotelCode));
      for (const roomType of roomTypes) {
        await t.database.db
          .update(hotelAllotments)
          .set({
            sold:
              roomType.code === roomCode ? sql`${hotelAllotments.total} - ${free}` : hotelAllotments.total,
          })
          .where(
            and(
              eq(hotelAllotments.roomTypeId, roomType.id),
              gte(hotelAllotments.date, stay.checkIn),
              lt(hotelAllotments.date, stay.checkOut),
            ),
          );
      }
    }

    it('books once per idempotency key and shows the booking to its traveller and admins only', async () => {
      const stay = stayFrom(25);
      const { hotel, room } = await cheapestRoom('BOG', stay);
      const body = bookingBody(hotel.code, room, stay);
      const created = await book(tokens.laura, 'reserva-laura-0001', body);
      expect(created.statusCode, created.body).toBe(201);
      const booking = created.json();
      expect(booking).toMatchObject({
        status: 'approved',
        type: 'hotel',
        hotelCode: hotel.code,
        hotelName: hotel.name,
        roomCode: room.code,
        nights: 2,
        adults: 2,
        total: room.total,
        currency: 'COP',
        withinPolicy: true,
        outOfPolicyReason: null,
        costCenter: { id: costCenterId },
        paymentMethod: 'nomina',
      });
      expect(booking.locator).toMatch(/^[A-Z0-9]{6}$/);

      const retry = await book(tokens.laura, 'reserva-laura-0001', body);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(booking);
      const [sold] = await t.database.db
        .select({ sold: sql<number>`sum(${hotelAllotments.sold})`.mapWith(Number) })
        .from(hotelAllotments)
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelAllotments.roomTypeId))
        .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
        .where(and(eq(hotels.code, hotel.code), eq(hotelRoomTypes.code, room.code)));
      expect(sold?.sold).toBe(2); // one room, two nights, booked once

      expect((await get(`/api/bookings/${booking.id}`, tokens.laura)).json()).toEqual(booking);
      expect((await get(`/api/bookings/${booking.id}`, tokens.ana)).statusCode).toBe(200);
      expect((await get(`/api/bookings/${booking.id}`, tokens.operador)).statusCode).toBe(200);
      // Carlos approves Laura's trips; Julián works for another company.
      expect((await get(`/api/bookings/${booking.id}`, tokens.carlos)).statusCode).toBe(200);
      const hidden = await get(`/api/bookings/${booking.id}`, tokens.julian);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.message).toBe('Reserva no encontrada.');
      expect((await get('/api/bookings/not-a-uuid', tokens.laura)).statusCode).toBe(404);
    });

    it('refuses a key already used with another booking request, and replays the same one in any key order', async () => {
      const stay = stayFrom(40);
      const { hotel, room } = await cheapestRoom('BOG', stay);
      const body = bookingBody(hotel.code, room, stay);
      const created = await book(tokens.laura, 'reserva-laura-otra', body);
      expect(created.statusCode, created.body).toBe(201);
      const bookingsBefore = (await t.database.db.select().from(bookings)).length;

      const otherStay = stayFrom(41);
      const { room: otherRoom } = await cheapestRoom('BOG', otherStay);
      for (const other of [
        bookingBody(hotel.code, otherRoom, otherStay),
        bookingBody(hotel.code, room, stay, { guest: { ...guest, phone: '3005550000' } }),
      ]) {
        const reused = await book(tokens.laura, 'reserva-laura-otra', other);
        expect(reused.statusCode).toBe(422);
        expect(reused.json()).toEqual({
          error: {
            code: 'IDEMPOTENCY_MISMATCH',
            message: 'Esta clave de idempotencia ya se usó con otra solicitud de reserva.',
          },
        });
      }
      expect((await t.database.db.select().from(bookings)).length).toBe(bookingsBefore);

      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const replay = await book(tokens.laura, 'reserva-laura-otra', reordered);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().id).toBe(created.json().id);
    });

    it('validates the key, the cost center, the price and the policy reason', async () => {
      const soon = stayFrom(1);
      const { hotel, room } = await cheapestRoom('BOG', soon);

      const noKey = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: bearer(tokens.laura),
        payload: bookingBody(hotel.code, room, soon),
      });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().error.message).toBe('Falta el encabezado Idempotency-Key.');
      expect(
        (await book(tokens.laura, 'short', bookingBody(hotel.code, room, soon))).json().error.message,
      ).toBe('El encabezado Idempotency-Key debe tener entre 8 y 100 caracteres.');

      const foreignCenter = await book(
        tokens.laura,
        'reserva-laura-0002',
        bookingBody(hotel.code, room, soon, { costCenterId: cafeCostCenterId }),
      );
      expect(foreignCenter.statusCode).toBe(400);
      expect(foreignCenter.json().error.message).toBe('Elige un centro de costos de tu empresa.');

      const stale = await book(
        tokens.laura,
        'reserva-laura-0003',
        bookingBody(hotel.code, room, soon, { expectedTotal: room.total - 1000 }),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('PRICE_CHANGED');
      expect(stale.json().error.message).toMatch(
        /^El precio cambió a .+\. Revisa el nuevo total antes de confirmar\.$/,
      );
      expect(stale.json().error.message.replace(/\D/g, '')).toBe(String(room.total));

      // Andes asks for 3 days of advance purchase: tomorrow is outside the policy.
      const noReason = await book(tokens.laura, 'reserva-laura-0004', bookingBody(hotel.code, room, soon));
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.message).toBe(
        'Indica el motivo por el que reservas fuera de la política.',
      );
      const withReason = await book(
        tokens.laura,
        'reserva-laura-0004',
        bookingBody(hotel.code, room, soon, { outOfPolicyReason: 'Reunión urgente con el cliente.' }),
      );
      expect(withReason.statusCode, withReason.body).toBe(201);
      expect(withReason.json()).toMatchObject({
        status: 'pending_approval',
        withinPolicy: false,
        outOfPolicyReason: 'Reunión urgente con el cliente.',
      });
    });

    it('takes a sold-out hotel out of the search and refuses to book it again', async () => {
      const stay = stayFrom(40);
      const { hotel, room } = await cheapestRoom('CTG', stay);
      await limitStock(hotel.code, room.code, stay, 1);
      const last = await book(tokens.laura, 'reserva-laura-0005', bookingBody(hotel.code, room, stay));
      expect(last.statusCode, last.body).toBe(201);

      const { results } = (await search(searchBody('CTG', stay))).json<{ results: Result[] }>();
      expect(results.map((result) => result.code)).not.toContain(hotel.code);
      const detail = (
        await get(
          `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
        )
      ).json();
      expect(detail.rooms.every((candidate: { available: boolean }) => !candidate.available)).toBe(true);

      const again = await book(tokens.laura, 'reserva-laura-0006', bookingBody(hotel.code, room, stay));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: { code: 'SOLD_OUT', message: 'La habitación ya no está disponible para esas fechas.' },
      });
    });

    it('prices and books a family with the children’s ages, and explains a room too small for it', async () => {
      const stay = stayFrom(44);
      const { results } = (
        await search({
          stay,
          occupancies: [{ rooms: 1, adults: 2, children: 1, childAges: [6] }],
          destination: { zone: 'SMR' },
        })
      ).json<{ results: Result[] }>();
      const [hotel] = results;
      if (!hotel) throw new Error('no hotels for a family');
      const detail = (
        await get(
          `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2&childAges=6`,
        )
      ).json<{ rooms: { code: string; total: number; capacity: number; holdsParty: boolean }[] }>();
      const small = detail.rooms.find((room) => room.capacity === 2);
      const family = detail.rooms.find((room) => room.holdsParty);
      if (!small || !family) throw new Error('expected a double room and a bigger one');
      expect(small.holdsParty).toBe(false);
      // A child costs less than a third adult.
      const adultsOnly = (
        await get(
          `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=3`,
        )
      ).json<{ rooms: { code: string; total: number }[] }>();
      expect(family.total).toBeLessThan(
        adultsOnly.rooms.find((room) => room.code === family.code)?.total ?? 0,
      );

      const party = { adults: 2, childAges: [6], infants: 1 };
      const tooSmall = await book(
        tokens.laura,
        'reserva-laura-familia-1',
        bookingBody(hotel.code, small, stay, party),
      );
      expect(tooSmall.statusCode).toBe(400);
      expect(tooSmall.json().error.message).toBe(
        'Esta habitación es para hasta 2 personas y tu grupo es de 3. Elige una habitación más grande.',
      );
      const booked = await book(
        tokens.laura,
        'reserva-laura-familia-2',
        bookingBody(hotel.code, family, stay, party),
      );
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json()).toMatchObject({ adults: 2, childAges: [6], infants: 1, total: family.total });

      const ageless = await search({
        stay,
        occupancies: [{ rooms: 1, adults: 2, children: 1 }],
        destination: { zone: 'SMR' },
      });
      expect(ageless.statusCode).toBe(400);
      expect(ageless.json().error.message).toBe('Indica la edad de cada niño.');
      const badAge = await get(
        `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&childAges=1`,
      );
      expect(badAge.statusCode).toBe(400);
      expect(badAge.json().error.message).toBe('La edad de cada niño debe estar entre 2 y 12 años.');
    });

    it('gives the rooms back when the supplier cancels', async () => {
      const stay = stayFrom(55);
      const { hotel, room } = await cheapestRoom('CTG', stay);
      await limitStock(hotel.code, room.code, stay, 1);
      const booked = await book(tokens.laura, 'reserva-laura-0010', bookingBody(hotel.code, room, stay));
      expect(booked.statusCode, booked.body).toBe(201);
      expect(
        (await search(searchBody('CTG', stay))).json().results.map((result: Result) => result.code),
      ).not.toContain(hotel.code);
      await createBuiltinHotelSupplier(t.database.db).cancel(t.database.db, {
        hotelCode: hotel.code,
        roomCode: room.code,
        stay,
        occupancy: { rooms: 1, adults: 2, childAges: [] },
        holder: { firstname: 'Laura', lastName: 'Gómez' },
        clientReference: booked.json().locator,
        expectedTotal: room.total,
        supplierRef: 'TVH-1',
      });
      expect(
        (await search(searchBody('CTG', stay))).json().results.map((result: Result) => result.code),
      ).toContain(hotel.code);
    });

    it('lets exactly one of two simultaneous bookings take the last room', async () => {
      const stay = stayFrom(45, 3);
      const { hotel, room } = await cheapestRoom('SMR', stay);
      await limitStock(hotel.code, room.code, stay, 1);
      const body = bookingBody(hotel.code, room, stay);
      const responses = await Promise.all([
        book(tokens.laura, 'reserva-laura-0007', body),
        book(tokens.laura, 'reserva-laura-0008', body),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const loser = responses.find((response) => response.statusCode === 409);
      expect(loser?.json().error.code).toBe('SOLD_OUT');
    });

    it('creates one booking when the same key arrives twice at once', async () => {
      const stay = stayFrom(50);
      const { hotel, room } = await cheapestRoom('BOG', stay);
      const body = bookingBody(hotel.code, room, stay);
      const responses = await Promise.all([
        book(tokens.laura, 'reserva-laura-0009', body),
        book(tokens.laura, 'reserva-laura-0009', body),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
      expect(responses[0]?.json().id).toBe(responses[1]?.json().id);
    });
  });
});
