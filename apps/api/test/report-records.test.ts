import { bookings } from '@travesia/db';
import { addDays, type FlightResult, findAirport, journeyCo2Kg, toIsoDate } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  LAURA_AS_HOTEL_GUEST,
  LAURA_PASSENGER,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

describe.each(databases)('what a booking records for the reports (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let costCenterId: number;
  const today = toIsoDate(new Date());

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    costCenterId = (
      await t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(tokens.laura) })
    ).json().data[0].id;
  });
  afterAll(() => t.close());

  const storedBooking = async (id: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it('a flight: the lowest fare of the signed search, the missed savings, its CO₂e, airline and route', async () => {
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: {
        origin: 'BOG',
        destination: 'MDE',
        departureDate: addDays(today, 20),
        passengers: { adults: 1, children: 0, infants: 0 },
        cabin: 'Y',
        nonStop: true,
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    const results = search.json<{ results: FlightResult[] }>().results;
    const lowest = Math.min(...results.map((result) => result.fareFamilies[0]?.price ?? result.price));
    const chosen = results.reduce((dearest, result) => (result.price > dearest.price ? result : dearest));
    const family = chosen.fareFamilies[0];
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/flight',
      headers: { ...bearer(tokens.laura), 'idempotency-key': `reports-flight-${kind}` },
      payload: {
        booking_token: chosen.booking_token,
        fareFamily: family?.code,
        passengers: [LAURA_PASSENGER],
        costCenterId,
        paymentMethod: 'nomina',
        outOfPolicyReason: 'Reunión con cliente',
        expectedTotal: family?.price,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const row = await storedBooking(booked.json().id);
    const [leg] = chosen.route;
    const locate = (iata: string) => findAirport(iata);
    const bog = locate('BOG');
    const mde = locate('MDE');
    if (!leg || !bog || !mde) throw new Error('no leg or airport');
    expect(row).toMatchObject({
      lowestFare: lowest,
      missedSavings: (family?.price ?? 0) - lowest,
      co2Kg: journeyCo2Kg([{ from: bog, to: mde, equipment: leg.equipment }], 'Y'),
      isInternational: false,
      vendor: leg.airline,
      route: 'BOG-MDE',
      destination: 'MDE',
      publicRate: null,
      roomNights: null,
    });
    expect(row?.isShortNotice).toBe(false);
  });

  it('a negotiated stay: what the same nights cost at the public rate, its CO₂e and room-nights', async () => {
    // The company records the hotel's public rate beside its negotiated one.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/corporate-hotels/CORP-ANDES-BOG',
      headers: bearer(tokens.ana),
      payload: { publicNightlyRate: 380_000 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ nightlyRate: 310_000, publicNightlyRate: 380_000 });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/corporate-hotels/CORP-ANDES-BOG',
      headers: bearer(tokens.ana),
      payload: { publicNightlyRate: 0 },
    });
    expect(refused.json().error.message).toBe(
      'La tarifa pública por noche debe ser un valor en pesos mayor que cero.',
    );
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(tokens.laura), 'idempotency-key': `reports-hotel-${kind}` },
      payload: {
        hotelCode: 'CORP-ANDES-BOG',
        roomCode: 'CORP',
        checkIn: addDays(today, 30),
        checkOut: addDays(today, 33),
        rooms: 1,
        adults: 1,
        guest: LAURA_AS_HOTEL_GUEST,
        costCenterId,
        paymentMethod: 'nomina',
        expectedTotal: 930_000,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await storedBooking(booked.json().id)).toMatchObject({
      publicRate: 1_140_000,
      roomNights: 3,
      // Colombia's room-night figure (decision 024) for three nights.
      co2Kg: expect.any(Number),
      isInternational: false,
      isShortNotice: false,
      vendor: 'CORP-ANDES-BOG',
      vendorName: 'Hotel Corporativo Calle 93',
      destination: 'BOG',
      lowestFare: null,
    });
  });
});
