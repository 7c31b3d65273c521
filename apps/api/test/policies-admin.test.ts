import { auditLog, policies } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminPolicy, ANDES_RULES, useTravelPolicyApp } from './helpers/policies-admin';
import { databases } from './helpers/test-app';

describe.each(databases)('travel policy administration (%s)', (kind) => {
  const { suite, request, auditActions } = useTravelPolicyApp(kind);

  it('answers the company policy grouped by kind to any user of the company, 404 across companies', async () => {
    const policy = await request('GET', `/api/admin/policies/company/${suite.andesId}`, suite.tokens.laura);
    expect(policy.statusCode, policy.body).toBe(200);
    const body = policy.json();
    expect(body.company_id).toBe(suite.andesId);
    // Another case adds a hotel rule of its own to the company: all of its hotel rules are answered, and the
    // seeded ones as seeded.
    const stored = await suite.t.database.db
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.companyId, suite.andesId), eq(policies.kind, 'hotel')));
    const byId = (a: number, b: number) => a - b;
    expect(body.hotel.map((rule: AdminPolicy) => rule.id).sort(byId)).toEqual(
      stored.map((rule) => rule.id).sort(byId),
    );
    const seededTypes = ANDES_RULES.hotel.map((rule) => rule.type);
    const seeded = body.hotel.filter((rule: AdminPolicy) => seededTypes.includes(rule.type));
    expect(seeded.map((rule: AdminPolicy) => [rule.type, rule.price_max, rule.group_id])).toEqual([
      ['NACIONAL', 450_000, null],
      ['INTERNACIONAL', 1_200_000, null],
    ]);
    expect(body.flight).toHaveLength(2);
    expect(seeded[0]).toMatchObject({ is_active: true, stars_max: null, group_name: null });

    expect(
      (await request('GET', `/api/admin/policies/company/${suite.cafeId}`, suite.tokens.ana)).statusCode,
    ).toBe(404);
    expect(
      (await request('GET', `/api/admin/policies/company/${suite.andesId}`, suite.tokens.julian)).statusCode,
    ).toBe(404);
    const byOperator = await request(
      'GET',
      `/api/admin/policies/company/${suite.cafeId}`,
      suite.tokens.operador,
    );
    expect(byOperator.json().hotel).toEqual([expect.objectContaining({ type: 'AMBOS', price_max: 380_000 })]);
    expect(
      (await request('GET', '/api/admin/policies/company/abc', suite.tokens.ana)).json().error.message,
    ).toBe('El identificador de la empresa no es válido.');
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
      const response = await request('POST', '/api/admin/policies', suite.tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const empty = await request('PATCH', '/api/admin/policies/1', suite.tokens.ana, {});
    expect(empty.json().error.message).toBe('Indica al menos un campo para actualizar.');
  });

  it('keeps travellers and approvers out of every change (403)', async () => {
    const rule = { kind: 'hotel', type: 'AMBOS', time_min: 1, price_max: 100_000 };
    for (const token of [suite.tokens.laura, suite.tokens.carlos]) {
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
      await request('GET', `/api/admin/policies/company/${suite.andesId}`, suite.tokens.ana)
    ).json().hotel;
    const overlapping = await request('POST', '/api/admin/policies', suite.tokens.ana, {
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
      await request('PATCH', `/api/admin/policies/${rule.id}`, suite.tokens.ana, { is_active: false });
    }

    const created = await request('POST', '/api/admin/policies', suite.tokens.ana, {
      kind: 'hotel',
      type: 'AMBOS',
      time_min: 1,
      price_max: 250_000,
      stars_max: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule: AdminPolicy & { reactivated: boolean } = created.json();
    expect(rule).toMatchObject({
      company_id: suite.andesId,
      kind: 'hotel',
      type: 'AMBOS',
      stars_max: 3,
      group_id: null,
      is_active: true,
      reactivated: false,
    });

    const duplicate = await request('POST', '/api/admin/policies', suite.tokens.ana, {
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
    const national = (await request('GET', `/api/admin/policies/company/${suite.andesId}`, suite.tokens.ana))
      .json()
      .hotel.find((entry: AdminPolicy) => entry.type === 'NACIONAL');
    const moved = await request('PATCH', `/api/admin/policies/${national.id}`, suite.tokens.ana, {
      type: 'AMBOS',
    });
    expect(moved.statusCode).toBe(409);

    const edited = await request('PATCH', `/api/admin/policies/${rule.id}`, suite.tokens.ana, {
      price_max: 260_000,
      stars_max: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price_max: 260_000, stars_max: null, is_active: true });

    const deactivated = await request('PATCH', `/api/admin/policies/${rule.id}`, suite.tokens.ana, {
      is_active: false,
    });
    expect(deactivated.json().is_active).toBe(false);
    const listed = (
      await request('GET', `/api/admin/policies/company/${suite.andesId}`, suite.tokens.ana)
    ).json();
    expect(listed.hotel.find((entry: AdminPolicy) => entry.id === rule.id).is_active).toBe(false);

    // Creating over the deactivated rule brings it back with the new values.
    const again = await request('POST', '/api/admin/policies', suite.tokens.ana, {
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
    const reactivated = await request('PATCH', `/api/admin/policies/${national.id}`, suite.tokens.ana, {
      is_active: true,
    });
    expect(reactivated.statusCode).toBe(409);
    expect(reactivated.json().error.message).toMatch(
      /^Ya existe una política activa de hoteles \(nacional e internacional\) para toda la empresa que cubre/,
    );

    // Moving onto a deactivated rule's scope says so.
    await request('PATCH', `/api/admin/policies/${rule.id}`, suite.tokens.ana, { is_active: false });
    const ontoInactive = await request('PATCH', `/api/admin/policies/${national.id}`, suite.tokens.ana, {
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
    const [createdEntry] = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.create'), eq(auditLog.entityId, String(rule.id))));
    expect(createdEntry).toMatchObject({ companyId: suite.andesId, actorUserId: expect.any(Number) });
    expect(createdEntry?.details).toMatchObject({ values: { priceMax: 250_000, starsMax: 3 } });

    // With the AMBOS rule deactivated, the seeded rules apply again.
    for (const rule of seeded) {
      const back = await request('PATCH', `/api/admin/policies/${rule.id}`, suite.tokens.ana, {
        is_active: true,
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });
});
