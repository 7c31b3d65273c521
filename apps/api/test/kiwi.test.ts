import type { Executor } from '@travesia/db';
import {
  type FlightPassenger,
  type FlightPassengers,
  type FlightSearchRequest,
  fareTotal,
  flightResultSchema,
  flightSearchRequestSchema,
} from '@travesia/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { FlightHoldRequest, FlightSupplier } from '../src/suppliers/flights/flight-supplier';
import { createKiwiFlightSupplier } from '../src/suppliers/flights/kiwi/kiwi-supplier';
import {
  FAKE_COP_PER_EUR,
  FAKE_KIWI_KEY,
  type FakeKiwiServer,
  startFakeKiwiServer,
} from './helpers/fake-kiwi-server';

/** The adapter never touches our database: holds live at Kiwi. */
const tx = {} as Executor;

const oneWay = (passengers: FlightPassengers, overrides: Partial<FlightSearchRequest> = {}) =>
  flightSearchRequestSchema.parse({
    origin: 'BOG',
    destination: 'MDE',
    departureDate: '2026-12-01',
    passengers,
    ...overrides,
  });
const roundTrip = (bags: { hand: number; hold: number }) =>
  flightSearchRequestSchema.parse({
    origin: 'BOG',
    destination: 'MAD',
    departureDate: '2026-12-01',
    returnDate: '2026-12-08',
    passengers: { adults: 1, children: 1, infants: 1 },
    cabin: 'C',
    nonStop: false,
    bags,
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

describe('Kiwi Tequila adapter (against a local fake)', () => {
  let fake: FakeKiwiServer;
  let kiwi: FlightSupplier;
  beforeAll(async () => {
    fake = await startFakeKiwiServer();
    const config = loadConfig({
      FLIGHT_SUPPLIER: 'kiwi',
      KIWI_API_KEY: FAKE_KIWI_KEY,
      KIWI_BASE_URL: fake.baseUrl,
      // Well under the stand-in's slow answer (1 s), well over its usual one on a busy 2-core machine.
      KIWI_TIMEOUT_MS: '800',
      KIWI_POLL_INTERVAL_MS: '5',
      KIWI_MAX_POLLS: '4',
    });
    if (!config.kiwi) throw new Error('Kiwi is not configured');
    kiwi = createKiwiFlightSupplier(config.kiwi);
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.pendingChecks = 0;
    fake.flightsInvalid = false;
    fake.changedEur = null;
    fake.confirmStatus = 0;
    fake.omitHandLimits = false;
    fake.onlyCabinBagCombination = false;
    fake.documentNeed = 0;
    fake.requests.length = 0;
  });

  const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path);

  /** The cheapest one-way itinerary as `recheck` prices it for a booking, with its hold request. */
  async function holdRequest(
    passengers: FlightPassenger[],
    extraLuggage: FlightHoldRequest['extraLuggage'],
    search: Partial<FlightSearchRequest> = {},
  ): Promise<FlightHoldRequest> {
    const counts = { adults: 1, children: 0, infants: passengers.length - 1 };
    const [cheapest] = await kiwi.search(oneWay(counts, search));
    const itinerary = await kiwi.recheck(cheapest?.booking_token ?? '', counts, oneWay(counts, search));
    if (!itinerary?.fareFamilies[0]) throw new Error('No itinerary');
    fake.requests.length = 0;
    return {
      itinerary,
      fareFamily: 'BASICA',
      extraLuggage,
      passengers,
      clientReference: 'TRV-FL-0001',
      expectedTotal: fareTotal(itinerary.fareFamilies[0], extraLuggage, counts, 1),
    };
  }

  it('searches with Tequila’s query (dd/mm/yyyy same-day range, cabin letter, bags per passenger, apikey)', async () => {
    await kiwi.search(oneWay({ adults: 2, children: 0, infants: 0 }));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', apikey: FAKE_KIWI_KEY });
    expect(fake.requests[0]?.url).toBe(
      '/v2/search?fly_from=BOG&fly_to=MDE&date_from=01%2F12%2F2026&date_to=01%2F12%2F2026&flight_type=oneway' +
        '&adults=2&children=0&infants=0&selected_cabins=M&adult_hold_bag=0%2C0&adult_hand_bag=1%2C1' +
        '&max_stopovers=0&curr=COP&locale=es&sort=price&limit=200',
    );

    fake.requests.length = 0;
    await kiwi.search(roundTrip({ hand: 0, hold: 1 }));
    expect(fake.requests[0]?.query).toEqual({
      fly_from: 'BOG',
      fly_to: 'MAD',
      date_from: '01/12/2026',
      date_to: '01/12/2026',
      return_from: '08/12/2026',
      return_to: '08/12/2026',
      flight_type: 'round',
      adults: '1',
      children: '1',
      infants: '1',
      selected_cabins: 'C',
      adult_hold_bag: '1',
      adult_hand_bag: '0',
      child_hold_bag: '1',
      child_hand_bag: '0',
      curr: 'COP',
      locale: 'es',
      sort: 'price',
      limit: '200',
    });
  });

  it('maps one-way itineraries to results in whole pesos with one Básica family, cheapest first', async () => {
    const results = await kiwi.search(oneWay({ adults: 2, children: 0, infants: 0 }));
    // The 1-seat itinerary cannot take two passengers.
    expect(results.map((result) => result.id)).toEqual(['ow-early', 'ow-late']);
    for (const result of results) expect(flightResultSchema.parse(result)).toEqual(result);
    const [early, late] = results;
    expect(early).toMatchObject({
      flyFrom: 'BOG',
      flyTo: 'MDE',
      countryTo: { code: 'CO', name: 'Colombia' },
      price: 250_000,
      conversion: { COP: 250_000, EUR: 58.14 },
      fare: { adults: 250_000, children: 187_500, infants: 25_000 },
      price_dropdown: { base_fare: 200_000, fees: 50_000 },
      bags_price: { '1': 120_001, '2': 260_000 },
      availability: { seats: 4 },
      nightsInDest: null,
      cabin: 'Y',
    });
    expect(early?.route).toEqual([
      expect.objectContaining({
        airline: 'AV',
        flight_no: 9321,
        operating_carrier: 'AV',
        equipment: 'Airbus A320neo',
        technical_stop: null,
        return: 0,
        local_departure: '2026-12-01T06:05:00.000Z',
      }),
    ]);
    expect(early?.fareFamilies).toEqual([
      {
        code: 'BASICA',
        name: 'Básica',
        bookingClass: 'V',
        price: 250_000,
        fare: { adults: 250_000, children: 187_500, infants: 25_000 },
        luggage: [
          {
            icon: 'bag-handle-outline',
            size: 'Pequeño',
            description: 'Artículo personal (40 × 35 × 25 cm)',
            included: true,
            price: 0,
          },
          {
            icon: 'briefcase-outline',
            size: 'Mediano',
            description: 'Equipaje de mano 10 kg',
            included: true,
            price: 0,
          },
          {
            icon: 'bag-outline',
            size: 'Grande',
            description: 'Maleta facturada 23 kg',
            included: false,
            price: 120_001,
          },
        ],
        conditions: expect.objectContaining({ refunds: 'No reembolsable.' }),
      },
    ]);
    // Empty operating data falls back to the marketing flight.
    expect(late?.route[0]).toMatchObject({
      operating_carrier: 'LA',
      operating_flight_no: '4045',
      equipment: null,
    });
    expect(early?.booking_token).toMatch(/\.kiwi-ow-early#\d+$/);
  });

  it('maps a round trip with its return legs, nights and the hold bag priced per direction', async () => {
    const [withBag] = await kiwi.search(roundTrip({ hand: 0, hold: 1 }));
    expect(flightResultSchema.parse(withBag)).toEqual(withBag);
    expect(withBag).toMatchObject({
      flyTo: 'MAD',
      countryTo: { code: 'ES', name: 'España' },
      nightsInDest: 7,
      duration: { departure: 67_200, return: 36_000, total: 103_200 },
      price: 8_600_000,
      conversion: { COP: 8_600_000, EUR: 2000 },
      availability: { seats: null },
      airlines: ['CM', 'IB'],
      cabin: 'C',
    });
    expect(withBag?.route.map((segment) => [segment.flyFrom, segment.flyTo, segment.return])).toEqual([
      ['BOG', 'PTY', 0],
      ['PTY', 'MAD', 0],
      ['MAD', 'BOG', 1],
    ]);
    expect(withBag?.fareFamilies[0]).toMatchObject({ bookingClass: 'J' });
    // Asked for a hold bag and no cabin bag: Tequila's price includes the first, so it is included.
    expect(
      withBag?.fareFamilies[0]?.luggage.map(({ size, included, price }) => [size, included, price]),
    ).toEqual([
      ['Pequeño', true, 0],
      ['Grande', true, 0],
    ]);

    const [withoutBag] = await kiwi.search(roundTrip({ hand: 0, hold: 0 }));
    expect(withoutBag?.fareFamilies[0]?.luggage.find((option) => option.size === 'Grande')).toMatchObject({
      included: false,
      price: 215_000,
    });
  });

  it('rechecks by searching again and polling check_flights until Kiwi has checked the itinerary', async () => {
    const passengers = { adults: 1, children: 0, infants: 0 };
    const [found] = await kiwi.search(oneWay(passengers));
    fake.pendingChecks = 2;
    fake.requests.length = 0;

    const rechecked = await kiwi.recheck(found?.booking_token ?? '', passengers, oneWay(passengers));
    expect(rechecked).toMatchObject({ id: 'ow-early', price: 250_000, route: found?.route });
    expect(rechecked?.booking_token).not.toBe(found?.booking_token);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v2/search',
      '/v2/booking/check_flights',
      '/v2/booking/check_flights',
      '/v2/booking/check_flights',
    ]);
    const checks = requestsTo('/v2/booking/check_flights');
    const freshToken = rechecked?.booking_token.split('.')[1];
    expect(checks[0]?.query).toEqual({
      booking_token: freshToken,
      bnum: '0',
      adults: '1',
      children: '0',
      infants: '0',
      currency: 'COP',
    });
    // Later polls carry the session of the first answer.
    expect(checks[1]?.query).toMatchObject({ session_id: `session-${freshToken}` });
    expect(checks.every((check) => check.apikey === FAKE_KIWI_KEY)).toBe(true);
  });

  it('answers undefined for an invalid itinerary or a token it did not issue', async () => {
    const passengers = { adults: 1, children: 0, infants: 0 };
    const [found] = await kiwi.search(oneWay(passengers));
    fake.flightsInvalid = true;
    expect(await kiwi.recheck(found?.booking_token ?? '', passengers, oneWay(passengers))).toBeUndefined();

    fake.requests.length = 0;
    expect(await kiwi.recheck('not-a-token', passengers, oneWay(passengers))).toBeUndefined();
    expect(await kiwi.recheck('e30.kiwi-ow-early#1', passengers, oneWay(passengers))).toBeUndefined();
    expect(fake.requests).toEqual([]);
  });

  it('re-prices the result when check_flights reports a price change (EUR total, COP conversion)', async () => {
    const passengers = { adults: 1, children: 0, infants: 0 };
    const [found] = await kiwi.search(oneWay(passengers));
    fake.changedEur = 61;
    const rechecked = await kiwi.recheck(found?.booking_token ?? '', passengers, oneWay(passengers));
    const newPrice = 61 * FAKE_COP_PER_EUR;
    expect(flightResultSchema.parse(rechecked)).toEqual(rechecked);
    expect(rechecked).toMatchObject({
      price: newPrice,
      conversion: { COP: newPrice, EUR: 61 },
      fare: { adults: newPrice },
      price_dropdown: { base_fare: newPrice - 50_000, fees: 50_000 },
    });
    expect(rechecked?.fareFamilies[0]).toMatchObject({ price: newPrice, fare: { adults: newPrice } });
  });

  it('holds with check_flights (hold bags counted) and save_booking; the booking id becomes the reference', async () => {
    const request = await holdRequest([LAURA, TOMAS], ['Grande']);
    expect(request.expectedTotal).toBe(250_000 + 120_001);
    const hold = await kiwi.hold(tx, request);
    expect(hold).toEqual({ supplierRef: '40211837:tx-7f3a' });

    const kiwiToken = request.itinerary.booking_token.split('.')[1];
    expect(requestsTo('/v2/booking/check_flights')[0]?.query).toMatchObject({
      booking_token: kiwiToken,
      bnum: '1',
      adults: '1',
      children: '0',
      infants: '1',
    });
    const [save] = requestsTo('/v2/booking/save_booking');
    expect(save).toMatchObject({ method: 'POST', apikey: FAKE_KIWI_KEY });
    expect(save?.body).toEqual({
      booking_token: kiwiToken,
      session_id: `session-${kiwiToken}`,
      lang: 'es',
      locale: 'es-CO',
      passengers: [
        {
          category: 'adult',
          title: 'Ms',
          name: 'Laura',
          surname: 'Gómez',
          birthday: '1990-04-12',
          nationality: 'CO',
          cardno: '1020304050',
          email: 'laura@example.co',
          phone: '+573105550101',
        },
        {
          // The title follows the sex on the document for children and infants too.
          category: 'infant',
          title: 'Mr',
          name: 'Tomás',
          surname: 'Gómez',
          birthday: '2026-01-20',
          nationality: 'CO',
          cardno: '1122334455',
        },
      ],
      // Cabin bag (included by the search) and one hold bag (bought) for the adult; none for the infant.
      baggage: [
        { combination: expect.objectContaining({ category: 'hand_bag', indices: [0, 1] }), passengers: [0] },
        { combination: expect.objectContaining({ category: 'hold_bag', indices: [0] }), passengers: [0] },
      ],
    });
  });

  it('gives every passenger one hand-bag and one hold-bag combination even when none matches exactly', async () => {
    fake.onlyCabinBagCombination = true;
    // No cabin bag searched, but the only hand-bag combination Kiwi offers includes one.
    const request = await holdRequest([LAURA], [], { bags: { hand: 0, hold: 0 } });
    await kiwi.hold(tx, request);
    const [save] = requestsTo('/v2/booking/save_booking');
    expect(save?.body).toMatchObject({
      baggage: [
        { combination: expect.objectContaining({ category: 'hand_bag', indices: [0, 1] }), passengers: [0] },
        { combination: expect.objectContaining({ category: 'hold_bag', indices: [] }), passengers: [0] },
      ],
    });
  });

  it('sends the document expiry, and asks for it before saving when Kiwi needs documents', async () => {
    fake.documentNeed = 1;
    const undocumented = await holdRequest([{ ...LAURA, documentExpiry: undefined }], []);
    await expect(kiwi.hold(tx, undocumented)).rejects.toMatchObject({
      statusCode: 400,
      message:
        'La aerolínea pide la fecha de vencimiento del documento de cada pasajero: indícala y vuelve a reservar.',
    });
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);

    const documented = await holdRequest([{ ...LAURA, documentExpiry: '2031-02-28' }], []);
    await kiwi.hold(tx, documented);
    const [save] = requestsTo('/v2/booking/save_booking');
    expect(save?.body).toMatchObject({ passengers: [{ cardno: LAURA.documento, expiration: '2031-02-28' }] });
  });

  it('says nothing of a bag limit Tequila leaves out instead of showing zeros', async () => {
    fake.omitHandLimits = true;
    const [result] = await kiwi.search(oneWay({ adults: 1, children: 0, infants: 0 }));
    const descriptions = result?.fareFamilies[0]?.luggage.map((option) => option.description);
    expect(descriptions).toContain('Artículo personal');
    expect(descriptions).toContain('Equipaje de mano');
    expect(descriptions?.join(' ')).not.toMatch(/\b0 (kg|×)/);
    expect(descriptions).toContain('Maleta facturada 23 kg');
  });

  it('sends a title for every passenger: Tequila (and the fake) refuse save_booking without one', async () => {
    const { gender: _gender, ...withoutGender } = LAURA;
    const request = await holdRequest([withoutGender as FlightPassenger], []);
    await expect(kiwi.hold(tx, request)).rejects.toMatchObject({ statusCode: 502 });
    expect(requestsTo('/v2/booking/save_booking')[0]?.body).toMatchObject({
      passengers: [expect.not.objectContaining({ title: expect.anything() })],
    });

    fake.requests.length = 0;
    const girl: FlightPassenger = { ...TOMAS, type: 'child', gender: 'F', birthDate: '2018-06-01' };
    await kiwi.hold(tx, { ...request, passengers: [LAURA, girl] });
    // A girl: children take 'Ms' / 'Mr' from the document like adults.
    expect(requestsTo('/v2/booking/save_booking')[0]?.body).toMatchObject({
      passengers: [
        { category: 'adult', title: 'Ms' },
        { category: 'child', title: 'Ms' },
      ],
    });
  });

  it('refuses to hold at another price or when the flights are gone, before saving anything', async () => {
    const request = await holdRequest([LAURA], []);
    fake.changedEur = 90;
    await expect(kiwi.hold(tx, request)).rejects.toMatchObject({
      statusCode: 409,
      code: 'PRICE_CHANGED',
      message: expect.stringContaining('387.000'),
    });
    fake.changedEur = null;
    fake.flightsInvalid = true;
    await expect(kiwi.hold(tx, request)).rejects.toMatchObject({
      statusCode: 409,
      code: 'SOLD_OUT',
      message: 'Ya no quedan asientos suficientes en ese vuelo.',
    });
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);
  });

  it('confirms with confirm_payment and releases without calling Kiwi', async () => {
    const request = await holdRequest([LAURA], []);
    const held = { ...request, supplierRef: '40211837:tx-7f3a' };
    await expect(kiwi.confirm(tx, held)).resolves.toEqual({ airlineLocator: '40211837' });
    expect(requestsTo('/v2/booking/confirm_payment')).toEqual([
      expect.objectContaining({ method: 'POST', body: { booking_id: 40211837, transaction_id: 'tx-7f3a' } }),
    ]);

    fake.confirmStatus = -1;
    await expect(kiwi.confirm(tx, held)).rejects.toMatchObject({ statusCode: 502 });

    fake.requests.length = 0;
    await kiwi.release(tx, held);
    expect(fake.requests).toEqual([]);
  });

  it('answers a malformed Tequila answer with a clear 502 and saves nothing', async () => {
    const request = await holdRequest([LAURA], []);
    fake.mode = 'malformed';
    await expect(kiwi.search(oneWay({ adults: 1, children: 0, infants: 0 }))).rejects.toMatchObject({
      statusCode: 502,
    });
    await expect(kiwi.hold(tx, request)).rejects.toMatchObject({ statusCode: 502 });
    expect(requestsTo('/v2/booking/save_booking')).toEqual([]);
  });

  it('turns HTTP errors into 502 and timeouts (slow answers, never-checked itineraries) into 504', async () => {
    const search = oneWay({ adults: 1, children: 0, infants: 0 });
    fake.mode = 'error';
    await expect(kiwi.search(search)).rejects.toMatchObject({
      statusCode: 502,
      code: 'SUPPLIER_UNAVAILABLE',
      message: 'El proveedor de vuelos no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
    });
    // A read (GET) is tried once more after a server error; calls that book are never repeated.
    expect(requestsTo('/v2/search')).toHaveLength(2);
    fake.mode = 'slow';
    await expect(kiwi.search(search)).rejects.toMatchObject({
      statusCode: 504,
      code: 'SUPPLIER_UNAVAILABLE',
      message: 'El proveedor de vuelos no respondió a tiempo. Intenta de nuevo en unos minutos.',
    });

    fake.mode = 'ok';
    const [found] = await kiwi.search(search);
    fake.pendingChecks = 99;
    fake.requests.length = 0;
    await expect(kiwi.recheck(found?.booking_token ?? '', search.passengers, search)).rejects.toMatchObject({
      statusCode: 504,
    });
    expect(requestsTo('/v2/booking/check_flights')).toHaveLength(4);

    const wrongKey = createKiwiFlightSupplier({
      apiKey: 'wrong',
      baseUrl: fake.baseUrl,
      timeoutMs: 300,
      pollIntervalMs: 5,
      maxPolls: 1,
    });
    await expect(wrongKey.search(search)).rejects.toMatchObject({ statusCode: 502 });
  });
});
