import { randomUUID } from 'node:crypto';
import { bookings, outbox } from '@travesia/db';
import { addDays, type FlightResult, outboundKey } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Summary, today, useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { flightBookingHelpers } from './helpers/flight-bookings';
import { bearer, DEMO_USERS, databases, LAURA_AS_HOTEL_GUEST } from './helpers/test-app';

interface Overlapped {
  id: string;
  locator: string;
  overlaps: { bookingId: string; locator: string; title: string }[];
}

describe.each(databases)("the traveller's overlapping trips (issue 36) (%s)", (kind) => {
  const { suite, get, put } = useBookingLifecycleApp(kind);
  const flights = flightBookingHelpers({ t: () => suite.t, costCenterId: () => suite.costCenterId });

  /** Laura's request for the `nth` cheapest Bogotá hotel, `nights` from `daysAhead` on (no confirmation). */
  async function hotelBody(daysAhead: number, nights: number, nth: number) {
    const stay = { checkIn: addDays(today, daysAhead), checkOut: addDays(today, daysAhead + nights) };
    const search = await suite.t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { stay, occupancies: [{ rooms: 1, adults: 1, children: 0 }], destination: { zone: 'BOG' } },
    });
    const hotel = [...search.json().results].sort(
      (a: { minRate: number }, b: { minRate: number }) => a.minRate - b.minRate,
    )[nth];
    const detail = await get(
      `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=1`,
    );
    const room = detail
      .json()
      .rooms.find((candidate: { total: number }) => candidate.total === hotel.minRate);
    return {
      hotelCode: hotel.code,
      roomCode: room.code,
      ...stay,
      rooms: 1,
      adults: 1,
      guest: LAURA_AS_HOTEL_GUEST,
      costCenterId: suite.costCenterId,
      paymentMethod: 'nomina',
      expectedTotal: room.total,
      outOfPolicyReason: 'Reunión con cliente confirmada ayer',
    };
  }

  const bookHotel = (body: object) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(suite.tokens.laura), 'idempotency-key': `overlap-${randomUUID()}` },
      payload: body,
    });

  const storedBookings = async () =>
    (await suite.t.database.db.select({ id: bookings.id }).from(bookings)).length;

  it('warns of a second hotel for the same night, books it once confirmed, and tells the approver and the agency', async () => {
    const first = await bookHotel(await hotelBody(1, 1, 0));
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json();

    const before = await storedBookings();
    const secondBody = await hotelBody(1, 1, 1);
    const warned = await bookHotel(secondBody);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error.code).toBe('TRIP_OVERLAP');
    expect(warned.json().error.message).toMatch(
      new RegExp(
        `^Este viaje se cruza con otro viaje tuyo: .+\\(${a.locator}, .+\\)\\. Si de verdad necesitas los dos, confirma de nuevo\\.$`,
      ),
    );
    expect(await storedBookings()).toBe(before);
    // The same hotel again is still the duplicate-stay warning.
    const again = await bookHotel(await hotelBody(1, 1, 0));
    expect(again.json().error?.code).toBe('DUPLICATE_STAY');

    const confirmed = await bookHotel({ ...secondBody, confirmDuplicate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const b = confirmed.json();
    expect(b.overlaps).toEqual([expect.objectContaining({ bookingId: a.id, locator: a.locator })]);

    // Check-out day is the next check-in day: no overlap, no warning.
    const next = await bookHotel(await hotelBody(2, 1, 2));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().overlaps).toEqual([]);

    const mails = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.carlos.email));
    const requestOf = (locator: string) =>
      mails.find((mail) => mail.textBody.includes(`localizador ${locator}`));
    expect(requestOf(b.locator)?.textBody).toContain(`Se cruza con otro viaje del mismo viajero: `);
    expect(requestOf(b.locator)?.textBody).toContain(`(${a.locator}, `);
    expect(requestOf(a.locator)?.textBody).not.toContain('Se cruza');

    // The approver sees both trips' overlaps (the first one's too, booked before the second existed).
    const queue = (await get('/api/approvals?pageSize=100', suite.tokens.carlos)).json().data as Overlapped[];
    const inQueue = (id: string) => queue.find((row) => row.id === id);
    expect(inQueue(a.id)?.overlaps.map((overlap) => overlap.locator)).toEqual([b.locator]);
    expect(inQueue(b.id)?.overlaps.map((overlap) => overlap.locator)).toEqual([a.locator]);
    expect(inQueue(next.json().id)?.overlaps).toEqual([]);

    // So does the agency, once approved.
    await put(a.id, suite.tokens.carlos, { status: 'approved' });
    await put(b.id, suite.tokens.carlos, { status: 'approved' });
    const emission = (await get('/api/emission-queue?pageSize=100', suite.tokens.operador)).json()
      .data as Overlapped[];
    expect(emission.find((row) => row.id === a.id)?.overlaps.map((overlap) => overlap.locator)).toEqual([
      b.locator,
    ]);

    // A cancelled trip overlaps nothing any more.
    await put(b.id, suite.tokens.laura, { status: 'cancelled' });
    expect((await get(`/api/bookings/${a.id}`, suite.tokens.laura)).json().overlaps).toEqual([]);
    await put(a.id, suite.tokens.laura, { status: 'cancelled' });
    await put(next.json().id, suite.tokens.laura, { status: 'cancelled' });
  });

  it('warns of two round trips on the same days, and not of a flight leaving after the last one lands', async () => {
    const criteria = {
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 30),
      returnDate: addDays(today, 32),
    };
    const results = await flights.searchFlights(criteria);
    const legs = (result: FlightResult) =>
      result.route.map((segment) => `${segment.airline}${segment.flight_no}`);
    const roundTrips = results.filter((result) => result.route.length === 2);
    const firstTrip = roundTrips[0] as FlightResult;
    // Other flights both ways: the same flight twice is refused outright (PASSENGER_ALREADY_BOOKED). The search
    // answers each outbound with its cheapest return (decision 038), so another outbound's returns are asked for.
    const otherOutbound = roundTrips.find((result) => legs(result)[0] !== legs(firstTrip)[0]) as FlightResult;
    const returns = await suite.t.app.inject({
      method: 'POST',
      url: '/api/flights/returns',
      payload: {
        search: {
          ...criteria,
          passengers: { adults: 1, children: 0, infants: 0 },
          nonStop: true,
          cabin: 'Y',
        },
        outbound: outboundKey(otherOutbound),
        outboundOffer: otherOutbound.booking_token,
      },
    });
    expect(returns.statusCode, returns.body).toBe(200);
    const secondTrip = returns
      .json<{ results: FlightResult[] }>()
      .results.find(
        (result) =>
          result.route.length === 2 && legs(result).every((flight) => !legs(firstTrip).includes(flight)),
      ) as FlightResult;
    const book = (itinerary: FlightResult, confirmDuplicate = false) =>
      flights.book(
        suite.tokens.laura,
        `overlap-${randomUUID()}`,
        flights.bookingBody(itinerary, undefined, { confirmDuplicate }),
      );

    const first = await book(firstTrip);
    expect(first.statusCode, first.body).toBe(201);
    const warned = await book(secondTrip);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error).toMatchObject({ code: 'TRIP_OVERLAP' });
    expect(warned.json().error.message).toContain(`(${first.json().locator}, `);
    const confirmed = await book(secondTrip, true);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().overlaps.map((overlap: Summary) => overlap.locator)).toEqual([
      first.json().locator,
    ]);

    const later = await flights.directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 33),
    });
    const separate = await book(later);
    expect(separate.statusCode, separate.body).toBe(201);
    expect(separate.json().overlaps).toEqual([]);
  });
});
