import { randomUUID } from 'node:crypto';
import { auditLog, bookings, companies, expenseTypes } from '@travesia/db';
import { addDays, type CatalogEntry, type FlightResult, toIsoDate } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  LAURA_PASSENGER,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const today = toIsoDate(new Date());

/** Project clients and expense types at checkout: chosen, required by the company, stored, listed, exported. */
describe.each(databases)('booking project client and expense type (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let costCenterId: number;
  /** The BOG–MDE flight every test books, chosen once. */
  let flightId: string;
  let clients: CatalogEntry[];
  let types: CatalogEntry[];

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const [andes] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Andes Energía S.A.S.'));
    andesId = andes?.id ?? 0;
    costCenterId = (await get('/api/centros-utilidad', tokens.laura)).json().data[0].id;
    clients = (await get('/api/clientes-proyecto', tokens.laura)).json().data;
    types = (await get('/api/admin/expense-types', tokens.laura)).json();
    flightId = (await currentOffer()).id;
  });

  /**
   * The BOG–MDE flight as a search offers it now: its price rises as its seats sell (each test books it), so
   * every booking starts from a fresh offer, as a traveller's would.
   */
  async function currentOffer(): Promise<FlightResult> {
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: {
        origin: 'BOG',
        destination: 'MDE',
        departureDate: addDays(today, 30),
        passengers: { adults: 1, children: 0, infants: 0 },
        nonStop: true,
        cabin: 'Y',
      },
    });
    const results = search.json<{ results: FlightResult[] }>().results;
    const found = results.find((result) => result.id === flightId) ?? results[0];
    if (!found) throw new Error('no flight BOG-MDE');
    return found;
  }
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const putRequirements = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/catalogs/requirements', headers: bearer(token), payload });

  let bookedPassengers = 0;
  /**
   * Laura books the BOG-MDE flight (within policy, so approved at once) with `extra` in the request, each time for
   * a passenger of her own documento: nobody may be booked twice on one flight.
   */
  async function bookFlight(extra: Record<string, unknown> = {}, key?: string) {
    const itinerary = await currentOffer();
    bookedPassengers += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/bookings/flight',
      headers: { ...bearer(tokens.laura), 'idempotency-key': key ?? `billing-${randomUUID()}` },
      payload: {
        booking_token: itinerary.booking_token,
        fareFamily: 'BASICA',
        passengers: [{ ...LAURA_PASSENGER, documento: `${LAURA_PASSENGER.documento}${bookedPassengers}` }],
        costCenterId,
        paymentMethod: 'nomina',
        expectedTotal: itinerary.fareFamilies.find((family) => family.code === 'BASICA')?.price,
        ...extra,
      },
    });
  }

  it('lets every member of the company read both lists and the requirements', async () => {
    expect(clients.map((client) => client.code)).toEqual(['ECOP-01', 'EPM-02']);
    expect(types.map((type) => type.code)).toEqual(['CAP', 'VIA-INT', 'VIA-NAL']);
    const requirements = await get('/api/catalogs/requirements', tokens.laura);
    expect(requirements.statusCode).toBe(200);
    expect(requirements.json()).toEqual({ 'project-clients': false, 'expense-types': false });
  });

  it('stores both choices and shows them on the booking, the lists and the queues', async () => {
    const [client] = clients;
    const type = types.find((candidate) => candidate.code === 'VIA-NAL');
    const response = await bookFlight({ projectClientId: client?.id, expenseTypeId: type?.id });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking.projectClient).toEqual(client);
    expect(booking.expenseType).toEqual(type);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ projectClientId: client?.id, expenseTypeId: type?.id });

    const detail = (await get(`/api/bookings/${booking.id}`, tokens.ana)).json();
    expect(detail).toMatchObject({ projectClient: client, expenseType: type });
    const lists = [
      `/api/bookings/documento/${LAURA_PASSENGER.documento}`,
      `/api/bookings/company/${andesId}`,
    ];
    for (const url of lists) {
      const found = (await get(url, tokens.ana))
        .json()
        .data.find((item: { id: string }) => item.id === booking.id);
      expect(found, url).toMatchObject({ projectClient: client, expenseType: type });
    }
    const approvals = (await get('/api/approvals?status=approved', tokens.carlos)).json().data;
    expect(approvals.find((item: { id: string }) => item.id === booking.id)).toMatchObject({
      projectClient: client,
      expenseType: type,
    });
    const queue = (await get('/api/emission-queue?pageSize=100', tokens.operador)).json().data;
    expect(queue.find((item: { id: string }) => item.id === booking.id)).toMatchObject({
      projectClient: client,
      expenseType: type,
    });

    const plain = await bookFlight();
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ projectClient: null, expenseType: null });
  });

  it('refuses another company’s or an inactive expense type, and a changed choice under the same key', async () => {
    const cafeType = (await get('/api/admin/expense-types', tokens.julian)).json()[0];
    const foreign = await bookFlight({ expenseTypeId: cafeType.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Elige un tipo de gasto de tu empresa.');

    const capacitacion = types.find((type) => type.code === 'CAP');
    await t.database.db
      .update(expenseTypes)
      .set({ isActive: false })
      .where(eq(expenseTypes.id, capacitacion?.id ?? 0));
    const inactive = await bookFlight({ expenseTypeId: capacitacion?.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.message).toBe('Elige un tipo de gasto de tu empresa.');
    await t.database.db
      .update(expenseTypes)
      .set({ isActive: true })
      .where(eq(expenseTypes.id, capacitacion?.id ?? 0));

    const key = `billing-${kind}-replayed`;
    expect((await bookFlight({ expenseTypeId: types[0]?.id }, key)).statusCode).toBe(201);
    const replayed = await bookFlight({ expenseTypeId: types[1]?.id }, key);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().error.code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('refuses a booking without a choice the company requires, until the administrator lifts it', async () => {
    expect((await putRequirements(tokens.laura, { 'expense-types': true })).statusCode).toBe(403);
    const operatorWithoutCompany = await putRequirements(tokens.operador, { 'expense-types': true });
    expect(operatorWithoutCompany.statusCode).toBe(400);

    const required = await putRequirements(tokens.ana, { 'project-clients': true, 'expense-types': true });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json()).toEqual({ 'project-clients': true, 'expense-types': true });
    expect((await get('/api/catalogs/requirements', tokens.laura)).json()).toEqual(required.json());
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'company.catalog_requirements.update'), eq(auditLog.companyId, andesId)),
      );
    expect(audit?.details).toEqual({
      changes: {
        'project-clients': { from: false, to: true },
        'expense-types': { from: false, to: true },
      },
    });

    const noClient = await bookFlight({ expenseTypeId: types[0]?.id });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().error.message).toBe('Elige el cliente del proyecto.');
    const noType = await bookFlight({ projectClientId: clients[0]?.id });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.message).toBe('Elige el tipo de gasto.');
    const both = await bookFlight({ projectClientId: clients[0]?.id, expenseTypeId: types[0]?.id });
    expect(both.statusCode, both.body).toBe(201);

    // Julian's company requires nothing: Andes's setting is its own.
    expect((await get('/api/catalogs/requirements', tokens.julian)).json()).toEqual({
      'project-clients': false,
      'expense-types': false,
    });

    const byOperator = await putRequirements(tokens.operador, {
      companyId: andesId,
      'project-clients': false,
      'expense-types': false,
    });
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    const afterLifted = await bookFlight();
    expect(afterLifted.statusCode, afterLifted.body).toBe(201);
  });

  it('exports the company’s bookings with the project client and the expense type', async () => {
    const type = types.find((candidate) => candidate.code === 'VIA-NAL');
    const booked = await bookFlight({ projectClientId: clients[0]?.id, expenseTypeId: type?.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const response = await get(`/api/bookings/company/${andesId}/export`, tokens.ana);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="reservas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header?.split(';')).toEqual([
      'Localizador',
      'Tipo',
      'Estado',
      'Viajero',
      'Documento',
      'Reservada por',
      'Viaje',
      'Detalle',
      'Inicio',
      'Fin',
      'Total (COP)',
      'Política',
      'Centro de costos',
      'Cliente del proyecto',
      'Tipo de gasto',
      'Medio de pago',
      'Reservada el',
    ]);
    const withBoth = lines.find((line) => line.startsWith(`${booked.json().locator};`));
    expect(withBoth).toContain(
      ';COM-200 Comercial;ECOP-01 Ecopetrol – Parque solar Meta;VIA-NAL Viáticos nacionales;Descuento por nómina;',
    );
    expect(withBoth).toMatch(/^[A-Z0-9]{6};Vuelo;Aprobada;Laura Gómez;1020304050;Laura Gómez;/);

    const hotelsOnly = await get(`/api/bookings/company/${andesId}/export?type=hotel`, tokens.ana);
    expect(hotelsOnly.body).not.toContain(';Vuelo;');
    expect((await get(`/api/bookings/company/${andesId}/export`, tokens.laura)).statusCode).toBe(403);
    expect((await get(`/api/bookings/company/${andesId}/export`, tokens.julian)).statusCode).toBe(404);
  });
});
