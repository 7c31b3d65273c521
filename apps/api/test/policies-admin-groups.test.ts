import { auditLog } from '@travesia/db';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminPolicy, ANDES_RULES, type Member, useTravelPolicyApp } from './helpers/policies-admin';
import { DEMO_USERS, databases } from './helpers/test-app';

describe.each(databases)('travel policies of groups and reasons (%s)', (kind) => {
  const { suite, request, auditActions, membersOfAndes } = useTravelPolicyApp(kind);

  it('answers 404 for another company’s rules and groups; the operator manages any company', async () => {
    const cafeRule = (
      await request('GET', `/api/admin/policies/company/${suite.cafeId}`, suite.tokens.operador)
    ).json().hotel[0] as AdminPolicy;
    expect(
      (await request('PATCH', `/api/admin/policies/${cafeRule.id}`, suite.tokens.ana, { price_max: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await request('POST', '/api/admin/policies', suite.tokens.ana, {
          kind: 'flight',
          type: 'AMBOS',
          time_min: 1,
          price_max: 1,
          company_id: suite.cafeId,
        })
      ).statusCode,
    ).toBe(404);

    const cafeGroup = await request('POST', '/api/admin/travel-groups', suite.tokens.operador, {
      name: 'Exportadores',
      company_id: suite.cafeId,
    });
    expect(cafeGroup.statusCode, cafeGroup.body).toBe(201);
    const groupId = cafeGroup.json().id;
    expect(
      (await request('PATCH', `/api/admin/travel-groups/${groupId}`, suite.tokens.ana, { name: 'X' }))
        .statusCode,
    ).toBe(404);
    // Andes cannot hang one of its rules on Café del Sur's group.
    const foreignGroup = await request('POST', '/api/admin/policies', suite.tokens.ana, {
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
        await request('PUT', `/api/users/${laura?.id}/travel-group`, suite.tokens.ana, {
          travel_group_id: groupId,
        })
      ).json().error.message,
    ).toBe('Elige un grupo de viaje de la empresa del usuario.');
    const julian = (
      await request(
        'GET',
        `/api/admin/travel-groups/members?companyId=${suite.cafeId}`,
        suite.tokens.operador,
      )
    )
      .json()
      .data.find((member: Member) => member.email === DEMO_USERS.julian.email);
    expect(
      (
        await request('PUT', `/api/users/${julian.id}/travel-group`, suite.tokens.ana, {
          travel_group_id: null,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await request('GET', `/api/admin/travel-groups?companyId=${suite.cafeId}`, suite.tokens.ana))
        .statusCode,
    ).toBe(404);

    const byOperator = await request('PATCH', `/api/admin/policies/${cafeRule.id}`, suite.tokens.operador, {
      time_min: 4,
    });
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.json()).toMatchObject({ company_id: suite.cafeId, time_min: 4 });
  });

  it('applies a group rule instead of the company rule of the same kind and type to the group’s members', async () => {
    const group = await request('POST', '/api/admin/travel-groups', suite.tokens.ana, { name: 'Directivos' });
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json()).toMatchObject({ company_id: suite.andesId, name: 'Directivos', member_count: 0 });
    const groupId: number = group.json().id;
    const sameName = await request('POST', '/api/admin/travel-groups', suite.tokens.ana, {
      name: 'Directivos',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.message).toBe(
      'Ya existe un grupo de viaje llamado «Directivos» en la empresa.',
    );
    expect(
      (await request('POST', '/api/admin/travel-groups', suite.tokens.ana, { name: ' ' })).json().error
        .message,
    ).toBe('Indica el nombre del grupo (hasta 60 caracteres).');

    const groupRule = await request('POST', '/api/admin/policies', suite.tokens.ana, {
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
      (await request('GET', `/api/admin/policies/rules/${documento}`, suite.tokens.ana)).json();
    // Not a member yet: the company rules (any group rule of another test binds only that group's members).
    expect(await rulesOf(DEMO_USERS.laura.documento)).toEqual(ANDES_RULES);

    const laura = (await membersOfAndes()).find((member) => member.email === DEMO_USERS.laura.email);
    if (!laura) throw new Error('Laura is not listed');
    expect(laura.travel_group_id).toBeNull();
    const assigned = await request('PUT', `/api/users/${laura.id}/travel-group`, suite.tokens.ana, {
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
      (
        await request('GET', `/api/admin/policies/rules/${DEMO_USERS.laura.documento}`, suite.tokens.laura)
      ).json().hotel[0].price_max,
    ).toBe(900_000);
    expect(await rulesOf(DEMO_USERS.carlos.documento)).toEqual(ANDES_RULES);

    const groups = (await request('GET', '/api/admin/travel-groups', suite.tokens.ana)).json().data;
    // Other tests of this file add groups of their own: this one is listed with its member.
    expect(groups).toContainEqual({
      id: groupId,
      company_id: suite.andesId,
      name: 'Directivos',
      member_count: 1,
    });
    const renamed = await request('PATCH', `/api/admin/travel-groups/${groupId}`, suite.tokens.ana, {
      name: 'Gerencia',
    });
    expect(renamed.json()).toMatchObject({ name: 'Gerencia', member_count: 1 });

    // A deactivated group rule gives the company rule back.
    await request('PATCH', `/api/admin/policies/${groupRule.json().id}`, suite.tokens.ana, {
      is_active: false,
    });
    expect(await rulesOf(DEMO_USERS.laura.documento)).toEqual(ANDES_RULES);
    await request('PATCH', `/api/admin/policies/${groupRule.json().id}`, suite.tokens.ana, {
      is_active: true,
    });
    await request('PUT', `/api/users/${laura.id}/travel-group`, suite.tokens.ana, { travel_group_id: null });
    expect(await rulesOf(DEMO_USERS.laura.documento)).toEqual(ANDES_RULES);

    expect((await auditActions('travel_group', groupId)).sort()).toEqual([
      'travel_group.create',
      'travel_group.rename',
    ]);
    const assignments = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.travel_group'), eq(auditLog.entityId, String(laura.id))));
    expect(assignments.map((entry) => entry.details)).toEqual([
      { from: null, to: groupId },
      { from: groupId, to: null },
    ]);
  });

  it('lists the out-of-policy reasons to the company and lets the administrator manage them', async () => {
    const forLaura = await request('GET', '/api/admin/out-of-policy-reasons', suite.tokens.laura);
    expect(forLaura.statusCode).toBe(200);
    expect(forLaura.json().data.map((reason: { label: string }) => reason.label)).toEqual([
      'Reunión con cliente confirmada con poca antelación',
      'No hay tarifas dentro de la política',
      'Evento o congreso',
      'Otro',
    ]);
    const forJulian = (await request('GET', '/api/admin/out-of-policy-reasons', suite.tokens.julian)).json()
      .data;
    expect(forJulian).toHaveLength(4);
    expect(forJulian.every((reason: { company_id: number }) => reason.company_id === suite.cafeId)).toBe(
      true,
    );

    const created = await request('POST', '/api/admin/out-of-policy-reasons', suite.tokens.ana, {
      code: 'salud',
      label: 'Motivo de salud',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reason = created.json();
    expect(reason).toMatchObject({
      code: 'SALUD',
      label: 'Motivo de salud',
      is_active: true,
      company_id: suite.andesId,
    });
    const duplicate = await request('POST', '/api/admin/out-of-policy-reasons', suite.tokens.ana, {
      code: 'SALUD',
      label: 'Otro motivo',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Ya existe un motivo con el código SALUD en la empresa.');
    const invalid = await request('POST', '/api/admin/out-of-policy-reasons', suite.tokens.ana, {
      code: 'con espacio',
      label: 'ab',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(
      'El código debe tener de 2 a 30 caracteres: letras sin tildes, números, guiones o guiones bajos.',
    );

    const edited = await request('PATCH', `/api/admin/out-of-policy-reasons/${reason.id}`, suite.tokens.ana, {
      label: 'Motivo médico',
      is_active: false,
    });
    expect(edited.json()).toMatchObject({ label: 'Motivo médico', is_active: false });
    const active = (await request('GET', '/api/admin/out-of-policy-reasons', suite.tokens.laura)).json().data;
    expect(active.map((entry: { id: number }) => entry.id)).not.toContain(reason.id);
    const all = (
      await request('GET', '/api/admin/out-of-policy-reasons?includeInactive=true', suite.tokens.ana)
    ).json().data;
    expect(all.map((entry: { id: number }) => entry.id)).toContain(reason.id);

    const foreign = (await request('GET', '/api/admin/out-of-policy-reasons', suite.tokens.julian)).json()
      .data[0];
    expect(
      (
        await request('PATCH', `/api/admin/out-of-policy-reasons/${foreign.id}`, suite.tokens.ana, {
          label: 'Hackeo',
        })
      ).statusCode,
    ).toBe(404);

    const entries = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'out_of_policy_reason.%'), eq(auditLog.entityId, String(reason.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'out_of_policy_reason.create',
      'out_of_policy_reason.deactivate',
    ]);
  });

  it('lets a travel group set an AMBOS rule beside the company-wide ones, but not two overlapping rules', async () => {
    const group = await request('POST', '/api/admin/travel-groups', suite.tokens.ana, {
      name: 'Comerciales',
    });
    const groupId: number = group.json().id;
    const both = await request('POST', '/api/admin/policies', suite.tokens.ana, {
      kind: 'flight',
      type: 'AMBOS',
      time_min: 2,
      price_max: 3_000_000,
      group_id: groupId,
    });
    expect(both.statusCode, both.body).toBe(201);
    const national = await request('POST', '/api/admin/policies', suite.tokens.ana, {
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
    const groupHotelRule = await request('POST', '/api/admin/policies', suite.tokens.ana, {
      kind: 'hotel',
      type: 'NACIONAL',
      time_min: 1,
      price_max: 300_000,
      group_id: groupId,
    });
    expect(groupHotelRule.statusCode, groupHotelRule.body).toBe(201);
    const moved = await request(
      'PATCH',
      `/api/admin/policies/${groupHotelRule.json().id}`,
      suite.tokens.ana,
      {
        kind: 'flight',
      },
    );
    expect(moved.statusCode).toBe(409);
    await request('PATCH', `/api/admin/policies/${both.json().id}`, suite.tokens.ana, { is_active: false });

    // Two overlapping rules saved at once: exactly one is stored.
    const rule = (type: string) => ({
      kind: 'hotel',
      type,
      time_min: 0,
      price_max: 500_000,
      group_id: groupId,
    });
    await request('PATCH', `/api/admin/policies/${groupHotelRule.json().id}`, suite.tokens.ana, {
      is_active: false,
    });
    const raced = await Promise.all([
      request('POST', '/api/admin/policies', suite.tokens.ana, rule('AMBOS')),
      request('POST', '/api/admin/policies', suite.tokens.ana, rule('INTERNACIONAL')),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    for (const response of raced.filter((answer) => answer.statusCode === 201)) {
      await request('PATCH', `/api/admin/policies/${response.json().id}`, suite.tokens.ana, {
        is_active: false,
      });
    }
  });
});
