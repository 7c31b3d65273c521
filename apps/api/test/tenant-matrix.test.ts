import { auditLog, bookings, companies, users } from '@travesia/db';
import { addDays, hasRoleAtLeast, type Role, toIsoDate } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  type CompanyKey,
  otherCompanyOf,
  PEOPLE,
  ROUTES,
  type Route,
  type UserKey,
} from './helpers/tenant-matrix-routes';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

/**
 * Every endpoint whose company comes from a `companyId` (query or body) rather than the path. One rule for all
 * (resolveTargetCompany): everyone gets their own company and naming another is a 404; the operador must name
 * an existing company, and without one gets a 400, never the agency's own.
 */
interface CompanyScopedEndpoint {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** Below this role the endpoint answers 403 whatever the company. */
  minRole?: Role;
  /** Writes name the company in the body, under this key; reads in the query. */
  body?: { payload: object; companyKey: 'companyId' | 'company_id' };
  /** Below administrador, only one's own records: naming even one's own company is refused. */
  isOwnOnlyBelowAdmin?: boolean;
}

const NEXT_YEAR = new Date().getFullYear() + 1;
const COMPANY_SCOPED: CompanyScopedEndpoint[] = [
  { method: 'GET', url: '/api/payment/cards' },
  { method: 'GET', url: '/api/payment/payroll-export?period=2026-05', minRole: 'administrador' },
  { method: 'GET', url: '/api/spend/month', minRole: 'administrador' },
  { method: 'GET', url: '/api/company-setup', minRole: 'administrador' },
  { method: 'GET', url: '/api/corporate-hotels', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/cost-centers', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/catalogs/project-clients', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/catalogs/expense-types', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/catalogs/requirements', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/travel-groups', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/travel-groups/members', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/out-of-policy-reasons' },
  { method: 'GET', url: '/api/user-approvers', isOwnOnlyBelowAdmin: true },
  { method: 'GET', url: '/api/admin/scim-token', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/fiscal-profile', minRole: 'administrador' },
  { method: 'GET', url: '/api/admin/agency-fees', minRole: 'administrador' },
  {
    method: 'POST',
    url: '/api/payment/cards',
    minRole: 'administrador',
    body: {
      payload: {
        number: '5105 1051 0510 5100',
        expMonth: 9,
        expYear: NEXT_YEAR,
        cvc: '7319',
        holder: 'Matriz',
      },
      companyKey: 'companyId',
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/catalogs/requirements',
    minRole: 'administrador',
    body: { payload: { 'expense-types': false }, companyKey: 'companyId' },
  },
  {
    method: 'PUT',
    url: '/api/payment/payroll-settings',
    minRole: 'administrador',
    body: { payload: { enabled: true }, companyKey: 'companyId' },
  },
  {
    method: 'POST',
    url: '/api/corporate-hotels',
    minRole: 'administrador',
    body: {
      payload: {
        name: 'Hotel Matriz',
        iata: 'BOG',
        address: 'Calle 1 # 2-3',
        latitude: 4.6,
        longitude: -74,
        stars: 3,
        images: ['/hotel-images/fachada-4.svg'],
        nightlyRate: 200_000,
      },
      companyKey: 'companyId',
    },
  },
  {
    method: 'POST',
    url: '/api/admin/cost-centers',
    minRole: 'administrador',
    body: { payload: { code: 'MTZ-1', name: 'Matriz', budget: 1_000_000 }, companyKey: 'companyId' },
  },
  {
    method: 'POST',
    url: '/api/admin/catalogs/project-clients',
    minRole: 'administrador',
    body: { payload: { code: 'MTZ-1', name: 'Matriz' }, companyKey: 'companyId' },
  },
  {
    method: 'POST',
    url: '/api/admin/travel-groups',
    minRole: 'administrador',
    body: { payload: { name: 'Matriz' }, companyKey: 'company_id' },
  },
  {
    method: 'POST',
    url: '/api/admin/out-of-policy-reasons',
    minRole: 'administrador',
    body: { payload: { code: 'MTZ', label: 'Matriz' }, companyKey: 'company_id' },
  },
  {
    method: 'PUT',
    url: '/api/admin/fiscal-profile',
    minRole: 'administrador',
    body: {
      payload: {
        nit: '800197268',
        checkDigit: 4,
        legalName: 'Matriz S.A.S.',
        personType: 'juridica',
        responsibilities: ['R-99-PN'],
        taxScheme: 'ZZ',
        municipalityCode: '11001',
        billingEmail: 'facturas@matriz.co',
        withholdsIncomeTax: false,
        withholdsIca: false,
      },
      companyKey: 'companyId',
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/agency-fees',
    minRole: 'operador',
    body: {
      payload: { fees: { 'national-flight': 1, 'international-flight': 2, hotel: 3, change: 4 } },
      companyKey: 'companyId',
    },
  },
  {
    method: 'POST',
    url: '/api/admin/scim-token',
    minRole: 'administrador',
    body: { payload: {}, companyKey: 'companyId' },
  },
  {
    method: 'POST',
    url: '/api/admin/policies',
    minRole: 'administrador',
    body: {
      payload: { kind: 'hotel', type: 'AMBOS', time_min: 1, price_max: 100_000 },
      companyKey: 'company_id',
    },
  },
];

/** Which company the request names: none, the user's own, another one, or one that does not exist. */
type NamedCompany = 'none' | 'own' | 'other' | 'missing';

function companyScopedRequest(endpoint: CompanyScopedEndpoint, companyId: number | undefined): InjectOptions {
  if (endpoint.body) {
    const { payload, companyKey } = endpoint.body;
    return {
      method: endpoint.method,
      url: endpoint.url,
      payload: companyId === undefined ? payload : { ...payload, [companyKey]: companyId },
    };
  }
  const separator = endpoint.url.includes('?') ? '&' : '?';
  return {
    method: endpoint.method,
    url: companyId === undefined ? endpoint.url : `${endpoint.url}${separator}companyId=${companyId}`,
  };
}

function companyScopedExpected(endpoint: CompanyScopedEndpoint, role: Role, named: NamedCompany): number {
  if (endpoint.minRole && !hasRoleAtLeast(role, endpoint.minRole)) return 403;
  if (role === 'operador') return { none: 400, own: 200, other: 200, missing: 404 }[named];
  if (named === 'other' || named === 'missing') return 404;
  if (named === 'own' && endpoint.isOwnOnlyBelowAdmin && !hasRoleAtLeast(role, 'administrador')) return 403;
  return 200;
}

/**
 * Reads are checked for every user and named company. Writes only where they fail before writing (the operador
 * without or with a missing company, anyone naming another company, roles below the endpoint's), so the matrix
 * creates nothing.
 */
function companyScopedRoutes(endpoint: CompanyScopedEndpoint): Route[] {
  const namings: NamedCompany[] = ['none', 'own', 'other', 'missing'];
  return namings.map((named) => ({
    name: `${endpoint.method} ${endpoint.url} (company: ${named})`,
    appliesTo: (user: UserKey) => {
      const role = PEOPLE[user].role;
      if (role === 'operador' && named === 'own') return false;
      if (!endpoint.body) return true;
      const expected = companyScopedExpected(endpoint, role, named);
      return expected !== 200;
    },
    request: (user: UserKey, ids: Record<CompanyKey, number>) =>
      companyScopedRequest(
        endpoint,
        {
          none: undefined,
          own: ids[PEOPLE[user].company],
          other: ids[otherCompanyOf(user)],
          missing: 999_999,
        }[named],
      ),
    expected: (role: Role) => companyScopedExpected(endpoint, role, named),
  }));
}

const MATRIX = (Object.keys(PEOPLE) as UserKey[]).flatMap((user) =>
  [...ROUTES, ...COMPANY_SCOPED.flatMap(companyScopedRoutes)]
    .filter((route) => route.appliesTo?.(user) ?? true)
    .map((route) => [user, route.name, route.expected(PEOPLE[user].role), route] as const),
);

describe.each(databases)('role and tenant matrix (%s)', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<UserKey, string>;
  const ids = {} as Record<CompanyKey, number>;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    for (const user of Object.keys(PEOPLE) as UserKey[]) {
      tokens[user] = await login(t.app, DEMO_USERS[user].email);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens[user]) });
      ids[PEOPLE[user].company] = me.json().data.id_company;
    }
  });
  afterAll(() => t.close());

  const send = (user: UserKey, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[user]) } });

  it.each(MATRIX)('%s: %s answers %i', async (user, _name, expected, route) => {
    const response = await send(user, route.request(user, ids));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 403) {
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'No tienes permiso para realizar esta acción.' },
      });
    }
    if (expected === 404) expect(response.json().error.code).toBe('NOT_FOUND');
    if (expected === 400) expect(response.json().error.message).toBe('Elige una empresa.');
  });

  it("answers another company's traveller as missing on every read and booking made for someone (decision 069)", async () => {
    const idOf = async (user: UserKey) =>
      (await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS[user].email)))[0]?.id ?? 0;
    const before = (await t.database.db.select().from(bookings)).length;
    for (const user of Object.keys(PEOPLE) as UserKey[]) {
      const elsewhere = await idOf(PEOPLE[user].company === 'cafe' ? 'laura' : 'julian');
      for (const url of [
        '/api/me/policy-rules',
        '/api/payment/options',
        '/api/centros-utilidad',
        '/api/me/profile',
      ]) {
        const response = await send(user, { method: 'GET', url: `${url}?travellerId=${elsewhere}` });
        expect(response.statusCode, `${user} ${url}`).toBe(404);
      }
      const stay = {
        checkIn: addDays(toIsoDate(new Date()), 30),
        checkOut: addDays(toIsoDate(new Date()), 32),
      };
      const booking = await send(user, {
        method: 'POST',
        url: '/api/bookings/hotel',
        headers: { 'idempotency-key': `matrix-${user}-for-elsewhere` },
        payload: {
          hotelCode: 'H-NONE',
          roomCode: 'R-NONE',
          ...stay,
          rooms: 1,
          adults: 1,
          guest: {
            firstname: 'A',
            last_name: 'B',
            documento: '123456',
            email: 'a@b.co',
            phone: '+57 300 123 4567',
          },
          costCenterId: 1,
          paymentMethod: 'nomina',
          expectedTotal: 1000,
          travellerId: elsewhere,
        },
      });
      // The traveller is looked up before anything else of the booking.
      expect(booking.statusCode, `${user} booking ${booking.body}`).toBe(404);
      expect(booking.json().error.message).toBe('Usuario no encontrado.');
    }
    expect((await t.database.db.select().from(bookings)).length).toBe(before);
  });

  it('lists every company to the operador and only their own to everyone else', async () => {
    const names = async (user: UserKey) =>
      (await send(user, { method: 'GET', url: '/api/companies' }))
        .json()
        .data.map((company: { name: string }) => company.name);
    expect(await names('operador')).toEqual([
      'Andes Energía S.A.S.',
      'Café del Sur S.A.S.',
      'Travesía Operaciones',
    ]);
    expect(await names('ana')).toEqual(['Andes Energía S.A.S.']);
    expect(await names('julian')).toEqual(['Café del Sur S.A.S.']);
  });

  it('reports another company exactly like one that does not exist', async () => {
    const other = await send('ana', { method: 'GET', url: `/api/companies/${ids.cafe}` });
    const missing = await send('ana', { method: 'GET', url: '/api/companies/999999' });
    expect(other.json()).toEqual(missing.json());
    expect(other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Empresa no encontrada.' } });
  });

  it("does not let Andes' administrator change Café del Sur", async () => {
    const response = await send('ana', {
      method: 'PATCH',
      url: `/api/companies/${ids.cafe}`,
      payload: { name: 'Hackeado S.A.S.' },
    });
    expect(response.statusCode).toBe(404);
    const [cafe] = await t.database.db.select().from(companies).where(eq(companies.id, ids.cafe));
    expect(cafe?.name).toBe('Café del Sur S.A.S.');
  });

  it("hides Andes' users from Café del Sur's traveller", async () => {
    const response = await send('julian', {
      method: 'GET',
      url: `/api/admin/user?documento=${DEMO_USERS.laura.documento}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Usuario no encontrado.' } });
  });

  it('lets the operator read both companies and their users', async () => {
    for (const company of ['andes', 'cafe'] as const) {
      expect(
        (await send('operador', { method: 'GET', url: `/api/companies/${ids[company]}` })).statusCode,
      ).toBe(200);
      const list = await send('operador', { method: 'GET', url: `/api/users/company/${ids[company]}` });
      expect(list.json().data.length).toBeGreaterThan(0);
    }
  });

  it('updates the company, answers it in the spec shape and audits the changed fields', async () => {
    // Another case reads Andes' seeded name: the company gets it back even when an assertion here fails.
    const [andes] = await t.database.db.select().from(companies).where(eq(companies.id, ids.andes));
    onTestFinished(async () => {
      await t.database.db
        .update(companies)
        .set({ name: andes?.name, description: andes?.description })
        .where(eq(companies.id, ids.andes));
    });
    const response = await send('ana', {
      method: 'PATCH',
      url: `/api/companies/${ids.andes}`,
      payload: { name: 'Andes Energía Renovable S.A.S.', description: '', city: 'Bogotá' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.andes,
      name: 'Andes Energía Renovable S.A.S.',
      description: null,
      city: 'Bogotá',
      tax_id: '900123456-8',
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.update'), eq(auditLog.companyId, ids.andes)));
    const last = entries.at(-1);
    expect(last?.entity).toBe('company');
    expect(last?.details).toMatchObject({
      changes: {
        name: { from: 'Andes Energía S.A.S.', to: 'Andes Energía Renovable S.A.S.' },
        description: { to: null },
      },
    });
    expect(Object.keys((last?.details as { changes?: object } | null)?.changes ?? {})).not.toContain('city');
  });

  it('validates company updates in Spanish', async () => {
    const patch = (payload: object) =>
      send('ana', { method: 'PATCH', url: `/api/companies/${ids.andes}`, payload });
    expect((await patch({})).json().error.message).toBe('Indica al menos un campo para actualizar.');
    expect((await patch({ name: 'A' })).json().error.message).toBe(
      'El nombre de la empresa debe tener al menos 2 caracteres.',
    );
    expect((await patch({ logo_url: 'javascript:alert(1)' })).json().error.message).toBe(
      'El logo debe ser una imagen subida a Travesía.',
    );
    expect((await patch({ email: 'no-es-correo' })).json().error.message).toBe(
      'Ingresa un correo electrónico válido.',
    );
  });
});
