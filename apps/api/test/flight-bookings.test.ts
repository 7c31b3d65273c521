import { bookings, flightSchedules, flightSeats } from '@travesia/db';
import {
  addDays,
  FLIGHT_SEARCH_MESSAGES,
  type FlightPassenger,
  type FlightResult,
  fareTotal,
  toIsoDate,
} from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { bookingRoutes } from '../src/modules/bookings/routes';
import { createFlightOffers, OFFER_TTL_MS } from '../src/modules/flights/flight-offers';
import {
  decodeBookingToken,
  encodeBookingToken,
  type TokenLeg,
} from '../src/suppliers/flights/builtin/booking-token';
import { createBuiltinFlightSupplier } from '../src/suppliers/flights/builtin/builtin-supplier';
import type { FlightSupplier } from '../src/suppliers/flights/flight-supplier';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  LAURA_PASSENGER,
  loginDemoUsers,
  TEST_TOKEN_SECRET,
  type TestApp,
} from './helpers/test-app';

const today = toIsoDate(new Date());
const yearsAgo = (years: number) => addDays(today, -Math.round(years * 365.25));
const SOLD_OUT = { code: 'SOLD_OUT', message: 'Ya no quedan asientos suficientes en ese vuelo.' };
const OFFER_INVALID = {
  code: 'OFFER_INVALID',
  message: 'La tarifa elegida ya no es válida; vuelve a buscar.',
};

const laura = LAURA_PASSENGER;
const child: FlightPassenger = {
  type: 'child',
  documentType: 'TI',
  documento: '1122334455',
  firstname: 'Tomás',
  last_name: 'Gómez',
  gender: 'M',
  birthDate: yearsAgo(8),
  nationality: 'CO',
};
const infant: FlightPassenger = {
  type: 'infant',
  documentType: 'RC',
  documento: '1122334466',
  firstname: 'Sofía',
  last_name: 'Gómez',
  gender: 'F',
  birthDate: yearsAgo(1),
  nationality: 'CO',
};

interface Criteria {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  passengers?: { adults: number; children: number; infants: number };
  /** false: connections too. */
  nonStop?: boolean;
  bags?: { hand: number; hold: number };
}

