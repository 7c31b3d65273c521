import { addDays } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { bookingRoutes } from '../src/modules/bookings/routes';
import { createBuiltinFlightSupplier } from '../src/suppliers/flights/builtin/builtin-supplier';
import { createFlightOffers } from '../src/suppliers/flights/flight-offers';
import type { FlightSupplier } from '../src/suppliers/flights/flight-supplier';
import { SOLD_OUT, today, useFlightBookingApp } from './helpers/flight-bookings';
import { bearer, databases, TEST_TOKEN_SECRET } from './helpers/test-app';

describe.each(databases)('flight bookings at the same time (%s)', (kind) => {
  const { suite, book, searchFlights, directItinerary, bookingBody, seatsLeft, leaveSeats } =
    useFlightBookingApp(kind, (app) => {
      void app.register(bookingRoutes, { context: remoteContext, prefix: '/remoto' });
    });
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
      return suite.t.database.db;
    },
    get driver() {
      return suite.t.database.driver;
    },
    get config() {
      return suite.t.config;
    },
    // The offers the app's own search signs: the stand-in books the built-in supplier's itineraries.
    get flightOffers() {
      return createFlightOffers(TEST_TOKEN_SECRET, 'builtin');
    },
    get hotelSupplier(): AppContext['hotelSupplier'] {
      throw new Error('no hotels behind /remoto');
    },
    get paymentProvider(): AppContext['paymentProvider'] {
      throw new Error('no cards behind /remoto');
    },
    get secretBox(): AppContext['secretBox'] {
      throw new Error('no single sign-on behind /remoto');
    },
    get log() {
      return suite.t.app.log;
    },
    get flightSupplier() {
      if (!remoteSupplier) {
        const builtin = createBuiltinFlightSupplier(suite.t.database.db, suite.t.config.copPerEur);
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

  it('lets exactly one of two simultaneous bookings take the last seat', async () => {
    const criteria = { origin: 'MDE', destination: 'CTG', departureDate: addDays(today, 60) };
    const full = await directItinerary(criteria);
    await leaveSeats(full, 1);
    // The price depends on the load, so the last seat is priced again: search for the same flight.
    const itinerary = (await searchFlights(criteria)).find((result) => result.id === full.id);
    if (!itinerary) throw new Error('the flight with one seat left is not on sale');
    expect(itinerary.availability.seats).toBe(1);
    // Ana signed no payroll authorization: both pay with the company's card.
    const cards = await suite.t.app.inject({
      method: 'GET',
      url: '/api/payment/cards',
      headers: bearer(suite.tokens.ana),
    });
    const body = {
      ...bookingBody(itinerary),
      paymentMethod: 'tarjeta_corporativa',
      corporateCardId: cards.json().data[0].id,
    };
    const responses = await Promise.all([
      book(suite.tokens.laura, 'vuelo-laura-0011', body),
      book(suite.tokens.ana, 'vuelo-ana-0001', body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({ error: SOLD_OUT });
    expect(await seatsLeft(itinerary)).toBe(0);

    const results = await searchFlights(criteria);
    expect(results.map((result) => result.id)).not.toContain(itinerary.id);
    const again = await book(suite.tokens.laura, 'vuelo-laura-0012', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SOLD_OUT });
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
      book(suite.tokens.laura, 'vuelo-laura-0013', body),
      book(suite.tokens.laura, 'vuelo-laura-0013', body),
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
      book(suite.tokens.laura, 'vuelo-laura-0014', body, '/remoto'),
      book(suite.tokens.laura, 'vuelo-laura-0014', body, '/remoto'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(responses[0]?.json().id).toBe(responses[1]?.json().id);
    expect(remoteCalls).toEqual({ hold: 2, release: 1 });
    expect(await seatsLeft(itinerary)).toBe(before - 1);
  });
});
