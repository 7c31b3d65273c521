import { bookings } from '@travesia/db';
import {
  addDays,
  cheapestSearchedFare,
  type FlightPassenger,
  type FlightResult,
  fareTotal,
  lowestFareOf,
  outboundKey,
} from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { child, infant, laura, today, useFlightBookingApp } from './helpers/flight-bookings';
import { bearer, databases } from './helpers/test-app';

describe.each(databases)('flight bookings (%s)', (kind) => {
  const { suite, get, book, searchFlights, directItinerary, bookingBody, seatsLeft } =
    useFlightBookingApp(kind);

  it('books once per idempotency key, holds the seats and shows the booking to its traveller and admins only', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 30),
    });
    const before = await seatsLeft(itinerary);
    const body = bookingBody(itinerary);
    const created = await book(suite.tokens.laura, 'vuelo-laura-0001', body);
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
      costCenter: { id: suite.costCenterId },
      paymentMethod: 'nomina',
    });
    expect(booking.locator).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.itinerary).not.toHaveProperty('booking_token');
    const { fare, luggage, taxes } = booking.breakdown;
    expect([fare + luggage + taxes, luggage]).toEqual([booking.total, 0]);
    expect(await seatsLeft(itinerary)).toBe(before - 1);

    const retry = await book(suite.tokens.laura, 'vuelo-laura-0001', body);
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
      const reused = await book(suite.tokens.laura, 'vuelo-laura-0001', other);
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
    const hotelRetry = await suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(suite.tokens.laura), 'idempotency-key': 'vuelo-laura-0001' },
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
        costCenterId: suite.costCenterId,
        paymentMethod: 'nomina',
        expectedTotal: 1,
      },
    });
    expect(hotelRetry.statusCode).toBe(422);
    expect(hotelRetry.json().error.code).toBe('IDEMPOTENCY_MISMATCH');

    expect((await get(`/api/bookings/${booking.id}`, suite.tokens.laura)).json()).toEqual(booking);
    expect((await get(`/api/bookings/${booking.id}`, suite.tokens.ana)).statusCode).toBe(200);
    expect((await get(`/api/bookings/${booking.id}`, suite.tokens.operador)).statusCode).toBe(200);
    // Carlos approves Laura's trips; Julián works for another company.
    expect((await get(`/api/bookings/${booking.id}`, suite.tokens.carlos)).statusCode).toBe(200);
    const hidden = await get(`/api/bookings/${booking.id}`, suite.tokens.julian);
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
    const created = await book(suite.tokens.laura, 'vuelo-laura-emision', bookingBody(itinerary));
    expect(created.json()).toMatchObject({ status: 'approved', allowedTransitions: ['cancelled'] });
    expect(await seatsLeft(itinerary)).toBe(before - 1);
    const id = created.json().id;
    const put = (token: string, status: string) =>
      suite.t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}`,
        headers: bearer(token),
        payload: { status },
      });

    expect((await put(suite.tokens.ana, 'emitted')).statusCode).toBe(403);
    const emitted = await put(suite.tokens.operador, 'emitted');
    expect(emitted.statusCode, emitted.body).toBe(200);
    expect(emitted.json()).toMatchObject({
      status: 'emitted',
      supplierLocator: expect.stringMatching(/^[A-Z0-9]{6}$/),
    });
    // Emission turns held seats into sold ones: the inventory does not move again.
    expect(await seatsLeft(itinerary)).toBe(before - 1);
    const calendar = await get(`/api/bookings/${id}/calendar.ics`, suite.tokens.laura);
    expect(calendar.body).toContain(
      `SUMMARY:Vuelo ${itinerary.route[0]?.airline} ${itinerary.route[0]?.flight_no}`,
    );

    const cancelled = await put(suite.tokens.laura, 'cancelled');
    expect(cancelled.json().status).toBe('cancelled');
    expect(await seatsLeft(itinerary)).toBe(before);
    expect((await put(suite.tokens.laura, 'cancelled')).statusCode).toBe(409);
    // A cancelled trip has nothing to put in a calendar.
    expect((await get(`/api/bookings/${id}/calendar.ics`, suite.tokens.laura)).statusCode).toBe(409);
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
      suite.tokens.laura,
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

  it('books a return chosen among every return of an outbound, recording the lowest fare of the whole search', async () => {
    const search = {
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 50),
      returnDate: addDays(today, 54),
      passengers: { adults: 1, children: 0, infants: 0 },
      nonStop: true,
      cabin: 'Y',
      bags: { hand: 0, hold: 0 },
    };
    const outbounds = await searchFlights(search);
    const chosen = outbounds.at(-1);
    if (!chosen) throw new Error('no outbound');
    const answer = await suite.t.app.inject({
      method: 'POST',
      url: '/api/flights/returns',
      payload: { search, outbound: outboundKey(chosen), outboundOffer: chosen.booking_token },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const returns = answer.json<{ results: FlightResult[] }>().results;
    // The dearest return: one the first answer never held.
    const itinerary = returns.at(-1) as FlightResult;
    expect(outbounds.map((result) => result.id)).not.toContain(itinerary.id);

    const created = await book(suite.tokens.laura, 'vuelo-laura-returns', bookingBody(itinerary));
    expect(created.statusCode, created.body).toBe(201);
    const [stored] = await suite.t.database.db
      .select({ lowestFare: bookings.lowestFare })
      .from(bookings)
      .where(eq(bookings.id, created.json().id));
    expect(stored?.lowestFare).toBe(lowestFareOf(outbounds));
    expect(lowestFareOf(outbounds)).toBeLessThan(lowestFareOf(returns) as number);
  });

  it('charges the price a search with a carry-on and two hold bags showed when all of them are booked', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'CLO',
      departureDate: addDays(today, 42),
      bags: { hand: 1, hold: 2 },
    });
    // The family the price is for is the cheapest with those bags (issue 36), whichever it is.
    const fare = cheapestSearchedFare(itinerary, {
      bags: { hand: 1, hold: 2 },
      passengers: { adults: 1, children: 0, infants: 0 },
    });
    if (!fare) throw new Error('no fare family');
    expect(fare.total).toBe(itinerary.price);
    const withoutCarryOn = fare.extraLuggage.filter((size) => size !== 'Mediano');
    if (withoutCarryOn.length < fare.extraLuggage.length) {
      const refused = await book(
        suite.tokens.laura,
        'vuelo-laura-bags-1',
        bookingBody(itinerary, [laura], {
          fareFamily: fare.family.code,
          extraLuggage: withoutCarryOn,
          expectedTotal: itinerary.price,
        }),
      );
      expect(refused.statusCode).toBe(409);
    }

    const created = await book(
      suite.tokens.laura,
      'vuelo-laura-bags-2',
      bookingBody(itinerary, [laura], {
        fareFamily: fare.family.code,
        extraLuggage: fare.extraLuggage,
        expectedTotal: itinerary.price,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      total: itinerary.price,
      extraLuggage: fare.extraLuggage,
      breakdown: { luggage: itinerary.price - fare.family.price },
    });
  });
});
