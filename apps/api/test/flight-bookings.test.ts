import { addDays, FLIGHT_SEARCH_MESSAGES, type FlightPassenger, fareTotal } from '@travesia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { bookingRoutes } from '../src/modules/bookings/routes';
import { createFlightOffers } from '../src/modules/flights/flight-offers';
import { createBuiltinFlightSupplier } from '../src/suppliers/flights/builtin/builtin-supplier';
import type { FlightSupplier } from '../src/suppliers/flights/flight-supplier';
import {
  child,
  flightBookingHelpers,
  infant,
  laura,
  OFFER_INVALID,
  SOLD_OUT,
  today,
  yearsAgo,
} from './helpers/flight-bookings';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  loginDemoUsers,
  TEST_TOKEN_SECRET,
  type TestApp,
} from './helpers/test-app';

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

  const { get, book, searchFlights, directItinerary, bookingBody, seatsLeft, leaveSeats } =
    flightBookingHelpers({
      t: () => t,
      costCenterId: () => costCenterId,
    });

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
