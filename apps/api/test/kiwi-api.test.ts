import { bookings } from '@travesia/db';
import {
  addDays,
  daysBetween,
  type FlightPassenger,
  type FlightPassengers,
  type FlightResult,
  fareTotal,
  flightResultSchema,
  toIsoDate,
} from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_KIWI_KEY, type FakeKiwiServer, startFakeKiwiServer } from './helpers/fake-kiwi-server';
import { bearer, createTestApp, DEMO_USERS, LAURA_PASSENGER, login, type TestApp } from './helpers/test-app';

const today = toIsoDate(new Date());
/** The fake's itineraries fly on 2026-12-01; it moves them to this day, well inside the search window. */
const departureDate = addDays(today, 30);
const FAKE_DEPARTURE = '2026-12-01';

const laura = LAURA_PASSENGER;
const infant: FlightPassenger = {
  type: 'infant',
  documentType: 'RC',
  documento: '1122334466',
  firstname: 'Tomás',
  last_name: 'Gómez',
  gender: 'M',
  birthDate: addDays(today, -200),
  nationality: 'CO',
};
const SOLD_OUT = { code: 'SOLD_OUT', message: 'Ya no quedan asientos suficientes en ese vuelo.' };

describe('flights through the API with FLIGHT_SUPPLIER=kiwi (against a local fake Tequila)', () => {
  let fake: FakeKiwiServer;
  let t: TestApp;
  let token: string;
  let costCenterId: number;
  beforeAll(async () => {
    fake = await startFakeKiwiServer();
    t = await createTestApp({
      env: {
        FLIGHT_SUPPLIER: 'kiwi',
        KIWI_API_KEY: FAKE_KIWI_KEY,
        KIWI_BASE_URL: fake.baseUrl,
        // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
        KIWI_TIMEOUT_MS: '800',
        KIWI_POLL_INTERVAL_MS: '5',
        KIWI_MAX_POLLS: '4',
      },
    });
    token = await login(t.app, DEMO_USERS.laura.email);
    costCenterId = (
      await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(token) })
    ).json().data[0].id;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.slowMs = 1000;
    fake.pendingChecks = 0;
    fake.flightsInvalid = false;
    fake.changedEur = null;
    fake.confirmStatus = 0;
    fake.shiftDays = daysBetween(FAKE_DEPARTURE, departureDate);
    fake.requests.length = 0;
  });

  const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path);

  const search = (passengers: FlightPassengers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { origin: 'BOG', destination: 'MDE', departureDate, passengers, cabin: 'Y', nonStop: true },
    });

  async function cheapest(passengers: FlightPassengers): Promise<FlightResult> {
    const response = await search(passengers);
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json<{ results: FlightResult[] }>().results;
    if (!first) throw new Error('no Kiwi results');
    return first;
  }

  const book = (key: string, itinerary: FlightResult, passengers: FlightPassenger[]) => {
    const counts = {
      adults: passengers.filter((passenger) => passenger.type === 'adult').length,
      children: passengers.filter((passenger) => passenger.type === 'child').length,
      infants: passengers.filter((passenger) => passenger.type === 'infant').length,
    };
    const family = itinerary.fareFamilies[0];
    if (!family) throw new Error('an itinerary without families');
    return t.app.inject({
      method: 'POST',
      url: '/api/bookings/flight',
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: {
        booking_token: itinerary.booking_token,
        fareFamily: family.code,
        passengers,
        costCenterId,
        paymentMethod: 'nomina',
        expectedTotal: fareTotal(family, [], counts, 1),
      },
    });
  };

  it('searches Tequila and answers the mapped results, cheapest first', async () => {
    const response = await search({ adults: 2, children: 0, infants: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<{ results: FlightResult[] }>();
    // The 1-seat itinerary cannot take two adults.
    expect(results.map((result) => result.id)).toEqual(['ow-early', 'ow-late']);
    for (const result of results) expect(flightResultSchema.parse(result)).toEqual(result);
    expect(results[0]).toMatchObject({
      flyFrom: 'BOG',
      flyTo: 'MDE',
      price: 250_000,
      fare: { adults: 250_000, children: 187_500, infants: 25_000 },
      airlines: ['AV'],
      cabin: 'Y',
      local_departure: `${departureDate}T06:05:00.000Z`,
      route: [expect.objectContaining({ airline: 'AV', flight_no: 9321, equipment: 'Airbus A320neo' })],
      fareFamilies: [expect.objectContaining({ code: 'BASICA', name: 'Básica', price: 250_000 })],
    });
    expect(results[0]?.booking_token).toMatch(/\.kiwi-ow-early#\d+$/);

    const [request] = requestsTo('/v2/search');
    const [year, month, day] = departureDate.split('-');
    expect(request).toMatchObject({ method: 'GET', apikey: FAKE_KIWI_KEY });
    expect(request?.query).toMatchObject({
      fly_from: 'BOG',
      fly_to: 'MDE',
      date_from: `${day}/${month}/${year}`,
      adults: '2',
      selected_cabins: 'M',
      max_stopovers: '0',
      curr: 'COP',
    });
  });

  it('books with save_booking: the stored booking names Kiwi and keeps its booking and transaction ids', async () => {
    const itinerary = await cheapest({ adults: 1, children: 0, infants: 1 });
    fake.requests.length = 0;

    const created = await book('kiwi-laura-0001', itinerary, [laura, infant]);
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json();
    expect(booking).toMatchObject({
      type: 'flight',
      status: 'approved',
      itinerary: { id: 'ow-early', flyFrom: 'BOG', flyTo: 'MDE', route: itinerary.route },
      fareFamily: { code: 'BASICA' },
      passengers: [laura, infant],
      total: 250_000,
      currency: 'COP',
      costCenter: { id: costCenterId },
    });

    // recheck searches again and checks the fresh token; the hold checks it once more and saves it.
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v2/search',
      '/v2/booking/check_flights',
      '/v2/booking/check_flights',
      '/v2/booking/save_booking',
    ]);
    const [save] = requestsTo('/v2/booking/save_booking');
    const [reprice, holdCheck] = requestsTo('/v2/booking/check_flights');
    const freshToken = holdCheck?.query.booking_token;
    // The hold continues the session the re-price opened, as Tequila asks.
    expect(reprice?.query.session_id).toBeUndefined();
    expect(holdCheck?.query.session_id).toBe(`session-${freshToken}`);
    expect(save).toMatchObject({ method: 'POST', apikey: FAKE_KIWI_KEY });
    expect(save?.body).toMatchObject({
      booking_token: freshToken,
      session_id: `session-${freshToken}`,
      passengers: [
        { category: 'adult', title: 'Ms', name: 'Laura', surname: 'Gómez', cardno: laura.documento },
        { category: 'infant', title: 'Mr', name: 'Tomás', surname: 'Gómez', cardno: infant.documento },
      ],
    });

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      type: 'flight',
      supplier: 'kiwi',
      supplierRef: '40211837:tx-7f3a',
      locator: booking.locator,
      total: 250_000,
    });

    // The same key answers the stored booking without saving another one at Kiwi.
    fake.requests.length = 0;
    const retry = await book('kiwi-laura-0001', itinerary, [laura, infant]);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(booking);
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);
  });

  it('answers a supplier timeout on search with a Spanish 504', async () => {
    fake.mode = 'slow';
    const response = await search({ adults: 1, children: 0, infants: 0 });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: {
        code: 'SUPPLIER_UNAVAILABLE',
        message: 'El proveedor de vuelos no respondió a tiempo. Intenta de nuevo en unos minutos.',
      },
    });
  });

  it('answers 409 SOLD_OUT when check_flights finds the flight invalid, and stores nothing', async () => {
    const itinerary = await cheapest({ adults: 1, children: 0, infants: 0 });
    fake.flightsInvalid = true;
    fake.requests.length = 0;

    const response = await book('kiwi-laura-0002', itinerary, [laura]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: SOLD_OUT });
    expect(requestsTo('/v2/booking/check_flights')).toHaveLength(1);
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);
    const stored = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, 'kiwi-laura-0002'));
    expect(stored).toEqual([]);
  });
});
