import { auditLog, bookings, costCenters, users } from '@travesia/db';
import type { BookingStatus } from '@travesia/domain';
import { buildHotelDetails } from '@travesia/domain/testing/stored-details';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfBudgetYear } from '../src/modules/cost-centers/service';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const COMPANY_NOT_FOUND = 'Empresa no encontrada.';
/** Andes Energía's cost centers in the demo data. */
const SEEDED_CENTERS = ['COM-200', 'OPS-100', 'TEC-300'];

interface CostCenterBody {
  id: number;
  companyId: number;
  code: string;
  name: string;
  budget: number | null;
  booked: number;
  isActive: boolean;
}

describe.each(databases)('cost center, project client and expense type admin (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function centers(token: string, query = ''): Promise<CostCenterBody[]> {
    const response = await request('GET', `/api/admin/cost-centers${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function cafeId(): Promise<number> {
    return (await userIdOf(DEMO_USERS.julian.email)).companyId;
  }

  async function userIdOf(email: string): Promise<{ id: number; companyId: number }> {
    const [row] = await t.database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  it('lists every center of the company with its budget and what this year’s live bookings spent', async () => {
    const laura = await userIdOf(DEMO_USERS.laura.email);
    const listed = await centers(tokens.ana);
    // Another case adds a center of its own to the company: all of its centers are listed, in code order, and
    // the seeded ones with their budgets and nothing booked yet.
    const stored = await t.database.db
      .select({ code: costCenters.code })
      .from(costCenters)
      .where(eq(costCenters.companyId, laura.companyId))
      .orderBy(asc(costCenters.code));
    expect(listed.map((center) => center.code)).toEqual(stored.map((center) => center.code));
    const seeded = listed.filter((center) => SEEDED_CENTERS.includes(center.code));
    expect(seeded.map((center) => [center.code, center.budget, center.booked, center.isActive])).toEqual([
      ['COM-200', 45_000_000, 0, true],
      ['OPS-100', 60_000_000, 0, true],
      ['TEC-300', 30_000_000, 0, true],
    ]);

    const ops = listed.find((center) => center.code === 'OPS-100');
    const lastYear = new Date(startOfBudgetYear().getTime() - 86_400_000);
    const booking = (locator: string, status: BookingStatus, total: number, createdAt?: Date) => ({
      locator,
      companyId: laura.companyId,
      userId: laura.id,
      bookedBy: laura.id,
      type: 'hotel' as const,
      status,
      supplier: 'builtin',
      details: buildHotelDetails(),
      total,
      withinPolicy: true,
      paymentMethod: 'nomina' as const,
      idempotencyKey: `cc-test-${locator}`,
      costCenterId: ops?.id,
      ...(createdAt ? { createdAt } : {}),
    });
    await t.database.db
      .insert(bookings)
      .values([
        booking('CCT001', 'approved', 500_000),
        booking('CCT002', 'emitted', 250_000),
        booking('CCT003', 'pending_approval', 120_000),
        booking('CCT004', 'rejected', 300_000),
        booking('CCT005', 'cancelled', 200_000),
        booking('CCT006', 'approved', 1_000_000, lastYear),
      ]);
    const after = await centers(tokens.ana);
    expect(after.find((center) => center.code === 'OPS-100')?.booked).toBe(870_000);
    expect(after.find((center) => center.code === 'COM-200')?.booked).toBe(0);

    // Laura's checkout reads the same share of each budget, and starts with the center she last charged.
    const forLaura = await request('GET', '/api/centros-utilidad', tokens.laura);
    expect(forLaura.statusCode, forLaura.body).toBe(200);
    const bookable: { code: string; budgetUsed: number | null }[] = forLaura.json().data;
    expect(bookable.find((center) => center.code === 'OPS-100')?.budgetUsed).toBeCloseTo(
      870_000 / 60_000_000,
    );
    expect(bookable.find((center) => center.code === 'COM-200')?.budgetUsed).toBe(0);
    expect(forLaura.json().lastUsedId).toBe(ops?.id);
    const forCarlos = await request('GET', '/api/centros-utilidad', tokens.carlos);
    expect(forCarlos.json().lastUsedId).toBeNull();
  });

  it('creates, edits and deactivates a center; the booking forms follow; every change is audited', async () => {
    const created = await request('POST', '/api/admin/cost-centers', tokens.ana, {
      code: 'mkt-400',
      name: '  Mercadeo  ',
      budget: 12_500_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const center: CostCenterBody = created.json();
    expect(center).toMatchObject({
      code: 'MKT-400',
      name: 'Mercadeo',
      budget: 12_500_000,
      booked: 0,
      isActive: true,
    });

    const forLaura = await request('GET', '/api/centros-utilidad', tokens.laura);
    expect(forLaura.json().data).toContainEqual({
      id: center.id,
      code: 'MKT-400',
      name: 'Mercadeo',
      budgetUsed: 0,
    });

    const edited = await request('PATCH', `/api/admin/cost-centers/${center.id}`, tokens.ana, {
      name: 'Mercadeo y marca',
      budget: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Mercadeo y marca', budget: null });

    const deactivated = await request('PATCH', `/api/admin/cost-centers/${center.id}`, tokens.ana, {
      isActive: false,
    });
    expect(deactivated.json().isActive).toBe(false);
    const afterDeactivation = await request('GET', '/api/centros-utilidad', tokens.laura);
    expect(afterDeactivation.json().data.map((entry: { id: number }) => entry.id)).not.toContain(center.id);
    expect((await centers(tokens.ana)).map((entry) => entry.code)).toContain('MKT-400');

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cost_center'), eq(auditLog.entityId, String(center.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'cost_center.create',
      'cost_center.deactivate',
      'cost_center.update',
    ]);
    const update = entries.find((entry) => entry.action === 'cost_center.update');
    expect(update?.details).toEqual({
      changes: {
        name: { from: 'Mercadeo', to: 'Mercadeo y marca' },
        budget: { from: 12_500_000, to: null },
      },
    });
    expect(update?.actorUserId).toBe((await userIdOf(DEMO_USERS.ana.email)).id);
  });

  it('refuses a code already used in the company with a Spanish 409, but not in another company', async () => {
    const duplicate = await request('POST', '/api/admin/cost-centers', tokens.ana, {
      code: 'ops-100',
      name: 'Otra operación',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Ya existe un centro de costos con ese código en la empresa.',
    });
    const com = (await centers(tokens.ana)).find((center) => center.code === 'COM-200');
    const renamed = await request('PATCH', `/api/admin/cost-centers/${com?.id}`, tokens.ana, {
      code: 'TEC-300',
    });
    expect(renamed.statusCode).toBe(409);

    const cafeId = (await userIdOf(DEMO_USERS.julian.email)).companyId;
    const elsewhere = await request('POST', '/api/admin/cost-centers', tokens.operador, {
      code: 'OPS-100',
      name: 'Operaciones',
      companyId: cafeId,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json().companyId).toBe(cafeId);
  });

  it('validates the center in Spanish', async () => {
    const cases: [object, string][] = [
      [{ code: '', name: 'Ventas' }, 'Indica el código.'],
      [
        { code: 'con espacio', name: 'Ventas' },
        'El código debe tener entre 1 y 20 letras, números o guiones.',
      ],
      [{ code: 'VEN-1', name: 'V' }, 'El nombre debe tener entre 2 y 80 caracteres.'],
      [
        { code: 'VEN-1', name: 'Ventas', budget: -1 },
        'El presupuesto debe ser un valor en pesos, sin decimales, mayor o igual a cero.',
      ],
      [
        { code: 'VEN-1', name: 'Ventas', budget: 1500.5 },
        'El presupuesto debe ser un valor en pesos, sin decimales, mayor o igual a cero.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await request('POST', '/api/admin/cost-centers', tokens.ana, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const [first] = await centers(tokens.ana);
    const empty = await request('PATCH', `/api/admin/cost-centers/${first?.id}`, tokens.ana, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Indica al menos un dato para cambiar.');
    const badId = await request('PATCH', '/api/admin/cost-centers/abc', tokens.ana, { name: 'Ventas' });
    expect(badId.json().error.message).toBe('El identificador no es válido.');
  });

  it('keeps travellers and approvers out (403) and other companies’ centers hidden (404)', async () => {
    for (const token of [tokens.laura, tokens.carlos]) {
      expect((await request('GET', '/api/admin/cost-centers', token)).statusCode).toBe(403);
      expect(
        (await request('POST', '/api/admin/cost-centers', token, { code: 'X-1', name: 'Equis' })).statusCode,
      ).toBe(403);
    }
    const andesCenter = (await centers(tokens.ana))[0];
    const julianAdmin = await request('PATCH', `/api/admin/cost-centers/${andesCenter?.id}`, tokens.julian, {
      name: 'Robado',
    });
    expect(julianAdmin.statusCode).toBe(403);

    // An administrator of Café del Sur (promoted for the test) sees none of Andes' centers.
    await t.database.db
      .update(users)
      .set({ role: 'administrador' })
      .where(eq(users.email, DEMO_USERS.julian.email));
    try {
      const cafeCenters = await centers(tokens.julian);
      expect(cafeCenters.map((center) => center.code)).not.toContain('COM-200');
      const hidden = await request('PATCH', `/api/admin/cost-centers/${andesCenter?.id}`, tokens.julian, {
        name: 'Robado',
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.message).toBe('Centro de costos no encontrado.');
      const andesId = (await userIdOf(DEMO_USERS.ana.email)).companyId;
      const foreignCreate = await request('POST', '/api/admin/cost-centers', tokens.julian, {
        code: 'INTRUSO',
        name: 'Intruso',
        companyId: andesId,
      });
      expect(foreignCreate.statusCode).toBe(404);
      // Naming another company's list is a 404 too, not an empty list.
      const foreignList = await request('GET', `/api/admin/cost-centers?companyId=${andesId}`, tokens.julian);
      expect(foreignList.statusCode).toBe(404);
      expect(foreignList.json().error.message).toBe(COMPANY_NOT_FOUND);
      const hugeId = await request('PATCH', '/api/admin/cost-centers/2147483648', tokens.julian, {
        name: 'Xx',
      });
      expect(hugeId.statusCode).toBe(400);
      expect(hugeId.json().error.message).toBe('El identificador no es válido.');
    } finally {
      await t.database.db
        .update(users)
        .set({ role: 'viajero' })
        .where(eq(users.email, DEMO_USERS.julian.email));
    }
  });

  describe('project clients and expense types', () => {
    it('serves the active entries of the caller’s company to every user', async () => {
      const clients = await request('GET', '/api/clientes-proyecto', tokens.laura);
      expect(clients.statusCode).toBe(200);
      expect(clients.json().data.map((entry: { code: string }) => entry.code)).toEqual(['ECOP-01', 'EPM-02']);
      const types = await request('GET', '/api/admin/expense-types', tokens.julian);
      expect(types.statusCode).toBe(200);
      expect(Array.isArray(types.json())).toBe(true);
      expect(types.json().map((entry: { code: string }) => entry.code)).toEqual(['COM', 'FER']);
      expect((await t.app.inject({ method: 'GET', url: '/api/clientes-proyecto' })).statusCode).toBe(401);
    });

    it.each([
      [
        'project-clients',
        '/api/clientes-proyecto',
        'Ya existe un cliente de proyecto con ese código en la empresa.',
      ],
      [
        'expense-types',
        '/api/admin/expense-types',
        'Ya existe un tipo de gasto con ese código en la empresa.',
      ],
    ])(
      'lets the administrator keep %s, audited, with duplicates refused',
      async (catalog, readUrl, duplicateMessage) => {
        const base = `/api/admin/catalogs/${catalog}`;
        const created = await request('POST', base, tokens.ana, { code: 'nuevo-1', name: 'Registro nuevo' });
        expect(created.statusCode, created.body).toBe(201);
        const entry = created.json();
        expect(entry).toMatchObject({ code: 'NUEVO-1', name: 'Registro nuevo', isActive: true });

        const duplicate = await request('POST', base, tokens.ana, { code: 'NUEVO-1', name: 'Otro' });
        expect(duplicate.statusCode).toBe(409);
        expect(duplicate.json().error.message).toBe(duplicateMessage);

        const read = async () => {
          const body = (await request('GET', readUrl, tokens.laura)).json();
          return (Array.isArray(body) ? body : body.data).map((item: { code: string }) => item.code);
        };
        expect(await read()).toContain('NUEVO-1');
        const deactivated = await request('PATCH', `${base}/${entry.id}`, tokens.ana, { isActive: false });
        expect(deactivated.statusCode).toBe(200);
        expect(await read()).not.toContain('NUEVO-1');
        const managed = (await request('GET', base, tokens.ana)).json().data;
        expect(managed).toContainEqual(expect.objectContaining({ code: 'NUEVO-1', isActive: false }));

        const renamed = await request('PATCH', `${base}/${entry.id}`, tokens.ana, { name: 'R' });
        expect(renamed.statusCode).toBe(400);
        expect(renamed.json().error.message).toBe('El nombre debe tener entre 2 y 80 caracteres.');

        expect((await request('GET', base, tokens.laura)).statusCode).toBe(403);
        expect((await request('POST', base, tokens.carlos, { code: 'X', name: 'Equis' })).statusCode).toBe(
          403,
        );
        const entity = catalog === 'project-clients' ? 'project_client' : 'expense_type';
        const entries = await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entry.id))));
        expect(entries.map((row) => row.action).sort()).toEqual([`${entity}.create`, `${entity}.deactivate`]);

        await t.database.db
          .update(users)
          .set({ role: 'administrador' })
          .where(eq(users.email, DEMO_USERS.julian.email));
        try {
          const hidden = await request('PATCH', `${base}/${entry.id}`, tokens.julian, { name: 'Robado' });
          expect(hidden.statusCode).toBe(404);
          const andesId = (await userIdOf(DEMO_USERS.ana.email)).companyId;
          const foreignList = await request('GET', `${base}?companyId=${andesId}`, tokens.julian);
          expect(foreignList.statusCode).toBe(404);
          expect(foreignList.json().error.message).toBe(COMPANY_NOT_FOUND);
          const ownList = await request('GET', `${base}?companyId=${await cafeId()}`, tokens.julian);
          expect(ownList.statusCode).toBe(200);
        } finally {
          await t.database.db
            .update(users)
            .set({ role: 'viajero' })
            .where(eq(users.email, DEMO_USERS.julian.email));
        }
      },
    );
  });
});