describe.each(databases)('flight bookings (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let costCenterId: number;
  let cafeCostCenterId: number;
  /** Calls that reached the remote stand-in (see `remoteContext`). */
  const remoteCalls = { hold: 0, release: 0 };
  let bothHolding = () => {};
  const bothHeld = new Promise<void>((resolve) => {
    bothHolding = resolve;
  });
  let remoteSupplier: FlightSupplier | undefined;
  /**
   * The booking routes again under /remoto, in front of the built-in inventory dressed as a remote supplier, so
   * the path that holds before the transaction and releases on failure runs against real seats. Getters: the
   * database exists only once the app is built.
   */
  const remoteContext: AppContext = {
    get db() {
      return t.database.db;
    },
    get driver() {
      return t.database.driver;
    },
    get config() {
      return t.config;
    },
    // The offers the app's own search signs: the stand-in books the built-in supplier's itineraries.
    get flightOffers() {
      return createFlightOffers(TEST_TOKEN_SECRET, 'builtin');
    },
    get hotelSupplier(): AppContext['hotelSupplier'] {
      throw new Error('no hotels behind /remoto');
    },
    get flightSupplier() {
      if (!remoteSupplier) {
        const builtin = createBuiltinFlightSupplier(t.database.db, t.config.copPerEur);
        remoteSupplier = {
          ...builtin,
          name: 'remoto',
          isRemote: true,
          // Every hold waits for the other one, so both requests get past the idempotency look-up first.
          hold: async (db, request) => {
            remoteCalls.hold += 1;
            if (remoteCalls.hold === 2) bothHolding();
            await bothHeld;
            return builtin.hold(db, request);
          },
          release: (db, request) => {
            remoteCalls.release += 1;
            return builtin.release(db, request);
          },
        };
      }
      return remoteSupplier;
    },
  };
  beforeAll(async () => {
    t = await createTestApp({
      database: kind,
      configure: (app) => {
        void app.register(bookingRoutes, { context: remoteContext, prefix: '/remoto' });
      },
    });
    tokens = await loginDemoUsers(t.app);
    const centers = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(token) });
    costCenterId = (await centers(tokens.laura)).json().data[0].id;
    cafeCostCenterId = (await centers(tokens.julian)).json().data[0].id;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const book = (token: string, key: string, body: object, prefix = '') =>
    t.app.inject({
      method: 'POST',
      url: `${prefix}/api/bookings/flight`,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: body,
    });

  /** The itineraries the API sells now for a search (non-stop unless told, economy). */
  async function searchFlights({
    passengers = { adults: 1, children: 0, infants: 0 },
    ...criteria
  }: Criteria) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { nonStop: true, ...criteria, passengers, cabin: 'Y' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: FlightResult[] }>().results;
  }

  /** The cheapest itinerary of a search whose every leg is one flight (no connections). */
  async function directItinerary(criteria: Criteria): Promise<FlightResult> {
    const results = await searchFlights(criteria);
    const direct = results.find((result) => result.route.length === (criteria.returnDate ? 2 : 1));
    if (!direct) throw new Error(`no direct flight ${criteria.origin}-${criteria.destination}`);
    return direct;
  }

  const bookingBody = (
    itinerary: FlightResult,
    passengers: FlightPassenger[] = [laura],
    extra: Record<string, unknown> = {},
  ) => ({
    booking_token: itinerary.booking_token,
    fareFamily: 'BASICA',
    passengers,
    costCenterId,
    paymentMethod: 'nomina',
    expectedTotal: itinerary.fareFamilies.find((family) => family.code === 'BASICA')?.price,
    ...extra,
  });

  /** The economy seats row of the itinerary's first leg. */
  async function firstLegSeats(itinerary: FlightResult) {
    const [leg] = itinerary.route;
    if (!leg) throw new Error('an itinerary without legs');
    const [row] = await t.database.db
      .select({ scheduleId: flightSeats.scheduleId, seatsLeft: flightSeats.seatsLeft })
      .from(flightSeats)
      .innerJoin(flightSchedules, eq(flightSchedules.id, flightSeats.scheduleId))
      .where(
        and(
          eq(flightSchedules.carrier, leg.airline),
          eq(flightSchedules.flightNumber, leg.flight_no),
          eq(flightSchedules.origin, leg.flyFrom),
          eq(flightSchedules.destination, leg.flyTo),
          eq(flightSeats.departureDate, leg.local_departure.slice(0, 10)),
          eq(flightSeats.cabin, 'Y'),
        ),
      );
    if (!row) throw new Error('the searched flight has no seats row');
    const key = and(
      eq(flightSeats.scheduleId, row.scheduleId),
      eq(flightSeats.departureDate, leg.local_departure.slice(0, 10)),
      eq(flightSeats.cabin, 'Y'),
    );
    return { seatsLeft: row.seatsLeft, key };
  }

  const seatsLeft = async (itinerary: FlightResult) => (await firstLegSeats(itinerary)).seatsLeft;

  /** Leaves `left` seats on the itinerary's first leg. */
  async function leaveSeats(itinerary: FlightResult, left: number) {
    const { key } = await firstLegSeats(itinerary);
    await t.database.db.update(flightSeats).set({ seatsLeft: left }).where(key);
  }

  it('books once per idempotency key, holds the seats and shows the booking to its traveller and admins only', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 30),
    });
    const before = await seatsLeft(itinerary);
    const body = bookingBody(itinerary);
    const created = await book(tokens.laura, 'vuelo-laura-0001', body);
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json();
    const family = itinerary.fareFamilies[0];
    expect(booking).toMatchObject({
      type: 'flight',
      status: 'approved',
      itinerary: { flyFrom: 'BOG', flyTo: 'MDE', route: itinerary.route },
      fareFamily: { code: 'BASICA', price: family?.price },
      extraLuggage: [],
      passengers: [laura],
      total: family?.price,
      currency: 'COP',
      withinPolicy: true,
      outOfPolicyReason: null,
      costCenter: { id: costCenterId },
      paymentMethod: 'nomina',
    });
    expect(booking.locator).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.itinerary).not.toHaveProperty('booking_token');
    const { fare, luggage, taxes } = booking.breakdown;
    expect([fare + luggage + taxes, luggage]).toEqual([booking.total, 0]);
    expect(await seatsLeft(itinerary)).toBe(before - 1);

    const retry = await book(tokens.laura, 'vuelo-laura-0001', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(booking);
    expect(await seatsLeft(itinerary)).toBe(before - 1);
    // The key belongs to this request: another flight (or family) with it is refused, nothing is held.
    const otherItinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 31),
    });
    const otherSeatsBefore = await seatsLeft(otherItinerary);
    const clasica = itinerary.fareFamilies.find((family) => family.code === 'CLASICA');
    const otherFamily = { fareFamily: 'CLASICA', expectedTotal: clasica?.price };
    for (const other of [bookingBody(otherItinerary), bookingBody(itinerary, [laura], otherFamily)]) {
      const reused = await book(tokens.laura, 'vuelo-laura-0001', other);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        error: {
          code: 'IDEMPOTENCY_MISMATCH',
          message: 'Esta clave de idempotencia ya se usó con otra solicitud de reserva.',
        },
      });
    }
    expect([await seatsLeft(otherItinerary), await seatsLeft(itinerary)]).toEqual([
      otherSeatsBefore,
      before - 1,
    ]);
    // Nor can a hotel booking replay it.
    const hotelRetry = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(tokens.laura), 'idempotency-key': 'vuelo-laura-0001' },
      payload: {
        hotelCode: 'X',
        roomCode: 'STD',
        checkIn: addDays(today, 30),
        checkOut: addDays(today, 31),
        rooms: 1,
        adults: 1,
        guest: {
          firstname: 'Laura',
          last_name: 'Gómez',
          documento: '1020304050',
          email: laura.email,
          phone: '3105550101',
        },
        costCenterId,
        paymentMethod: 'nomina',
        expectedTotal: 1,
      },
    });
    expect(hotelRetry.statusCode).toBe(422);
    expect(hotelRetry.json().error.code).toBe('IDEMPOTENCY_MISMATCH');

    expect((await get(`/api/bookings/${booking.id}`, tokens.laura)).json()).toEqual(booking);
    expect((await get(`/api/bookings/${booking.id}`, tokens.ana)).statusCode).toBe(200);
    expect((await get(`/api/bookings/${booking.id}`, tokens.operador)).statusCode).toBe(200);
    // Carlos approves Laura's trips; Julián works for another company.
    expect((await get(`/api/bookings/${booking.id}`, tokens.carlos)).statusCode).toBe(200);
    const hidden = await get(`/api/bookings/${booking.id}`, tokens.julian);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Reserva no encontrada.');
  });

  it('is emitted by the agency with the airline locator, and cancelling it gives the seats back', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 35),
    });
    const before = await seatsLeft(itinerary);
    const created = await book(tokens.laura, 'vuelo-laura-emision', bookingBody(itinerary));
    expect(created.json()).toMatchObject({ status: 'approved', allowedTransitions: ['cancelled'] });
    expect(await seatsLeft(itinerary)).toBe(before - 1);
    const id = created.json().id;
    const put = (token: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}`,
        headers: bearer(token),
        payload: { status },
      });

    expect((await put(tokens.ana, 'emitted')).statusCode).toBe(403);
    const emitted = await put(tokens.operador, 'emitted');
    expect(emitted.statusCode, emitted.body).toBe(200);
    expect(emitted.json()).toMatchObject({
      status: 'emitted',
      supplierLocator: expect.stringMatching(/^[A-Z0-9]{6}$/),
    });
    // Emission turns held seats into sold ones: the inventory does not move again.
    expect(await seatsLeft(itinerary)).toBe(before - 1);
    const calendar = await get(`/api/bookings/${id}/calendar.ics`, tokens.laura);
    expect(calendar.body).toContain(
      `SUMMARY:Vuelo ${itinerary.route[0]?.airline} ${itinerary.route[0]?.flight_no}`,
    );

    const cancelled = await put(tokens.laura, 'cancelled');
    expect(cancelled.json().status).toBe('cancelled');
    expect(await seatsLeft(itinerary)).toBe(before);
    expect((await put(tokens.laura, 'cancelled')).statusCode).toBe(409);
    // A cancelled trip has nothing to put in a calendar.
    expect((await get(`/api/bookings/${id}/calendar.ics`, tokens.laura)).statusCode).toBe(409);
  });

  it('books a round trip with a child, an infant and extra luggage at the re-checked total', async () => {
    const passengers = { adults: 1, children: 1, infants: 1 };
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'CTG',
      departureDate: addDays(today, 40),
      returnDate: addDays(today, 45),
      passengers,
    });
    const family = itinerary.fareFamilies.find((candidate) => candidate.code === 'CLASICA');
    if (!family) throw new Error('no Clásica family');
    const extraLuggage = family.luggage.filter((option) => !option.included).map((option) => option.size);
    expect(extraLuggage.length).toBeGreaterThan(0);
    const total = fareTotal(family, extraLuggage, passengers, 2);
    const before = await seatsLeft(itinerary);

    const created = await book(
      tokens.laura,
      'vuelo-laura-0002',
      bookingBody(itinerary, [laura, child, infant], {
        fareFamily: 'CLASICA',
        extraLuggage,
        expectedTotal: total,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json();
    expect(booking).toMatchObject({ total, extraLuggage, fareFamily: { code: 'CLASICA' } });
    expect(booking.passengers.map((passenger: FlightPassenger) => passenger.type)).toEqual([
      'adult',
      'child',
      'infant',
    ]);
    expect(booking.breakdown.luggage).toBe(total - family.price);
    expect(booking.itinerary.route.map((leg: { return: number }) => leg.return)).toEqual([0, 1]);
    // The infant rides on a lap: two seats taken on each leg.
    expect(await seatsLeft(itinerary)).toBe(before - 2);
  });

  it('charges the price a search with two hold bags showed when both bags are booked', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'CLO',
      departureDate: addDays(today, 42),
      bags: { hand: 1, hold: 2 },
    });
    const basica = itinerary.fareFamilies[0];
    if (!basica) throw new Error('no Básica family');
    expect(itinerary.price).toBeGreaterThan(basica.price);

    const oneBag = await book(
      tokens.laura,
      'vuelo-laura-bags-1',
      bookingBody(itinerary, [laura], { extraLuggage: ['Grande'], expectedTotal: itinerary.price }),
    );
    expect(oneBag.statusCode).toBe(409);

    const created = await book(
      tokens.laura,
      'vuelo-laura-bags-2',
      bookingBody(itinerary, [laura], { extraLuggage: ['Grande', 'Grande'], expectedTotal: itinerary.price }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      total: itinerary.price,
      extraLuggage: ['Grande', 'Grande'],
      breakdown: { luggage: itinerary.price - basica.price },
    });
  });

  it('answers bad passengers, keys and cost centers with a Spanish 400', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 35),
    });
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/flight',
      headers: bearer(tokens.laura),
      payload: bookingBody(itinerary),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('Falta el encabezado Idempotency-Key.');

    const { email: _email, ...withoutEmail } = laura;
    const cases: [FlightPassenger[], string][] = [
      [[child], 'El número de adultos debe estar entre 1 y 6.'],
      [[laura, infant, { ...infant, documento: '99887766' }], FLIGHT_SEARCH_MESSAGES.infantsOverAdults],
      [[withoutEmail], 'Indica el correo y el teléfono del primer adulto: es el contacto de la reserva.'],
      [[laura, { ...child, documento: laura.documento }], 'Cada pasajero debe tener un documento distinto.'],
      [
        [{ ...laura, birthDate: yearsAgo(10) }],
        'Laura Gómez: Un adulto debe tener 13 años o más en la fecha del viaje.',
      ],
      [
        [laura, { ...child, birthDate: yearsAgo(14) }],
        'Tomás Gómez: Un niño debe tener entre 2 y 12 años en la fecha del viaje.',
      ],
      [
        [laura, { ...infant, birthDate: yearsAgo(3) }],
        'Sofía Gómez: Un bebé debe tener menos de 2 años en la fecha del viaje.',
      ],
      [
        [laura, { ...infant, birthDate: addDays(today, 2) }],
        'Sofía Gómez: La fecha de nacimiento no puede ser futura.',
      ],
    ];
    for (const [index, [passengers, message]] of cases.entries()) {
      const response = await book(
        tokens.laura,
        `vuelo-invalido-${index}`,
        bookingBody(itinerary, passengers),
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }

    const foreignCenter = await book(
      tokens.laura,
      'vuelo-laura-0003',
      bookingBody(itinerary, [laura], { costCenterId: cafeCostCenterId }),
    );
    expect(foreignCenter.statusCode).toBe(400);
    expect(foreignCenter.json().error.message).toBe('Elige un centro de costos de tu empresa.');
    const noPassengers = await book(tokens.laura, 'vuelo-laura-0004', bookingBody(itinerary, []));
    expect(noPassengers.json().error.message).toBe('Indica los pasajeros.');
    // Airlines need the sex on the travel document: a passenger without it (or with another value) is refused.
    const { gender: _gender, ...withoutGender } = laura;
    for (const passenger of [withoutGender, { ...laura, gender: 'X' }]) {
      const response = await book(
        tokens.laura,
        'vuelo-laura-0004b',
        bookingBody(itinerary, [passenger as FlightPassenger]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Indica el sexo del pasajero como figura en su documento.');
    }
  });

  it('refuses a changed price with the new total, and a token the API did not sign', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 50),
    });
    const price = itinerary.fareFamilies[0]?.price ?? 0;
    const stale = await book(
      tokens.laura,
      'vuelo-laura-0005',
      bookingBody(itinerary, [laura], { expectedTotal: price - 1000 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('PRICE_CHANGED');
    expect(stale.json().error.message.replace(/\D/g, '')).toBe(String(price));

    // Searched for one adult, booked for two: the fare is re-priced for the passengers actually sent.
    const companion = {
      ...laura,
      documento: '1010101010',
      firstname: 'Andrés',
      gender: 'M' as const,
      email: undefined,
      phone: undefined,
    };
    const morePassengers = await book(
      tokens.laura,
      'vuelo-laura-0006',
      bookingBody(itinerary, [laura, companion]),
    );
    expect(morePassengers.statusCode).toBe(409);
    expect(morePassengers.json().error.code).toBe('PRICE_CHANGED');

    const unknown = await book(
      tokens.laura,
      'vuelo-laura-0007',
      bookingBody(itinerary, [laura], { booking_token: 'no-es-un-vuelo' }),
    );
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({ error: OFFER_INVALID });
  });

  describe('offers edited by hand (the Trust issue)', () => {
    /** Signs as the API does: what a forger holding the secret could send, or a supplier token gone wrong. */
    const offers = createFlightOffers(TEST_TOKEN_SECRET, 'builtin');
    const legsOf = (itinerary: FlightResult): TokenLeg[] => {
      const content = decodeBookingToken(offers.open(itinerary.booking_token).token);
      if (!content) throw new Error('not a built-in token');
      return content.legs;
    };
    /** The itinerary again, its offer now naming these legs for this search, signed with the secret. */
    const forged = (
      itinerary: FlightResult,
      legs: TokenLeg[],
      search: Criteria,
      sealer = offers,
    ): FlightResult => {
      const token = encodeBookingToken({ cabin: 'Y', legs });
      const [offer] = sealer.seal(
        {
          ...search,
          passengers: { adults: 1, children: 0, infants: 0 },
          cabin: 'Y',
          nonStop: true,
          bags: { hand: 1, hold: 0 },
        },
        [{ ...itinerary, booking_token: token }],
      );
      return offer as FlightResult;
    };
    const storedBookings = async () =>
      (await t.database.db.select({ id: bookings.id }).from(bookings)).length;

    /** Each attempt is refused with the Spanish 409, takes no seat and stores no booking. */
    async function expectRefused(attempts: [string, FlightResult][], watched: FlightResult) {
      const [before, seats] = [await storedBookings(), await seatsLeft(watched)];
      for (const [name, itinerary] of attempts) {
        const response = await book(
          tokens.laura,
          `vuelo-trampa-${name}`,
          bookingBody(itinerary, [laura], { outOfPolicyReason: 'Prueba.' }),
        );
        expect(response.statusCode, name).toBe(409);
        expect(response.json(), name).toEqual({ error: OFFER_INVALID });
      }
      expect(await storedBookings()).toBe(before);
      expect(await seatsLeft(watched)).toBe(seats);
    }

    it('refuses a round trip whose return is relabelled as outbound, and books the honest one as international', async () => {
      const search = {
        origin: 'BOG',
        destination: 'MIA',
        departureDate: addDays(today, 40),
        returnDate: addDays(today, 47),
      };
      const roundTrip = await directItinerary(search);
      const [out, back] = legsOf(roundTrip) as [TokenLeg, TokenLeg];
      const relabelled = [out, { ...back, direction: 0 as const }];
      const { returnDate: _return, ...oneWay } = search;
      await expectRefused(
        [
          ['relabelled', forged(roundTrip, relabelled, search)],
          ['relabelled-one-way', forged(roundTrip, relabelled, oneWay)],
          ['return-first', forged(roundTrip, [back, out], search)],
        ],
        roundTrip,
      );

      // An international trip needs each passenger's document valid on the last flight.
      const { documentExpiry: _expiry, ...undocumented } = laura;
      const withoutDocument = await book(
        tokens.laura,
        'vuelo-sin-documento',
        bookingBody(roundTrip, [undocumented], { outOfPolicyReason: 'Prueba.' }),
      );
      expect(withoutDocument.statusCode).toBe(400);
      expect(withoutDocument.json().error.message).toBe(
        'Laura Gómez: Indica la fecha de vencimiento del documento: los vuelos internacionales la piden.',
      );
      const expiring = await book(
        tokens.laura,
        'vuelo-documento-vencido',
        bookingBody(roundTrip, [{ ...laura, documentExpiry: addDays(today, 45) }], {
          outOfPolicyReason: 'Prueba.',
        }),
      );
      expect(expiring.statusCode).toBe(400);
      expect(expiring.json().error.message).toBe(
        'Laura Gómez: El documento vence antes del último vuelo: viaja con uno vigente.',
      );

      const honest = await book(
        tokens.laura,
        'vuelo-honesto-ida-vuelta',
        bookingBody(roundTrip, [laura], { outOfPolicyReason: 'Prueba.' }),
      );
      expect(honest.statusCode, honest.body).toBe(201);
      expect(honest.json()).toMatchObject({
        itinerary: { flyFrom: 'BOG', flyTo: 'MIA', countryTo: { code: 'US' } },
        total: roundTrip.fareFamilies[0]?.price,
      });
    });

    it('refuses the same flight twice, legs that do not connect and a second leg leaving before the first lands', async () => {
      const departureDate = addDays(today, 42);
      const toMde = await directItinerary({ origin: 'BOG', destination: 'MDE', departureDate });
      const toCtg = await directItinerary({ origin: 'BOG', destination: 'CTG', departureDate });
      const [bogMde] = legsOf(toMde) as [TokenLeg];
      const [bogCtg] = legsOf(toCtg) as [TokenLeg];
      const connecting = (
        await searchFlights({ origin: 'BGA', destination: 'MIA', departureDate, nonStop: false })
      ).find((result) => result.route.length === 2);
      if (!connecting) throw new Error('no BGA-MIA connection');
      const [first, second] = legsOf(connecting) as [TokenLeg, TokenLeg];
      const connectingSearch = { origin: 'BGA', destination: 'MIA', departureDate };
      await expectRefused(
        [
          ['twice', forged(toMde, [bogMde, bogMde], { origin: 'BOG', destination: 'MDE', departureDate })],
          [
            'disconnected',
            forged(toCtg, [bogMde, bogCtg], { origin: 'BOG', destination: 'CTG', departureDate }),
          ],
          // The hub's flight onward flies daily: the day before leaves long before the first leg lands.
          [
            'before',
            forged(
              connecting,
              [first, { ...second, departureDate: addDays(departureDate, -1) }],
              connectingSearch,
            ),
          ],
          ['swapped', forged(connecting, [second, first], connectingSearch)],
          ['elsewhere', forged(toMde, [bogMde], { origin: 'BOG', destination: 'CTG', departureDate })],
        ],
        toMde,
      );

      const honest = await book(
        tokens.laura,
        'vuelo-honesto-conexion',
        bookingBody(connecting, [laura], { outOfPolicyReason: 'Prueba.' }),
      );
      expect(honest.statusCode, honest.body).toBe(201);
    });

    it('refuses an offer edited without the secret, an unsigned token and an expired offer', async () => {
      const criteria = { origin: 'BOG', destination: 'MDE', departureDate: addDays(today, 44) };
      const itinerary = await directItinerary(criteria);
      const offer = itinerary.booking_token;
      const [mac, meta, token] = [
        offer.slice(0, 43),
        offer.slice(44, offer.indexOf('.', 44)),
        offer.slice(offer.indexOf('.', 44) + 1),
      ];
      const [leg] = legsOf(itinerary) as [TokenLeg];
      const otherDay = encodeBookingToken({
        cabin: 'Y',
        legs: [{ ...leg, departureDate: addDays(criteria.departureDate, 1) }],
      });
      const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
      const expired = createFlightOffers(
        TEST_TOKEN_SECRET,
        'builtin',
        () => Date.now() - OFFER_TTL_MS - 60_000,
      );
      const withToken = (bookingToken: string) => ({ ...itinerary, booking_token: bookingToken });
      await expectRefused(
        [
          ['payload', withToken(`${mac}.${meta}.${otherDay}`)],
          ['signature', withToken(`${flipped}.${meta}.${token}`)],
          ['unsigned', withToken(token)],
          ['expired', forged(itinerary, [leg], criteria, expired)],
          ['other-secret', forged(itinerary, [leg], criteria, createFlightOffers('x'.repeat(32), 'builtin'))],
          [
            'other-supplier',
            forged(itinerary, [leg], criteria, createFlightOffers(TEST_TOKEN_SECRET, 'kiwi')),
          ],
        ],
        itinerary,
      );
      expect((await book(tokens.laura, 'vuelo-honesto-firmado', bookingBody(itinerary))).statusCode).toBe(
        201,
      );
    });
  });

  it('asks for a reason out of the flight policy and leaves the booking pending approval', async () => {
    // Andes Energía's demo rules: national flights 3 days ahead, international ones 15 days ahead.
    const soon = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 2),
    });
    const noReason = await book(tokens.laura, 'vuelo-laura-0008', bookingBody(soon));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Indica el motivo por el que reservas fuera de la política.');
    const withReason = await book(
      tokens.laura,
      'vuelo-laura-0008',
      bookingBody(soon, [laura], { outOfPolicyReason: 'Visita urgente a la planta.' }),
    );
    expect(withReason.statusCode, withReason.body).toBe(201);
    expect(withReason.json()).toMatchObject({
      status: 'pending_approval',
      withinPolicy: false,
      outOfPolicyReason: 'Visita urgente a la planta.',
    });

    // Far enough ahead for both rules.
    const ahead = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 20),
    });
    const abroad = await directItinerary({
      origin: 'BOG',
      destination: 'MIA',
      departureDate: addDays(today, 20),
    });
    for (const [key, itinerary] of [
      ['vuelo-laura-0009', ahead],
      ['vuelo-laura-0010', abroad],
    ] as const) {
      const response = await book(tokens.laura, key, bookingBody(itinerary));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ status: 'approved', withinPolicy: true });
    }
  });

  it('lets exactly one of two simultaneous bookings take the last seat', async () => {
    const criteria = { origin: 'MDE', destination: 'CTG', departureDate: addDays(today, 60) };
    const full = await directItinerary(criteria);
    await leaveSeats(full, 1);
    // The price depends on the load, so the last seat is priced again: search for the same flight.
    const itinerary = (await searchFlights(criteria)).find((result) => result.id === full.id);
    if (!itinerary) throw new Error('the flight with one seat left is not on sale');
    expect(itinerary.availability.seats).toBe(1);
    // Ana signed no payroll authorization: both pay with the company's card.
    const cards = await t.app.inject({
      method: 'GET',
      url: '/api/payment/cards',
      headers: bearer(tokens.ana),
    });
    const body = {
      ...bookingBody(itinerary),
      paymentMethod: 'tarjeta_corporativa',
      corporateCardId: cards.json().data[0].id,
    };
    const responses = await Promise.all([
      book(tokens.laura, 'vuelo-laura-0011', body),
      book(tokens.ana, 'vuelo-ana-0001', body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({ error: SOLD_OUT });
    expect(await seatsLeft(itinerary)).toBe(0);

    const results = await searchFlights(criteria);
    expect(results.map((result) => result.id)).not.toContain(itinerary.id);
    const again = await book(tokens.laura, 'vuelo-laura-0012', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SOLD_OUT });
  });

  it('describes the flight booking and the booking union in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths['/api/bookings/flight'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(
      paths['/api/bookings/{id}'].get.responses['200'].content['application/json'].schema,
    ).toHaveProperty('oneOf');
  });

  it('creates one booking and holds the seats once when the same key arrives twice at once', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 70),
    });
    const before = await seatsLeft(itinerary);
    const body = bookingBody(itinerary);
    const responses = await Promise.all([
      book(tokens.laura, 'vuelo-laura-0013', body),
      book(tokens.laura, 'vuelo-laura-0013', body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(responses[0]?.json().id).toBe(responses[1]?.json().id);
    expect(await seatsLeft(itinerary)).toBe(before - 1);
  });

  it('gives a remote hold back when the same key arrives twice at once and only one booking is stored', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 80),
    });
    const before = await seatsLeft(itinerary);
    const body = bookingBody(itinerary);
    const responses = await Promise.all([
      book(tokens.laura, 'vuelo-laura-0014', body, '/remoto'),
      book(tokens.laura, 'vuelo-laura-0014', body, '/remoto'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(responses[0]?.json().id).toBe(responses[1]?.json().id);
    expect(remoteCalls).toEqual({ hold: 2, release: 1 });
    expect(await seatsLeft(itinerary)).toBe(before - 1);
  });
});
