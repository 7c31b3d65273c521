import { bookings } from '@travesia/db';
import { buildHotelDetails } from '@travesia/domain/testing/stored-details';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { at, useReportsApp, YEAR_2020 } from './helpers/report-fixtures';
import { databases } from './helpers/test-app';

describe.each(databases)('reports (%s)', (kind) => {
  const { suite, get, report } = useReportsApp(kind);

  it("sums the year's spend by month, cost center against its budget, traveller, airline, hotel, route and destination", async () => {
    const spend = await report('spend');
    expect(spend).toMatchObject({ companyId: suite.andesId, from: '2020-01-01', to: '2020-12-31' });
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
        costCenterId: suite.ops,
        code: 'OPS-100',
        name: 'Operaciones',
        total: 3_600_000,
        bookings: 3,
        yearTotal: 3_600_000,
        yearlyBudget: 60_000_000,
        budgetUsed: 0.06,
      },
      {
        costCenterId: suite.com,
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
      { userId: suite.laura, name: 'Laura Gómez', total: 3_600_000, bookings: 3 },
      { userId: suite.ana, name: 'Ana Martínez', total: 1_500_000, bookings: 2 },
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
    // Named cities, each once: the stay booked by EOH counts in Medellín (MDE).
    expect(spend.topDestinations).toEqual([
      { destination: 'MAD', name: 'Madrid, España', total: 3_000_000, bookings: 1 },
      { destination: 'MDE', name: 'Medellín, Colombia', total: 1_200_000, bookings: 3 },
      { destination: 'CTG', name: 'Cartagena, Colombia', total: 900_000, bookings: 1 },
    ]);
  });

  it('filters by cost center, traveller, travel group, kind and national or international', async () => {
    const total = async (query: string) => (await report('spend', `${YEAR_2020}&${query}`)).totals.total;
    expect(await total(`costCenterId=${suite.com}`)).toBe(1_500_000);
    expect(await total(`travellerId=${suite.laura}`)).toBe(3_600_000);
    expect(await total(`travelGroupId=${suite.groupId}`)).toBe(1_500_000);
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
          reasonId: suite.clientReason,
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
          userId: suite.laura,
          name: 'Laura Gómez',
          trips: 3,
          outOfPolicy: 1,
          shortNotice: 1,
          shareWithinPolicy: 0.6667,
        },
        {
          userId: suite.ana,
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
      byTraveller: [{ userId: suite.laura, name: 'Laura Gómez', flights: 2, missedSavings: 100_000 }],
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
      byApprover: [{ approverId: suite.carlos, name: 'Carlos Restrepo', ...byCarlos }],
    });
  });

  it('adds up the estimated CO₂e by kind, month, cost center and traveller', async () => {
    const co2 = await report('co2');
    expect(co2).toMatchObject({ totalKg: 1_145, flightsKg: 1_070, hotelsKg: 75, trips: 5, perTripKg: 229 });
    expect(co2.byMonth).toHaveLength(12);
    expect(co2.byMonth[2]).toEqual({ month: '2020-03', kg: 1_020, trips: 2 });
    expect(co2.byCostCenter).toEqual([
      { costCenterId: suite.ops, code: 'OPS-100', name: 'Operaciones', kg: 1_070, trips: 3 },
      { costCenterId: suite.com, code: 'COM-200', name: 'Comercial', kg: 75, trips: 2 },
    ]);
    expect(co2.byTraveller[0]).toEqual({ userId: suite.laura, name: 'Laura Gómez', kg: 1_070, trips: 3 });
  });

  it('answers again from its cache only while no booking of the company changed', async () => {
    const march = 'period=custom&from=2020-03-01&to=2020-03-31';
    expect((await report('spend', march)).totals.total).toBe(3_500_000);
    await suite.t.database.db.insert(bookings).values({
      locator: 'REPNEW',
      companyId: suite.andesId,
      userId: suite.laura,
      bookedBy: suite.laura,
      type: 'hotel',
      status: 'emitted',
      supplier: 'builtin',
      details: buildHotelDetails(),
      total: 1_000,
      withinPolicy: true,
      paymentMethod: 'nomina',
      idempotencyKey: 'reports-new',
      costCenterId: suite.ops,
      createdAt: at('2020-03-11T15:00:00Z'),
    });
    expect((await report('spend', march)).totals.total).toBe(3_501_000);
    await suite.t.database.db
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(bookings.locator, 'REPNEW'));
    expect((await report('spend', march)).totals.total).toBe(3_500_000);
  });

  it('are described in the OpenAPI document, from the shared schemas', async () => {
    const document = (await suite.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
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
    const response = await get('/api/reports/options', suite.tokens.ana);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.companyId).toBe(suite.andesId);
    expect(options.costCenters.map((center: { code: string }) => center.code)).toEqual([
      'COM-200',
      'OPS-100',
      'TEC-300',
    ]);
    expect(options.travelGroups).toEqual([{ id: suite.groupId, name: 'Directivos' }]);
    expect(options.travellers).toContainEqual({ id: suite.laura, name: 'Laura Gómez' });
  });

  it("is for the company's administrators and the operador naming a company, nobody else", async () => {
    for (const view of ['spend', 'policy', 'savings', 'approvals', 'co2', 'options']) {
      const url = `/api/reports/${view}`;
      expect((await suite.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, suite.tokens.laura)).statusCode).toBe(403);
      expect((await get(url, suite.tokens.carlos)).statusCode).toBe(403);
      expect((await get(url, suite.tokens.julian)).statusCode).toBe(403);
      // An administrator of another company: as if it did not exist.
      expect((await get(`${url}?companyId=${suite.cafeId}`, suite.tokens.ana)).statusCode).toBe(404);
      const unnamed = await get(url, suite.tokens.operador);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().error.message).toBe('Elige una empresa.');
      expect((await get(`${url}?companyId=${suite.andesId}`, suite.tokens.operador)).statusCode).toBe(200);
    }
    const cafe = await report('spend', `${YEAR_2020}&companyId=${suite.cafeId}`, suite.tokens.operador);
    expect(cafe.totals).toMatchObject({ total: 5_000_000, bookings: 1 });
  });

  it('refuses a malformed period or filter in Spanish', async () => {
    const message = async (query: string) => {
      const response = await get(`/api/reports/spend?${query}`, suite.tokens.ana);
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
      'El periodo debe ser last-30-days, this-month, last-month, this-year o custom.',
    );
    expect(await message('period=custom&from=2020-02-30&to=2020-03-01')).toBe(
      'La fecha inicial debe tener el formato AAAA-MM-DD.',
    );
    expect(await message('costCenterId=abc')).toBe('El centro de costos no es válido.');
    expect(await message('type=tren')).toBe('El tipo debe ser flight (vuelos) u hotel (hoteles).');
  });
});
