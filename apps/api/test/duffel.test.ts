import type { Executor } from '@travesia/db';
import {
  type FlightPassenger,
  type FlightPassengers,
  type FlightResult,
  type FlightSearchRequest,
  flightResultSchema,
  flightSearchRequestSchema,
} from '@travesia/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDuffelFlightSupplier } from '../src/suppliers/flights/duffel/duffel-supplier';
import type { FlightHoldRequest, FlightSupplier } from '../src/suppliers/flights/flight-supplier';
import {
  FAKE_COP_PER_USD,
  FAKE_DUFFEL_CURRENCY,
  FAKE_DUFFEL_TOKEN,
  type FakeDuffelServer,
  startFakeDuffelServer,
} from './helpers/fake-duffel-server';

/** The adapter never touches our database: holds live at Duffel. */
const tx = {} as Executor;

const search = (passengers: FlightPassengers, overrides: Partial<FlightSearchRequest> = {}) =>
  flightSearchRequestSchema.parse({
    origin: 'BOG',
    destination: 'MDE',
    departureDate: '2026-12-01',
    passengers,
    ...overrides,
  });
const offeredOf = (criteria: ReturnType<typeof search>) => ({
  origin: criteria.origin,
  destination: criteria.destination,
  departureDate: criteria.departureDate,
  returnDate: criteria.returnDate,
  cabin: criteria.cabin,
});

const LAURA: FlightPassenger = {
  type: 'adult',
  documentType: 'CC',
  documento: '1020304050',
  firstname: 'Laura',
  last_name: 'Gómez',
  gender: 'F',
  birthDate: '1990-04-12',
  nationality: 'CO',
  email: 'laura@example.co',
  phone: '+573105550101',
};
const TOMAS: FlightPassenger = {
  type: 'infant',
  documentType: 'RC',
  documento: '1122334455',
  firstname: 'Tomás',
  last_name: 'Gómez',
  gender: 'M',
  birthDate: '2026-01-20',
  nationality: 'CO',
};
const ONE_ADULT = { adults: 1, children: 0, infants: 0 };

