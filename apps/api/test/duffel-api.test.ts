import { bookings } from '@travesia/db';
import {
  addDays,
  type FlightPassenger,
  type FlightPassengers,
  type FlightResult,
  fareTotal,
  toIsoDate,
} from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_COP_PER_USD,
  FAKE_DUFFEL_CURRENCY,
  FAKE_DUFFEL_TOKEN,
  type FakeDuffelServer,
  startFakeDuffelServer,
} from './helpers/fake-duffel-server';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  databases,
  LAURA_PASSENGER,
  login,
  type TestApp,
} from './helpers/test-app';

const departureDate = addDays(toIsoDate(new Date()), 30);
const ONE_ADULT: FlightPassengers = { adults: 1, children: 0, infants: 0 };

describe.each(databases)(
  'flights through the API with FLIGHT_SUPPLIER=duffel, a local stand-in Duffel (%s)',
  (kind) => {
    let fake: FakeDuffelServer;
    let t: TestApp;
    let laura: string;
    let operador: string;
    let costCenterId: number;
    beforeAll(async () => {
      fake = await startFakeDuffelServer();
      t = await createTestApp({
        database: kind,
        env: {
          FLIGHT_SUPPLIER: 'duffel',
          DUFFEL_ACCESS_TOKEN: FAKE_DUFFEL_TOKEN,
          DUFFEL_BASE_URL: fake.baseUrl,
          // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
          DUFFEL_TIMEOUT_MS: '800',
          DUFFEL_CURRENCY: FAKE_DUFFEL_CURRENCY,
          DUFFEL_COP_PER_UNIT: String(FAKE_COP_PER_USD),
        },
      });
      laura = await login(t.app, DEMO_USERS.laura.email);
      operador = await login(t.app, DEMO_USERS.operador.email);
      costCenterId = (
        await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(laura) })
      ).json().data[0].id;
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });
    beforeEach(() => {
      fake.mode = 'ok';
      fake.slowMs = 1000;
      fake.repriceTo = null;
      fake.offerState = 'live';
      fake.instantPaymentOnly = false;
      fake.documentsRequired = false;
      fake.requests.length = 0;
    });

    const requestsTo = (path: string) => fake.requests.filter((request) => request.path.startsWith(path));

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
      if (!first) throw new Error('no Duffel results');
      return first;
    }

    const book = (key: string, itinerary: FlightResult, passengers: FlightPassenger[]) => {
      const family = itinerary.fareFamilies[0];
      if (!family) throw new Error('an itinerary without families');
      return t.app.inject({
        method: 'POST',
        url: '/api/bookings/flight',
        headers: { ...bearer(laura), 'idempotency-key': key },
        payload: {
          booking_token: itinerary.booking_token,
          fareFamily: family.code,
          passengers,
          costCenterId,
          paymentMethod: 'nomina',
          expectedTotal: fareTotal(family, [], ONE_ADULT, 1),
        },
      });
    };
    const stored = (key: string) =>
      t.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.idempotencyKey, key));
    const put = (id: string, token: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}`,
        headers: bearer(token),
        payload: { status },
      });

    it('asks Duffel once for the same search made twice at the same time, and again once it has answered', async () => {
      const [first, second] = await Promise.all([search(ONE_ADULT), search(ONE_ADULT)]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.json().results).toEqual(first.json().results);
      expect(requestsTo('/air/offer_requests')).toHaveLength(1);
      const twoAdults = await search({ ...ONE_ADULT, adults: 2 });
      expect(twoAdults.statusCode, twoAdults.body).toBe(200);
      expect(requestsTo('/air/offer_requests')).toHaveLength(2);
      await search(ONE_ADULT);
      expect(requestsTo('/air/offer_requests')).toHaveLength(3);
    });

    it('searches, books with a hold order, emits with a balance payment and cancels the order', async () => {
      const itinerary = await cheapest(ONE_ADULT);
      expect(itinerary).toMatchObject({
        price: 250_000,
        airlines: ['AV'],
        local_departure: `${departureDate}T06:05:00.000Z`,
      });
      expect(requestsTo('/air/offer_requests')[0]).toMatchObject({
        authorization: `Bearer ${FAKE_DUFFEL_TOKEN}`,
        version: 'v2',
      });

      fake.requests.length = 0;
      const created = await book('duffel-laura-0001', itinerary, [LAURA_PASSENGER]);
      expect(created.statusCode, created.body).toBe(201);
      const booking = created.json();
      expect(booking).toMatchObject({ type: 'flight', status: 'approved', total: 250_000, currency: 'COP' });
      // The re-price fetches the offer, the hold fetches it once more and orders it.
      expect(
        fake.requests.map((request) => `${request.method} ${request.path.replace(/\/(off|ord)_.*/, '/…')}`),
      ).toEqual(['GET /air/offers/…', 'GET /air/offers/…', 'POST /air/orders']);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row).toMatchObject({
        supplier: 'duffel',
        supplierRef: expect.stringMatching(/^ord_\d+:62\.50:USD$/),
      });
      const orderId = row?.supplierRef?.split(':')[0] ?? '';

      // The same key answers the stored booking without another order.
      fake.requests.length = 0;
      const retry = await book('duffel-laura-0001', itinerary, [LAURA_PASSENGER]);
      expect(retry.statusCode).toBe(200);
      expect(requestsTo('/air/orders')).toEqual([]);

      const emitted = await put(booking.id, operador, 'emitted');
      expect(emitted.statusCode, emitted.body).toBe(200);
      expect(emitted.json()).toMatchObject({
        status: 'emitted',
        supplierLocator: fake.orders.get(orderId)?.booking_reference,
      });
      expect(requestsTo('/air/payments')[0]?.body).toEqual({
        data: { order_id: orderId, payment: { type: 'balance', amount: '62.50', currency: 'USD' } },
      });

      const cancelled = await put(booking.id, laura, 'cancelled');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(requestsTo('/air/order_cancellations').map((request) => request.path)).toEqual([
        '/air/order_cancellations',
        `/air/order_cancellations/ore_${orderId}/actions/confirm`,
      ]);
      expect(fake.orders.get(orderId)?.cancelled_at).toEqual(expect.any(String));

      const suppliers = await t.app.inject({
        method: 'GET',
        url: '/api/suppliers',
        headers: bearer(operador),
      });
      expect(suppliers.json().flights).toEqual({ supplier: 'duffel', label: 'Duffel', live: true });
    });

    it('answers 409 with the new total when Duffel re-prices the offer, and orders nothing', async () => {
      const itinerary = await cheapest(ONE_ADULT);
      fake.repriceTo = '70.00';
      fake.requests.length = 0;
      const response = await book('duffel-laura-0002', itinerary, [LAURA_PASSENGER]);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/^El precio cambió a \$\s280\.000\./);
      expect(requestsTo('/air/orders')).toEqual([]);
      expect(await stored('duffel-laura-0002')).toEqual([]);
    });

    it('answers 409 SOLD_OUT for an expired offer and a Spanish 502 for a malformed answer, storing nothing', async () => {
      const itinerary = await cheapest(ONE_ADULT);
      fake.offerState = 'expired';
      const expired = await book('duffel-laura-0003', itinerary, [LAURA_PASSENGER]);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error.code).toBe('SOLD_OUT');

      fake.offerState = 'live';
      fake.mode = 'malformed';
      const malformed = await book('duffel-laura-0004', itinerary, [LAURA_PASSENGER]);
      expect(malformed.statusCode).toBe(502);
      expect(malformed.json()).toEqual({
        error: {
          code: 'SUPPLIER_UNAVAILABLE',
          message: 'El proveedor de vuelos no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
        },
      });
      expect(await stored('duffel-laura-0003')).toEqual([]);
      expect(await stored('duffel-laura-0004')).toEqual([]);
    });

    it('answers a Duffel timeout on search with a Spanish 504', async () => {
      fake.mode = 'slow';
      const response = await search(ONE_ADULT);
      expect(response.statusCode).toBe(504);
      expect(response.json().error.message).toBe(
        'El proveedor de vuelos no respondió a tiempo. Intenta de nuevo en unos minutos.',
      );
    });
  },
);
