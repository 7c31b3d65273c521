import { bookings, companies, costCenters, outOfPolicyReasons, travelGroups, users } from '@travesia/db';
import { addDays, type FlightResult, findAirport, journeyCo2Kg, toIsoDate } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBookingRows } from './helpers/report-bookings';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  LAURA_PASSENGER,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

/**
 * The fixtures live in 2020 (and 2019 for the year before), far from anything else the app stores, so each total
 * below is computed by hand from the rows inserted here.
 */
const YEAR_2020 = 'period=custom&from=2020-01-01&to=2020-12-31';
const at = (instant: string) => new Date(instant);
const hoursAfter = (instant: string, hours: number) => new Date(Date.parse(instant) + hours * 3_600_000);

describe.each(databases)('reports (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let cafeId: number;
  let laura: number;
  let carlos: number;
  let ana: number;
  let ops: number;
  let com: number;
  let clientReason: number;
  let groupId: number;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const { db } = t.database;
    const companyId = async (name: string) =>
      (await db.select().from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
    andesId = await companyId('Andes Energía S.A.S.');
    cafeId = await companyId('Café del Sur S.A.S.');
    const userId = async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    laura = await userId(DEMO_USERS.laura.email);
    carlos = await userId(DEMO_USERS.carlos.email);
    ana = await userId(DEMO_USERS.ana.email);
    const julian = await userId(DEMO_USERS.julian.email);
    const costCenter = async (code: string) =>
      (await db.select().from(costCenters).where(eq(costCenters.code, code)))[0]?.id ?? 0;
    ops = await costCenter('OPS-100');
    com = await costCenter('COM-200');
    const cafeCenter = await costCenter('ADM-10');
    clientReason =
      (
        await db
          .select()
          .from(outOfPolicyReasons)
          .where(and(eq(outOfPolicyReasons.companyId, andesId), eq(outOfPolicyReasons.code, 'CLIENTE')))
      )[0]?.id ?? 0;
    const [group] = await db
      .insert(travelGroups)
      .values({ companyId: andesId, name: 'Directivos' })
      .returning({ id: travelGroups.id });
    groupId = group?.id ?? 0;
    await db.update(users).set({ travelGroupId: groupId }).where(eq(users.id, ana));

    const { row, flight, hotel } = reportBookingRows('REP', {
      companyId: andesId,
      userId: laura,
      costCenterId: ops,
    });

    await db.insert(bookings).values([
      // 1. Laura, OPS, AV BOG-MDE: lowest fare 400 000, so 100 000 missed; 120 kg; decided by Carlos in 1 h.
      flight({
        total: 500_000,
        createdAt: at('2020-03-10T15:00:00Z'),
        lowestFare: 400_000,
        missedSavings: 100_000,
        co2Kg: 120,
        decidedAt: hoursAfter('2020-03-10T15:00:00Z', 1),
        decidedBy: carlos,
      }),
      // 2. Laura, OPS, LA BOG-MAD abroad, out of policy (client meeting), short notice; 900 kg; Carlos, 2 h.
      flight({
        total: 3_000_000,
        createdAt: at('2020-03-20T15:00:00Z'),
        vendor: 'LA',
        route: 'BOG-MAD',
        destination: 'MAD',
        isInternational: true,
        withinPolicy: false,
        outOfPolicyReasonId: clientReason,
        outOfPolicyReason: 'Reunión con cliente',
        isShortNotice: true,
        lowestFare: 3_000_000,
        missedSavings: 0,
        co2Kg: 900,
        decidedAt: hoursAfter('2020-03-20T15:00:00Z', 2),
        decidedBy: carlos,
      }),
      // 3. Ana, COM, negotiated hotel H1: 2 room-nights, public rate 700 000; 30 kg; Carlos, 4 h.
      hotel({
        total: 600_000,
        createdAt: at('2020-06-01T15:00:00Z'),
        userId: ana,
        costCenterId: com,
        roomNights: 2,
        publicRate: 700_000,
        co2Kg: 30,
        decidedAt: hoursAfter('2020-06-01T15:00:00Z', 4),
        decidedBy: carlos,
      }),
      // 4. Ana, COM, hotel H2 out of policy with free text only, short notice; 3 room-nights; the deadline decided.
      hotel({
        total: 900_000,
        createdAt: at('2020-06-15T15:00:00Z'),
        userId: ana,
        costCenterId: com,
        vendor: 'H2',
        vendorName: 'Hotel Dos',
        destination: 'CTG',
        roomNights: 3,
        withinPolicy: false,
        outOfPolicyReason: 'Congreso',
        isShortNotice: true,
        co2Kg: 45,
        decidedAt: hoursAfter('2020-06-15T15:00:00Z', 48),
        decidedBy: null,
      }),
      // 5. Rejected by Carlos after 10 h: no spend, but a decision.
      flight({
        total: 800_000,
        createdAt: at('2020-07-01T15:00:00Z'),
        status: 'rejected',
        withinPolicy: false,
        decidedAt: hoursAfter('2020-07-01T15:00:00Z', 10),
        decidedBy: carlos,
      }),
      // 6. Cancelled: nothing at all.
      hotel({ total: 400_000, createdAt: at('2020-07-02T15:00:00Z'), status: 'cancelled', roomNights: 1 }),
      // 7. The year before: only the month comparison sees it.
      flight({ total: 250_000, createdAt: at('2019-03-05T15:00:00Z'), co2Kg: 100 }),
      // 8. Bogotá's 31 December 2020 at 20:00 is 1 January 2021 in UTC: still 2020 here.
      flight({ total: 100_000, createdAt: at('2021-01-01T01:00:00Z'), vendor: 'AV', co2Kg: 50 }),
      // 9. Another company's trip in the same year.
      row({
        type: 'hotel',
        total: 5_000_000,
        createdAt: at('2020-03-10T15:00:00Z'),
        companyId: cafeId,
        userId: julian,
        costCenterId: cafeCenter,
      }),
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const report = async (view: string, query = YEAR_2020, token = tokens.ana) => {
    const response = await get(`/api/reports/${view}?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("sums the year's spend by month, cost center against its budget, traveller, airline, hotel, route and destination", async () => {
    const spend = await report('spend');
    expect(spend).toMatchObject({ companyId: andesId, from: '2020-01-01', to: '2020-12-31' });
    expect(spend.totals).toEqual({
      total: 5_100_000,
      bookings: 5,
      flights: { total: 3_600_000, bookings: 3 },
      hotels: { total: 1_500_000, bookings: 2, roomNights: 5 },
      averageTicket: 1_200_000,
      averageNight: 300_000,
    });
    expect(spend.byMonth).toHaveLength(12);
    expect(spend.byMonth[2]).toEqual({
      month: '2020-03',
      total: 3_500_000,
      bookings: 2,
      previousYearTotal: 250_000,
    });
    expect(spend.byMonth[5]).toEqual({
      month: '2020-06',
      total: 1_500_000,
      bookings: 2,
      previousYearTotal: 0,
    });
    expect(spend.byMonth[11]).toEqual({
      month: '2020-12',
      total: 100_000,
      bookings: 1,
      previousYearTotal: 0,
    });
    expect(spend.byCostCenter).toEqual([
      {
        costCenterId: ops,
        code: 'OPS-100',
        name: 'Operaciones',
        total: 3_600_000,
        bookings: 3,
        yearTotal: 3_600_000,
        yearlyBudget: 60_000_000,
        budgetUsed: 0.06,
      },
      {
        costCenterId: com,
        code: 'COM-200',
        name: 'Comercial',
        total: 1_500_000,
        bookings: 2,
        yearTotal: 1_500_000,
        yearlyBudget: 45_000_000,
        budgetUsed: 0.0333,
      },
    ]);
    expect(spend.byTraveller).toEqual([
      { userId: laura, name: 'Laura Gómez', total: 3_600_000, bookings: 3 },
      { userId: ana, name: 'Ana Martínez', total: 1_500_000, bookings: 2 },
    ]);
    expect(spend.byAirline).toEqual([
      { code: 'LA', name: expect.stringMatching(/LATAM/i), total: 3_000_000, bookings: 1 },
      { code: 'AV', name: expect.stringMatching(/Avianca/i), total: 600_000, bookings: 2 },
    ]);
    expect(spend.byHotel).toEqual([
      { code: 'H2', name: 'Hotel Dos', total: 900_000, bookings: 1, roomNights: 3 },
      { code: 'H1', name: 'Hotel Uno', total: 600_000, bookings: 1, roomNights: 2 },
    ]);
    expect(spend.topRoutes).toEqual([
      { route: 'BOG-MAD', total: 3_000_000, bookings: 1 },
      { route: 'BOG-MDE', total: 600_000, bookings: 2 },
    ]);
    expect(spend.topDestinations).toEqual([
      { destination: 'MAD', total: 3_000_000, bookings: 1 },
      { destination: 'MDE', total: 1_200_000, bookings: 3 },
      { destination: 'CTG', total: 900_000, bookings: 1 },
    ]);
  });

  it('filters by cost center, traveller, travel group, kind and national or international', async () => {
    const total = async (query: string) => (await report('spend', `${YEAR_2020}&${query}`)).totals.total;
    expect(await total(`costCenterId=${com}`)).toBe(1_500_000);
    expect(await total(`travellerId=${laura}`)).toBe(3_600_000);
    expect(await total(`travelGroupId=${groupId}`)).toBe(1_500_000);
    expect(await total('type=hotel')).toBe(1_500_000);
    expect(await total('scope=international')).toBe(3_000_000);
    expect(await total('scope=national&type=flight')).toBe(600_000);
    // A month with nothing in it answers zeros, not an error.
    const march = await report('spend', 'period=custom&from=2020-03-15&to=2020-03-31');
    expect(march.totals).toMatchObject({ total: 3_000_000, bookings: 1 });
  });

  it('counts compliance, out of policy by reason, traveller and cost center, and short notice', async () => {
    const policy = await report('policy');
    expect(policy).toMatchObject({
      trips: 5,
      withinPolicy: 3,
      outOfPolicy: 2,
      shareWithinPolicy: 0.6,
      shortNotice: 2,
    });
    expect(policy.outOfPolicyByReason).toEqual(
      expect.arrayContaining([
        {
          reasonId: clientReason,
          code: 'CLIENTE',
          label: 'Reunión con cliente confirmada con poca antelación',
          trips: 1,
          total: 3_000_000,
        },
        { reasonId: null, code: null, label: 'Sin motivo de la lista', trips: 1, total: 900_000 },
      ]),
    );
    expect(policy.byTraveller).toEqual(
      expect.arrayContaining([
        {
          userId: laura,
          name: 'Laura Gómez',
          trips: 3,
          outOfPolicy: 1,
          shortNotice: 1,
          shareWithinPolicy: 0.6667,
        },
        {
          userId: ana,
          name: 'Ana Martínez',
          trips: 2,
          outOfPolicy: 1,
          shortNotice: 1,
          shareWithinPolicy: 0.5,
        },
      ]),
    );
    expect(policy.byCostCenter).toHaveLength(2);
  });

  it('weighs negotiated rates against the public rate and the chosen fares against the lowest shown', async () => {
    const savings = await report('savings');
    expect(savings.negotiated).toEqual({
      stays: 1,
      total: 600_000,
      publicTotal: 700_000,
      savings: 100_000,
      byHotel: [{ code: 'H1', name: 'Hotel Uno', stays: 1, total: 600_000, savings: 100_000 }],
    });
    expect(savings.missed).toEqual({
      flights: 2,
      aboveLowest: 1,
      lowestTotal: 3_400_000,
      missedSavings: 100_000,
      shareAboveLowest: 0.0294,
      byTraveller: [{ userId: laura, name: 'Laura Gómez', flights: 2, missedSavings: 100_000 }],
    });
  });

  it("times the approvers' decisions (median and 90th percentile) and counts the deadline's defaults", async () => {
    const approvals = await report('approvals');
    // People took 1, 2, 4 and 10 hours: median 3; 90th percentile 4 + 0.7 × (10 − 4) = 8.2.
    const byCarlos = { decided: 4, approved: 3, rejected: 1, medianHours: 3, p90Hours: 8.2 };
    expect(approvals).toMatchObject({
      decided: 5,
      byPeople: byCarlos,
      byDeadlineDefault: 1,
      shareByDeadlineDefault: 0.2,
      pendingNow: 0,
      byApprover: [{ approverId: carlos, name: 'Carlos Restrepo', ...byCarlos }],
    });
  });

  it('adds up the estimated CO₂e by kind, month, cost center and traveller', async () => {
    const co2 = await report('co2');
    expect(co2).toMatchObject({ totalKg: 1_145, flightsKg: 1_070, hotelsKg: 75, trips: 5, perTripKg: 229 });
    expect(co2.byMonth).toHaveLength(12);
    expect(co2.byMonth[2]).toEqual({ month: '2020-03', kg: 1_020, trips: 2 });
    expect(co2.byCostCenter).toEqual([
      { costCenterId: ops, code: 'OPS-100', name: 'Operaciones', kg: 1_070, trips: 3 },
      { costCenterId: com, code: 'COM-200', name: 'Comercial', kg: 75, trips: 2 },
    ]);
    expect(co2.byTraveller[0]).toEqual({ userId: laura, name: 'Laura Gómez', kg: 1_070, trips: 3 });
  });

  it('answers again from its cache only while no booking of the company changed', async () => {
    const march = 'period=custom&from=2020-03-01&to=2020-03-31';
    expect((await report('spend', march)).totals.total).toBe(3_500_000);
    await t.database.db.insert(bookings).values({
      locator: 'REPNEW',
      companyId: andesId,
      userId: laura,
      type: 'hotel',
      status: 'emitted',
      supplier: 'builtin',
      details: {},
      total: 1_000,
      withinPolicy: true,
      paymentMethod: 'nomina',
      idempotencyKey: 'reports-new',
      costCenterId: ops,
      createdAt: at('2020-03-11T15:00:00Z'),
    });
    expect((await report('spend', march)).totals.total).toBe(3_501_000);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(bookings.locator, 'REPNEW'));
    expect((await report('spend', march)).totals.total).toBe(3_500_000);
  });

  it('are described in the OpenAPI document, from the shared schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const view of ['spend', 'policy', 'savings', 'approvals', 'co2', 'options']) {
      expect(document.paths[`/api/reports/${view}`]?.get?.tags).toEqual(['Informes']);
    }
    const parameters = document.paths['/api/reports/spend'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'period',
        'from',
        'to',
        'costCenterId',
        'travellerId',
        'travelGroupId',
        'type',
        'scope',
        'companyId',
      ]),
    );
  });

  it('offers the filters of the company', async () => {
    const response = await get('/api/reports/options', tokens.ana);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.companyId).toBe(andesId);
    expect(options.costCenters.map((center: { code: string }) => center.code)).toEqual([
      'COM-200',
      'OPS-100',
      'TEC-300',
    ]);
    expect(options.travelGroups).toEqual([{ id: groupId, name: 'Directivos' }]);
    expect(options.travellers).toContainEqual({ id: laura, name: 'Laura Gómez' });
  });

  it("is for the company's administrators and the operador naming a company, nobody else", async () => {
    for (const view of ['spend', 'policy', 'savings', 'approvals', 'co2', 'options']) {
      const url = `/api/reports/${view}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, tokens.laura)).statusCode).toBe(403);
      expect((await get(url, tokens.carlos)).statusCode).toBe(403);
      expect((await get(url, tokens.julian)).statusCode).toBe(403);
      // An administrator of another company: as if it did not exist.
      expect((await get(`${url}?companyId=${cafeId}`, tokens.ana)).statusCode).toBe(404);
      const unnamed = await get(url, tokens.operador);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().error.message).toBe('Elige una empresa.');
      expect((await get(`${url}?companyId=${andesId}`, tokens.operador)).statusCode).toBe(200);
    }
    const cafe = await report('spend', `${YEAR_2020}&companyId=${cafeId}`, tokens.operador);
    expect(cafe.totals).toMatchObject({ total: 5_000_000, bookings: 1 });
  });

  it('refuses a malformed period or filter in Spanish', async () => {
    const message = async (query: string) => {
      const response = await get(`/api/reports/spend?${query}`, tokens.ana);
      expect(response.statusCode).toBe(400);
      return response.json().error.message;
    };
    expect(await message('period=custom&from=2020-01-01')).toBe(
      'Para un periodo personalizado indica la fecha inicial y la final.',
    );
    expect(await message('period=custom&from=2020-02-01&to=2020-01-01')).toBe(
      'La fecha inicial no puede ser posterior a la final.',
    );
    expect(await message('period=ayer')).toBe(
      'El periodo debe ser this-month, last-month, this-year o custom.',
    );
    expect(await message('period=custom&from=2020-02-30&to=2020-03-01')).toBe(
      'La fecha inicial debe tener el formato AAAA-MM-DD.',
    );
    expect(await message('costCenterId=abc')).toBe('El centro de costos no es válido.');
    expect(await message('type=tren')).toBe('El tipo debe ser flight (vuelos) u hotel (hoteles).');
  });
});

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
        guest: {
          firstname: 'Laura',
          last_name: 'Gómez',
          documento: DEMO_USERS.laura.documento,
          email: DEMO_USERS.laura.email,
          phone: '+57 310 555 0101',
        },
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