describe('Duffel adapter (against a local stand-in built from @duffel/api types)', () => {
  let fake: FakeDuffelServer;
  let duffel: FlightSupplier;
  beforeAll(async () => {
    fake = await startFakeDuffelServer();
    const config = loadConfig({
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: FAKE_DUFFEL_TOKEN,
      DUFFEL_BASE_URL: fake.baseUrl,
      // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
      DUFFEL_TIMEOUT_MS: '800',
      DUFFEL_CURRENCY: FAKE_DUFFEL_CURRENCY,
      DUFFEL_COP_PER_UNIT: String(FAKE_COP_PER_USD),
    });
    if (!config.duffel) throw new Error('Duffel is not configured');
    duffel = createDuffelFlightSupplier(config.duffel, config.copPerEur);
  });
  afterAll(async () => {
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

  const holdRequest = (itinerary: FlightResult, passengers: FlightPassenger[]): FlightHoldRequest => ({
    itinerary,
    fareFamily: 'BASICA',
    extraLuggage: [],
    passengers,
    clientReference: 'TRV123',
    expectedTotal: itinerary.price,
  });

  it('needs DUFFEL_ACCESS_TOKEN when FLIGHT_SUPPLIER=duffel', () => {
    expect(() => loadConfig({ FLIGHT_SUPPLIER: 'duffel' })).toThrow(
      'FLIGHT_SUPPLIER=duffel needs DUFFEL_ACCESS_TOKEN',
    );
    expect(loadConfig({ FLIGHT_SUPPLIER: 'duffel', DUFFEL_ACCESS_TOKEN: 'x' }).duffel).toMatchObject({
      baseUrl: 'https://api.duffel.com',
      currency: 'USD',
    });
  });

  it('searches with an offer request (slices, typed passengers, cabin) and maps the offers it may hold', async () => {
    const results = await duffel.search(
      search({ adults: 1, children: 0, infants: 1 }, { returnDate: '2026-12-08', cabin: 'C', nonStop: true }),
    );
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/air/offer_requests',
      // Our timeout less 5 s, never under Duffel's floor of 2 s.
      query: { return_offers: 'true', supplier_timeout: '2000' },
      authorization: `Bearer ${FAKE_DUFFEL_TOKEN}`,
      version: 'v2',
    });
    expect(request?.body).toEqual({
      data: {
        slices: [
          {
            origin: 'BOG',
            destination: 'MDE',
            departure_date: '2026-12-01',
            departure_time: null,
            arrival_time: null,
          },
          {
            origin: 'MDE',
            destination: 'BOG',
            departure_date: '2026-12-08',
            departure_time: null,
            arrival_time: null,
          },
        ],
        passengers: [{ type: 'adult' }, { type: 'infant_without_seat' }],
        cabin_class: 'business',
        max_connections: 0,
      },
    });
    // The cheapest offer must be paid at once, so it cannot wait for approval and is left out.
    expect(results.map((result) => result.route[0]?.airline)).toEqual(['AV', 'LA']);
    for (const result of results) expect(flightResultSchema.parse(result)).toEqual(result);
    const [av, la] = results;
    expect(av).toMatchObject({
      price: 62.5 * FAKE_COP_PER_USD,
      fare: { adults: 125_000, infants: 125_000 },
      price_dropdown: { fees: 12 * FAKE_COP_PER_USD },
      flyFrom: 'BOG',
      flyTo: 'MDE',
      cityFrom: 'Bogotá',
      countryTo: { code: 'CO', name: 'Colombia' },
      local_departure: '2026-12-01T06:05:00.000Z',
      utc_departure: '2026-12-01T11:05:00.000Z',
      duration: { departure: 3900, return: 3900, total: 7800 },
      cabin: 'C',
    });
    expect(av?.route.map((segment) => [segment.return, segment.airline, segment.flight_no])).toEqual([
      [0, 'AV', 9321],
      [1, 'AV', 9322],
    ]);
    expect(av?.route[0]).toMatchObject({
      equipment: 'Airbus A320',
      fare_classes: 'V',
      operating_carrier: 'AV',
    });
    expect(
      av?.fareFamilies[0]?.luggage.map((option) => [option.size, option.included, option.price]),
    ).toEqual([
      ['Pequeño', true, 0],
      ['Mediano', true, 0],
    ]);
    expect(la?.route[0]).toMatchObject({
      airline: 'LA',
      operating_carrier: '4C',
      operating_flight_no: '4045',
    });
    expect(la?.fareFamilies[0]?.luggage.map((option) => option.description)).toContain('Maleta facturada');
  });

  it('rechecks by fetching the offer: a new price, an expired or a gone offer', async () => {
    const criteria = search(ONE_ADULT);
    const [first] = await duffel.search(criteria);
    if (!first) throw new Error('no results');
    const same = await duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria));
    expect(same?.price).toBe(first.price);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/air/offers/${first.id}` });

    fake.repriceTo = '70.00';
    expect((await duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria)))?.price).toBe(280_000);

    fake.offerState = 'expired';
    expect(await duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria))).toBeUndefined();
    fake.offerState = 'gone';
    expect(await duffel.recheck(first.booking_token, ONE_ADULT, offeredOf(criteria))).toBeUndefined();

    // A token signed for another search is refused without asking Duffel.
    fake.offerState = 'live';
    fake.requests.length = 0;
    const other = { ...offeredOf(criteria), destination: 'MAD' };
    expect(await duffel.recheck(first.booking_token, ONE_ADULT, other)).toBeUndefined();
    expect(fake.requests).toEqual([]);
  });

  it('prices other passengers with a new offer request that finds the same flights', async () => {
    const criteria = search(ONE_ADULT);
    const [first] = await duffel.search(criteria);
    if (!first) throw new Error('no results');
    fake.requests.length = 0;
    const two = { adults: 2, children: 0, infants: 0 };
    const repriced = await duffel.recheck(first.booking_token, two, offeredOf(criteria));
    expect(fake.requests.map((request) => request.path)).toEqual([
      `/air/offers/${first.id}`,
      '/air/offer_requests',
    ]);
    expect(repriced?.route.map((segment) => segment.flight_no)).toEqual([9321]);
    expect(repriced?.id).not.toBe(first.id);
  });

  it('holds with a hold order naming the offer passengers, pays the balance at emission and cancels', async () => {
    const criteria = search({ adults: 1, children: 0, infants: 1 });
    const [first] = await duffel.search(criteria);
    if (!first) throw new Error('no results');
    const request = holdRequest(first, [LAURA, TOMAS]);
    const hold = await duffel.hold(tx, request);
    expect(hold.supplierRef).toMatch(/^ord_\d+:62\.50:USD$/);

    const order = fake.requests.find((sent) => sent.path === '/air/orders');
    const offer = fake.offers.get(first.id);
    const [adultId, infantId] = offer?.passengers.map((passenger) => passenger.id) ?? [];
    expect(order?.body).toEqual({
      data: {
        type: 'hold',
        selected_offers: [first.id],
        passengers: [
          {
            id: adultId,
            given_name: 'Laura',
            family_name: 'Gómez',
            born_on: '1990-04-12',
            gender: 'f',
            title: 'ms',
            email: 'laura@example.co',
            phone_number: '+573105550101',
            infant_passenger_id: infantId,
          },
          {
            id: infantId,
            given_name: 'Tomás',
            family_name: 'Gómez',
            born_on: '2026-01-20',
            gender: 'm',
            title: 'mr',
            email: 'laura@example.co',
            phone_number: '+573105550101',
          },
        ],
      },
    });

    fake.requests.length = 0;
    const { airlineLocator } = await duffel.confirm(tx, { ...request, ...hold });
    expect(airlineLocator).toMatch(/^RZPNX\d+$/);
    const orderId = hold.supplierRef.split(':')[0];
    expect(fake.requests.map((sent) => [sent.method, sent.path])).toEqual([
      ['GET', `/air/orders/${orderId}`],
      ['POST', '/air/payments'],
    ]);
    expect(fake.requests[1]?.body).toEqual({
      data: { order_id: orderId, payment: { type: 'balance', amount: '62.50', currency: 'USD' } },
    });
    // An emission retried after a failure answers the locator without paying twice.
    fake.requests.length = 0;
    expect(await duffel.confirm(tx, { ...request, ...hold })).toEqual({ airlineLocator });
    expect(fake.requests.map((sent) => sent.path)).toEqual([`/air/orders/${orderId}`]);

    fake.requests.length = 0;
    await duffel.release(tx, { ...request, ...hold });
    expect(fake.requests.map((sent) => [sent.method, sent.path])).toEqual([
      ['POST', '/air/order_cancellations'],
      ['POST', `/air/order_cancellations/ore_${orderId}/actions/confirm`],
    ]);
    expect(fake.orders.get(orderId ?? '')?.cancelled_at).toEqual(expect.any(String));
  });

  it('refuses a hold at another price, on an offer that must be paid at once, and without a contact phone', async () => {
    const criteria = search(ONE_ADULT);
    const [first] = await duffel.search(criteria);
    if (!first) throw new Error('no results');

    fake.repriceTo = '70.00';
    await expect(duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^El precio cambió a \$\s280\.000\. Revisa el nuevo total/),
    });
    fake.repriceTo = '62.50';

    fake.instantPaymentOnly = true;
    fake.offers.set(first.id, {
      ...(fake.offers.get(first.id) as NonNullable<ReturnType<typeof fake.offers.get>>),
      payment_requirements: {
        requires_instant_payment: true,
        payment_required_by: null,
        price_guarantee_expires_at: null,
      },
    });
    await expect(duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('exige pagar esta tarifa en el momento'),
    });
    expect(fake.requests.some((sent) => sent.path === '/air/orders')).toBe(false);

    const [fresh] = await duffel.search(criteria);
    fake.instantPaymentOnly = false;
    expect(fresh).toBeUndefined();
    const [allowed] = await duffel.search(criteria);
    if (!allowed) throw new Error('no results');
    const { phone: _phone, ...withoutPhone } = LAURA;
    await expect(duffel.hold(tx, holdRequest(allowed, [withoutPhone]))).rejects.toMatchObject({
      statusCode: 400,
      message:
        'La aerolínea pide un correo y un teléfono de contacto: indícalos para el primer pasajero adulto.',
    });
  });

  it('sends each passport when the offer asks for documents, and refuses passengers without one', async () => {
    fake.documentsRequired = true;
    const [first] = await duffel.search(
      search(ONE_ADULT, { destination: 'MAD', departureDate: '2026-12-01' }),
    );
    if (!first) throw new Error('no results');
    await expect(duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 400,
      message:
        'La aerolínea pide el pasaporte de cada pasajero: elige Pasaporte como documento e indica su número y vencimiento.',
    });
    const traveller: FlightPassenger = {
      ...LAURA,
      documentType: 'PA',
      documento: 'AT123456',
      documentExpiry: '2031-03-01',
      // A Colombian with a passport issued elsewhere: the document's country, not the nationality, goes.
      documentCountry: 'ES',
    };
    await duffel.hold(tx, holdRequest(first, [traveller]));
    const order = fake.requests.find((sent) => sent.path === '/air/orders');
    expect(order?.body).toMatchObject({
      data: {
        passengers: [
          {
            identity_documents: [
              {
                type: 'passport',
                unique_identifier: 'AT123456',
                issuing_country_code: 'ES',
                expires_on: '2031-03-01',
              },
            ],
          },
        ],
      },
    });
  });

  it('answers a sold-out offer at hold time with 409 SOLD_OUT', async () => {
    const [first] = await duffel.search(search(ONE_ADULT));
    if (!first) throw new Error('no results');
    fake.offerState = 'gone';
    await expect(duffel.hold(tx, holdRequest(first, [LAURA]))).rejects.toMatchObject({
      statusCode: 409,
      code: 'SOLD_OUT',
    });
  });

  it('refuses to pay an order whose amount moved since the hold', async () => {
    const [first] = await duffel.search(search(ONE_ADULT));
    if (!first) throw new Error('no results');
    const request = holdRequest(first, [LAURA]);
    const hold = await duffel.hold(tx, request);
    const order = fake.orders.get(hold.supplierRef.split(':')[0] ?? '');
    if (!order) throw new Error('no order');
    order.total_amount = '75.00';
    await expect(duffel.confirm(tx, { ...request, ...hold })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^El precio cambió a \$\s300\.000\. Revisa el nuevo total/),
    });
    expect(fake.requests.some((sent) => sent.path === '/air/payments')).toBe(false);
  });

  it('turns errors into a Spanish 502, a malformed answer too, and a slow Duffel into a 504', async () => {
    const criteria = search(ONE_ADULT);
    fake.mode = 'error';
    await expect(duffel.search(criteria)).rejects.toMatchObject({
      statusCode: 502,
      message: 'El proveedor de vuelos no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
    });
    fake.mode = 'malformed';
    await expect(duffel.search(criteria)).rejects.toMatchObject({ statusCode: 502 });
    // Offers in another currency than the configured one cannot be priced in pesos.
    fake.mode = 'ok';
    const config = loadConfig({
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: FAKE_DUFFEL_TOKEN,
      DUFFEL_BASE_URL: fake.baseUrl,
      DUFFEL_CURRENCY: 'EUR',
    });
    if (!config.duffel) throw new Error('Duffel is not configured');
    await expect(createDuffelFlightSupplier(config.duffel, 4300).search(criteria)).rejects.toMatchObject({
      statusCode: 502,
    });
    fake.mode = 'slow';
    await expect(duffel.search(criteria)).rejects.toMatchObject({
      statusCode: 504,
      message: 'El proveedor de vuelos no respondió a tiempo. Intenta de nuevo en unos minutos.',
    });
  });
});
