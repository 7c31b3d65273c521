import { auditLog } from '@travesia/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

interface AdminPolicy {
  id: number;
  company_id: number;
  kind: 'hotel' | 'flight';
  type: string;
  time_min: number;
  price_max: number;
  stars_max: number | null;
  group_id: number | null;
  group_name: string | null;
  is_active: boolean;
}
interface Member {
  id: number;
  email: string;
  travel_group_id: number | null;
}

const ANDES_RULES = {
  hotel: [
    { type: 'NACIONAL', time_min: 3, price_max: 450_000 },
    { type: 'INTERNACIONAL', time_min: 10, price_max: 1_200_000 },
  ],
  flight: [
    { type: 'NACIONAL', time_min: 3, price_max: 900_000 },
    { type: 'INTERNACIONAL', time_min: 15, price_max: 4_500_000 },
  ],
};

describe.each(databases)('travel policy administration (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let cafeId: number;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    andesId = (await request('GET', '/api/me', tokens.ana)).json().data.id_company;
    cafeId = (await request('GET', '/api/me', tokens.julian)).json().data.id_company;
  });
  afterAll(() => t.close());

  function request(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) {
    return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  }

  async function auditActions(entity: string, entityId: number): Promise<string[]> {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
    return rows.map((row) => row.action);
  }

  async function membersOfAndes(): Promise<Member[]> {
    return (await request('GET', '/api/admin/travel-groups/members', tokens.ana)).json().data;
  }

  it('answers the company policy grouped by kind to any user of the company, 404 across companies', async () => {
    const policy = await request('GET', `/api/admin/policies/company/${andesId}`, tokens.laura);
    expect(policy.statusCode, policy.body).toBe(200);
    const body = policy.json();
    expect(body.company_id).toBe(andesId);
    expect(body.hotel.map((rule: AdminPolicy) => [rule.type, rule.price_max, rule.group_id])).toEqual([
      ['NACIONAL', 450_000, null],
      ['INTERNACIONAL', 1_200_000, null],
    ]);
    expect(body.flight).toHaveLength(2);
    expect(body.hotel[0]).toMatchObject({ is_active: true, stars_max: null, group_name: null });

    expect((await request('GET', `/api/admin/policies/company/${cafeId}`, tokens.ana)).statusCode).toBe(404);
    expect((await request('GET', `/api/admin/policies/company/${andesId}`, tokens.julian)).statusCode).toBe(
      404,
    );
    const byOperator = await request('GET', `/api/admin/policies/company/${cafeId}`, tokens.operador);
    expect(byOperator.json().hotel).toEqual([expect.objectContaining({ type: 'AMBOS', price_max: 380_000 })]);
    expect((await request('GET', '/api/admin/policies/company/abc', tokens.ana)).json().error.message).toBe(
      'El identificador de la empresa no es válido.',
    );
  });

  it('validates rules with Spanish messages', async () => {
    const valid = { kind: 'hotel', type: 'NACIONAL', time_min: 2, price_max: 300_000 };
    const cases: [object, string][] = [
      [{ ...valid, kind: 'car' }, 'El tipo de servicio debe ser hotel o vuelo.'],
      [{ ...valid, type: 'LOCAL' }, 'El alcance debe ser NACIONAL, INTERNACIONAL o AMBOS.'],
      [
        { ...valid, time_min: 366 },
        'La anticipación mínima debe ser un número entero de días entre 0 y 365.',
      ],
      [{ ...valid, time_min: -1 }, 'La anticipación mínima debe ser un número entero de días entre 0 y 365.'],
      [{ ...valid, price_max: 0 }, 'El precio máximo debe ser un valor en pesos, entero y mayor que cero.'],
      [
        { ...valid, price_max: 1500.5 },
        'El precio máximo debe ser un valor en pesos, entero y mayor que cero.',
      ],
      [{ ...valid, stars_max: 6 }, 'El máximo de estrellas debe estar entre 1 y 5.'],
      [
        { ...valid, kind: 'flight', stars_max: 3 },
        'El máximo de estrellas solo aplica a las políticas de hotel.',
      ],
      [{ ...valid, group_id: 999_999 }, 'Elige un grupo de viaje de la misma empresa.'],
    ];
    for (const [payload, message] of cases) {
      const response = await request('POST', '/api/admin/policies', tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const empty = await request('PATCH', '/api/admin/policies/1', tokens.ana, {});
    expect(empty.json().error.message).toBe('Indica al menos un campo para actualizar.');
  });

  it('keeps travellers and approvers out of every change (403)', async () => {
    const rule = { kind: 'hotel', type: 'AMBOS', time_min: 1, price_max: 100_000 };
    for (const token of [tokens.laura, tokens.carlos]) {
      expect((await request('POST', '/api/admin/policies', token, rule)).statusCode).toBe(403);
      expect((await request('PATCH', '/api/admin/policies/1', token, { price_max: 1 })).statusCode).toBe(403);
      expect((await request('GET', '/api/admin/travel-groups', token)).statusCode).toBe(403);
      expect((await request('POST', '/api/admin/travel-groups', token, { name: 'X' })).statusCode).toBe(403);
      expect(
        (await request('PUT', '/api/users/1/travel-group', token, { travel_group_id: null })).statusCode,
      ).toBe(403);
      expect(
        (await request('POST', '/api/admin/out-of-policy-reasons', token, { code: 'X1', label: 'Motivo' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await request('GET', '/api/admin/out-of-policy-reasons?includeInactive=true', token)).statusCode,
      ).toBe(403);
    }
  });

  it('creates, edits, deactivates and reactivates a rule, refusing duplicates and overlaps with a 409, all audited', async () => {
    // The seeded national and international hotel rules cover every trip: an AMBOS rule beside them is refused.
    const seeded: AdminPolicy[] = (
      await request('GET', `/api/admin/policies/company/${andesId}`, tokens.ana)
    ).json().hotel;
    const overlapping = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'hotel',
      type: 'AMBOS',
      time_min: 1,
      price_max: 250_000,
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Ya existe una política activa de hoteles (nacional) para toda la empresa que cubre esos viajes. Edítala o desactívala antes, para que cada viaje tenga una sola política.',
    });
    for (const rule of seeded) {
      await request('PATCH', `/api/admin/policies/${rule.id}`, tokens.ana, { is_active: false });
    }

    const created = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'hotel',
      type: 'AMBOS',
      time_min: 1,
      price_max: 250_000,
      stars_max: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule: AdminPolicy & { reactivated: boolean } = created.json();
    expect(rule).toMatchObject({
      company_id: andesId,
      kind: 'hotel',
      type: 'AMBOS',
      stars_max: 3,
      group_id: null,
      is_active: true,
      reactivated: false,
    });

    const duplicate = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'hotel',
      type: 'AMBOS',
      time_min: 5,
      price_max: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Ya existe una política activa de hoteles (nacional e internacional) para toda la empresa. Edítala en lugar de crear otra.',
    });
    // Moving another rule onto the taken scope is refused too.
    const national = (await request('GET', `/api/admin/policies/company/${andesId}`, tokens.ana))
      .json()
      .hotel.find((entry: AdminPolicy) => entry.type === 'NACIONAL');
    const moved = await request('PATCH', `/api/admin/policies/${national.id}`, tokens.ana, { type: 'AMBOS' });
    expect(moved.statusCode).toBe(409);

    const edited = await request('PATCH', `/api/admin/policies/${rule.id}`, tokens.ana, {
      price_max: 260_000,
      stars_max: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price_max: 260_000, stars_max: null, is_active: true });

    const deactivated = await request('PATCH', `/api/admin/policies/${rule.id}`, tokens.ana, {
      is_active: false,
    });
    expect(deactivated.json().is_active).toBe(false);
    const listed = (await request('GET', `/api/admin/policies/company/${andesId}`, tokens.ana)).json();
    expect(listed.hotel.find((entry: AdminPolicy) => entry.id === rule.id).is_active).toBe(false);

    // Creating over the deactivated rule brings it back with the new values.
    const again = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'hotel',
      type: 'AMBOS',
      time_min: 0,
      price_max: 200_000,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      id: rule.id,
      price_max: 200_000,
      is_active: true,
      reactivated: true,
    });
    // Reactivating a seeded rule beside the active AMBOS one would overlap it.
    const reactivated = await request('PATCH', `/api/admin/policies/${national.id}`, tokens.ana, {
      is_active: true,
    });
    expect(reactivated.statusCode).toBe(409);
    expect(reactivated.json().error.message).toMatch(
      /^Ya existe una política activa de hoteles \(nacional e internacional\) para toda la empresa que cubre/,
    );

    // Moving onto a deactivated rule's scope says so.
    await request('PATCH', `/api/admin/policies/${rule.id}`, tokens.ana, { is_active: false });
    const ontoInactive = await request('PATCH', `/api/admin/policies/${national.id}`, tokens.ana, {
      type: 'AMBOS',
    });
    expect(ontoInactive.statusCode).toBe(409);
    expect(ontoInactive.json().error.message).toMatch(/^Ya existe una política desactivada de hoteles/);

    expect((await auditActions('policy', rule.id)).sort()).toEqual([
      'policy.create',
      'policy.deactivate',
      'policy.deactivate',
      'policy.reactivate',
      'policy.update',
    ]);
    const [createdEntry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.create'), eq(auditLog.entityId, String(rule.id))));
    expect(createdEntry).toMatchObject({ companyId: andesId, actorUserId: expect.any(Number) });
    expect(createdEntry?.details).toMatchObject({ values: { priceMax: 250_000, starsMax: 3 } });

    // With the AMBOS rule deactivated, the seeded rules apply again.
    for (const rule of seeded) {
      const back = await request('PATCH', `/api/admin/policies/${rule.id}`, tokens.ana, { is_active: true });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('answers 404 for another company’s rules and groups; the operator manages any company', async () => {
    const cafeRule = (await request('GET', `/api/admin/policies/company/${cafeId}`, tokens.operador)).json()
      .hotel[0] as AdminPolicy;
    expect(
      (await request('PATCH', `/api/admin/policies/${cafeRule.id}`, tokens.ana, { price_max: 1 })).statusCode,
    ).toBe(404);
    expect(
      (
        await request('POST', '/api/admin/policies', tokens.ana, {
          kind: 'flight',
          type: 'AMBOS',
          time_min: 1,
          price_max: 1,
          company_id: cafeId,
        })
      ).statusCode,
    ).toBe(404);

    const cafeGroup = await request('POST', '/api/admin/travel-groups', tokens.operador, {
      name: 'Exportadores',
      company_id: cafeId,
    });
    expect(cafeGroup.statusCode, cafeGroup.body).toBe(201);
    const groupId = cafeGroup.json().id;
    expect(
      (await request('PATCH', `/api/admin/travel-groups/${groupId}`, tokens.ana, { name: 'X' })).statusCode,
    ).toBe(404);
    // Andes cannot hang one of its rules on Café del Sur's group.
    const foreignGroup = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'flight',
      type: 'AMBOS',
      time_min: 1,
      price_max: 1,
      group_id: groupId,
    });
    expect(foreignGroup.statusCode).toBe(400);
    // …nor put one of its users in it, nor move Café del Sur's users.
    const laura = (await membersOfAndes()).find((member) => member.email === DEMO_USERS.laura.email);
    expect(
      (
        await request('PUT', `/api/users/${laura?.id}/travel-group`, tokens.ana, { travel_group_id: groupId })
      ).json().error.message,
    ).toBe('Elige un grupo de viaje de la empresa del usuario.');
    const julian = (
      await request('GET', `/api/admin/travel-groups/members?companyId=${cafeId}`, tokens.operador)
    )
      .json()
      .data.find((member: Member) => member.email === DEMO_USERS.julian.email);
    expect(
      (await request('PUT', `/api/users/${julian.id}/travel-group`, tokens.ana, { travel_group_id: null }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request('GET', `/api/admin/travel-groups?companyId=${cafeId}`, tokens.ana)).statusCode,
    ).toBe(404);

    const byOperator = await request('PATCH', `/api/admin/policies/${cafeRule.id}`, tokens.operador, {
      time_min: 4,
    });
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.json()).toMatchObject({ company_id: cafeId, time_min: 4 });
  });

  it('applies a group rule instead of the company rule of the same kind and type to the group’s members', async () => {
    const group = await request('POST', '/api/admin/travel-groups', tokens.ana, { name: 'Directivos' });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json()).toMatchObject({ company_id: andesId, name: 'Directivos', member_count: 0 });
    const groupId: number = group.json().id;
    const sameName = await request('POST', '/api/admin/travel-groups', tokens.ana, { name: 'Directivos' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.message).toBe(
      'Ya existe un grupo de viaje llamado «Directivos» en la empresa.',
    );
    expect(
      (await request('POST', '/api/admin/travel-groups', tokens.ana, { name: ' ' })).json().error.message,
    ).toBe('Indica el nombre del grupo (hasta 60 caracteres).');

    const groupRule = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'hotel',
      type: 'NACIONAL',
      time_min: 0,
      price_max: 900_000,
      stars_max: 5,
      group_id: groupId,
    });
    expect(groupRule.statusCode, groupRule.body).toBe(201);
    expect(groupRule.json()).toMatchObject({ group_id: groupId, group_name: 'Directivos' });

    const rulesOf = async (documento: string) =>
      (await request('GET', `/api/admin/policies/rules/${documento}`, tokens.ana)).json();
    // Not a member yet: the company rules (the AMBOS rule of the previous test is deactivated).
    expect(await rulesOf(DEMO_USERS.laura.documento)).toEqual(ANDES_RULES);

    const laura = (await membersOfAndes()).find((member) => member.email === DEMO_USERS.laura.email);
    if (!laura) throw new Error('Laura is not listed');
    expect(laura.travel_group_id).toBeNull();
    const assigned = await request('PUT', `/api/users/${laura.id}/travel-group`, tokens.ana, {
      travel_group_id: groupId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ id: laura.id, travel_group_id: groupId });

    expect(await rulesOf(DEMO_USERS.laura.documento)).toEqual({
      hotel: [
        { type: 'NACIONAL', time_min: 0, price_max: 900_000, stars_max: 5 },
        { type: 'INTERNACIONAL', time_min: 10, price_max: 1_200_000 },
      ],
      flight: ANDES_RULES.flight,
    });
    // Laura sees her own rules; Carlos, in no group, keeps the company's.
    expect(
      (await request('GET', `/api/admin/policies/rules/${DEMO_USERS.laura.documento}`, tokens.laura)).json()
        .hotel[0].price_max,
    ).toBe(900_000);
    expect(await rulesOf(DEMO_USERS.carlos.documento)).toEqual(ANDES_RULES);

    const groups = (await request('GET', '/api/admin/travel-groups', tokens.ana)).json().data;
    expect(groups).toEqual([{ id: groupId, company_id: andesId, name: 'Directivos', member_count: 1 }]);
    const renamed = await request('PATCH', `/api/admin/travel-groups/${groupId}`, tokens.ana, {
      name: 'Gerencia',
    });
    expect(renamed.json()).toMatchObject({ name: 'Gerencia', member_count: 1 });

    // A deactivated group rule gives the company rule back.
    await request('PATCH', `/api/admin/policies/${groupRule.json().id}`, tokens.ana, { is_active: false });
    expect(await rulesOf(DEMO_USERS.laura.documento)).toEqual(ANDES_RULES);
    await request('PATCH', `/api/admin/policies/${groupRule.json().id}`, tokens.ana, { is_active: true });
    await request('PUT', `/api/users/${laura.id}/travel-group`, tokens.ana, { travel_group_id: null });
    expect(await rulesOf(DEMO_USERS.laura.documento)).toEqual(ANDES_RULES);

    expect((await auditActions('travel_group', groupId)).sort()).toEqual([
      'travel_group.create',
      'travel_group.rename',
    ]);
    const assignments = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.travel_group'), eq(auditLog.entityId, String(laura.id))));
    expect(assignments.map((entry) => entry.details)).toEqual([
      { from: null, to: groupId },
      { from: groupId, to: null },
    ]);
  });

  it('lists the out-of-policy reasons to the company and lets the administrator manage them', async () => {
    const forLaura = await request('GET', '/api/admin/out-of-policy-reasons', tokens.laura);
    expect(forLaura.statusCode).toBe(200);
    expect(forLaura.json().data.map((reason: { label: string }) => reason.label)).toEqual([
      'Reunión con cliente confirmada con poca antelación',
      'No hay tarifas dentro de la política',
      'Evento o congreso',
      'Otro',
    ]);
    const forJulian = (await request('GET', '/api/admin/out-of-policy-reasons', tokens.julian)).json().data;
    expect(forJulian).toHaveLength(4);
    expect(forJulian.every((reason: { company_id: number }) => reason.company_id === cafeId)).toBe(true);

    const created = await request('POST', '/api/admin/out-of-policy-reasons', tokens.ana, {
      code: 'salud',
      label: 'Motivo de salud',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reason = created.json();
    expect(reason).toMatchObject({
      code: 'SALUD',
      label: 'Motivo de salud',
      is_active: true,
      company_id: andesId,
    });
    const duplicate = await request('POST', '/api/admin/out-of-policy-reasons', tokens.ana, {
      code: 'SALUD',
      label: 'Otro motivo',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Ya existe un motivo con el código SALUD en la empresa.');
    const invalid = await request('POST', '/api/admin/out-of-policy-reasons', tokens.ana, {
      code: 'con espacio',
      label: 'ab',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(
      'El código debe tener de 2 a 30 caracteres: letras sin tildes, números, guiones o guiones bajos.',
    );

    const edited = await request('PATCH', `/api/admin/out-of-policy-reasons/${reason.id}`, tokens.ana, {
      label: 'Motivo médico',
      is_active: false,
    });
    expect(edited.json()).toMatchObject({ label: 'Motivo médico', is_active: false });
    const active = (await request('GET', '/api/admin/out-of-policy-reasons', tokens.laura)).json().data;
    expect(active.map((entry: { id: number }) => entry.id)).not.toContain(reason.id);
    const all = (
      await request('GET', '/api/admin/out-of-policy-reasons?includeInactive=true', tokens.ana)
    ).json().data;
    expect(all.map((entry: { id: number }) => entry.id)).toContain(reason.id);

    const foreign = (await request('GET', '/api/admin/out-of-policy-reasons', tokens.julian)).json().data[0];
    expect(
      (
        await request('PATCH', `/api/admin/out-of-policy-reasons/${foreign.id}`, tokens.ana, {
          label: 'Hackeo',
        })
      ).statusCode,
    ).toBe(404);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'out_of_policy_reason.%'), eq(auditLog.entityId, String(reason.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'out_of_policy_reason.create',
      'out_of_policy_reason.deactivate',
    ]);
  });

  it('lets a travel group set an AMBOS rule beside the company-wide ones, but not two overlapping rules', async () => {
    const group = await request('POST', '/api/admin/travel-groups', tokens.ana, { name: 'Comerciales' });
    const groupId: number = group.json().id;
    const both = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'flight',
      type: 'AMBOS',
      time_min: 2,
      price_max: 3_000_000,
      group_id: groupId,
    });
    expect(both.statusCode, both.body).toBe(201);
    const national = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'flight',
      type: 'NACIONAL',
      time_min: 1,
      price_max: 800_000,
      group_id: groupId,
    });
    expect(national.statusCode).toBe(409);
    expect(national.json().error.message).toBe(
      'Ya existe una política activa de vuelos (nacional e internacional) para el grupo «Comerciales» que cubre esos viajes. Edítala o desactívala antes, para que cada viaje tenga una sola política.',
    );
    // Nor can an edit turn a rule into one that overlaps another.
    const groupHotelRule = await request('POST', '/api/admin/policies', tokens.ana, {
      kind: 'hotel',
      type: 'NACIONAL',
      time_min: 1,
      price_max: 300_000,
      group_id: groupId,
    });
    expect(groupHotelRule.statusCode, groupHotelRule.body).toBe(201);
    const moved = await request('PATCH', `/api/admin/policies/${groupHotelRule.json().id}`, tokens.ana, {
      kind: 'flight',
    });
    expect(moved.statusCode).toBe(409);
    await request('PATCH', `/api/admin/policies/${both.json().id}`, tokens.ana, { is_active: false });

    // Two overlapping rules saved at once: exactly one is stored.
    const rule = (type: string) => ({
      kind: 'hotel',
      type,
      time_min: 0,
      price_max: 500_000,
      group_id: groupId,
    });
    await request('PATCH', `/api/admin/policies/${groupHotelRule.json().id}`, tokens.ana, {
      is_active: false,
    });
    const raced = await Promise.all([
      request('POST', '/api/admin/policies', tokens.ana, rule('AMBOS')),
      request('POST', '/api/admin/policies', tokens.ana, rule('INTERNACIONAL')),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    for (const response of raced.filter((answer) => answer.statusCode === 201)) {
      await request('PATCH', `/api/admin/policies/${response.json().id}`, tokens.ana, { is_active: false });
    }
  });
});
