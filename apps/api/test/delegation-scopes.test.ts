import { auditLog, bookingScopeDelegations, costCenters, userDirectoryProfiles, users } from '@travesia/db';
import {
  COLLEAGUE_SEARCH_MESSAGE,
  type DelegationOverview,
  SCOPE_DELEGATION_MESSAGES,
  type ScopeDelegation,
} from '@travesia/domain';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

describe.each(databases)(
  'the gestor de viajes: delegations for a cost center or travel group (%s)',
  (kind) => {
    let t: TestApp;
    let tokens: DemoTokens;
    const ids = { laura: 0, carlos: 0, ana: 0, marta: 0, julian: 0, andes: 0 };
    const centers = { operaciones: 0, comercial: 0, cafeAdministracion: 0 };

    beforeAll(async () => {
      t = await createTestApp({ database: kind, env: { RATE_LIMIT_COLLEAGUE_SEARCH_PER_USER: '8' } });
      tokens = await loginDemoUsers(t.app);
      const rows = await t.database.db.select().from(users);
      const idOf = (email: string) =>
        (rows.find((row) => row.email === email) as typeof users.$inferSelect).id;
      ids.laura = idOf('viajero@andesenergia.co');
      ids.carlos = idOf('aprobador@andesenergia.co');
      ids.ana = idOf('admin@andesenergia.co');
      ids.marta = idOf('asistente@andesenergia.co');
      ids.julian = idOf('viajero@cafedelsur.co');
      ids.andes = rows.find((row) => row.id === ids.laura)?.companyId ?? 0;
      const centerRows = await t.database.db.select().from(costCenters);
      const centerId = (code: string) => centerRows.find((row) => row.code === code)?.id ?? 0;
      centers.operaciones = centerId('OPS-100');
      centers.comercial = centerId('COM-200');
      centers.cafeAdministracion = centerId('ADM-10');
      // Laura's directory names her cost center as people type it: the code, in another case and with spaces.
      await t.database.db
        .insert(userDirectoryProfiles)
        .values({ userId: ids.laura, companyId: ids.andes, costCenter: ' ops-100 ' });
    });
    afterAll(() => t.close());

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const bookable = async (token: string) => {
      const response = await call('GET', '/api/delegations/bookable-travellers', token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { id: number; name: string }[];
    };
    const bookableIds = async (token: string) => (await bookable(token)).map((person) => person.id);
    const scopeCount = async () => (await t.database.db.select().from(bookingScopeDelegations)).length;
    const makeGestor = (payload: object, token = tokens.ana) =>
      call('POST', '/api/delegations/scopes', token, payload);

    it('lets an administrator make someone gestor of a cost center, audited, covering its members', async () => {
      const lastAudit = (await t.database.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
      expect(await bookableIds(tokens.carlos)).not.toContain(ids.laura);
      const created = await makeGestor({
        delegateId: ids.carlos,
        scopeKind: 'cost_center',
        scopeId: centers.operaciones,
        right: 'book',
        endsOn: '2099-12-31',
      });
      expect(created.statusCode, created.body).toBe(201);
      const scope: ScopeDelegation = created.json();
      expect(scope).toMatchObject({
        delegate: { id: ids.carlos },
        scope: { kind: 'cost_center', id: centers.operaciones, name: 'Operaciones' },
        right: 'book',
        endsOn: '2099-12-31',
      });
      const people = await bookableIds(tokens.carlos);
      expect(people[0]).toBe(ids.carlos);
      expect(people).toContain(ids.laura);

      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'delegation.scope.create'), gt(auditLog.id, lastAudit)));
      expect(audited).toHaveLength(1);

      const forAdmin: DelegationOverview = (
        await call('GET', `/api/delegations?userId=${ids.carlos}`, tokens.ana)
      ).json();
      expect(forAdmin.scopes.map((entry) => entry.id)).toEqual([scope.id]);
      const own: DelegationOverview = (await call('GET', '/api/delegations', tokens.carlos)).json();
      expect(own.scopes.map((entry) => entry.scope.name)).toEqual(['Operaciones']);

      // Laura moves to Comercial: the gestor of Operaciones no longer books for her.
      await t.database.db
        .update(userDirectoryProfiles)
        .set({ costCenter: 'Comercial' })
        .where(eq(userDirectoryProfiles.userId, ids.laura));
      expect(await bookableIds(tokens.carlos)).not.toContain(ids.laura);

      const revoked = await call('DELETE', `/api/delegations/scopes/${scope.id}`, tokens.ana);
      expect(revoked.statusCode, revoked.body).toBe(204);
      expect((await call('DELETE', `/api/delegations/scopes/${scope.id}`, tokens.ana)).statusCode).toBe(404);
      const revokes = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'delegation.scope.revoke'), gt(auditLog.id, lastAudit)));
      expect(revokes).toHaveLength(1);
      expect((await call('GET', '/api/delegations', tokens.carlos)).json().scopes).toEqual([]);
    });

    it('covers the members of a travel group while they stay in it, the gestor first and then by last name', async () => {
      const group = await call('POST', '/api/admin/travel-groups', tokens.ana, { name: 'Planta Meta' });
      expect(group.statusCode, group.body).toBe(201);
      const groupId = group.json().id as number;
      for (const member of [ids.laura, ids.ana, ids.carlos]) {
        const assigned = await call('PUT', `/api/users/${member}/travel-group`, tokens.ana, {
          travel_group_id: groupId,
        });
        expect(assigned.statusCode, assigned.body).toBe(200);
      }
      const created = await makeGestor({
        delegateId: ids.marta,
        scopeKind: 'travel_group',
        scopeId: groupId,
        right: 'manage',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        scope: { kind: 'travel_group', name: 'Planta Meta' },
        endsOn: null,
      });

      const people = await bookable(tokens.marta);
      expect(people[0]?.id).toBe(ids.marta);
      const others = people.slice(1);
      expect(others.map((person) => person.id)).toEqual(
        expect.arrayContaining([ids.laura, ids.ana, ids.carlos]),
      );
      // By last name, as every list of people: Gómez, Martínez, Restrepo.
      const order = [ids.laura, ids.ana, ids.carlos];
      expect(others.map((person) => person.id).filter((id) => order.includes(id))).toEqual(order);
      // Nobody listed twice, though Carlos and Ana also delegated to Marta themselves (the demo's delegations).
      expect(new Set(people.map((person) => person.id)).size).toBe(people.length);

      // Laura is covered by the group alone: deactivated, or out of the group, she is nobody's to book for.
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, ids.laura));
      expect(await bookableIds(tokens.marta)).not.toContain(ids.laura);
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, ids.laura));
      expect(await bookableIds(tokens.marta)).toContain(ids.laura);
      await call('PUT', `/api/users/${ids.laura}/travel-group`, tokens.ana, { travel_group_id: null });
      expect(await bookableIds(tokens.marta)).not.toContain(ids.laura);
      expect(
        (await call('DELETE', `/api/delegations/scopes/${created.json().id}`, tokens.ana)).statusCode,
      ).toBe(204);
    });

    it("lets a gestor book for a member of the group, the checkout's reads included, until the scope is revoked", async () => {
      const group = await call('POST', '/api/admin/travel-groups', tokens.ana, { name: 'Visitas de obra' });
      expect(group.statusCode, group.body).toBe(201);
      const groupId = group.json().id as number;
      await call('PUT', `/api/users/${ids.laura}/travel-group`, tokens.ana, { travel_group_id: groupId });
      const rulesForLaura = () => call('GET', `/api/me/policy-rules?travellerId=${ids.laura}`, tokens.marta);
      expect((await rulesForLaura()).statusCode).toBe(403);
      const created = await makeGestor({
        delegateId: ids.marta,
        scopeKind: 'travel_group',
        scopeId: groupId,
        right: 'book',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await rulesForLaura()).statusCode).toBe(200);
      expect(
        (await call('DELETE', `/api/delegations/scopes/${created.json().id}`, tokens.ana)).statusCode,
      ).toBe(204);
      expect((await rulesForLaura()).statusCode).toBe(403);
      await call('PUT', `/api/users/${ids.laura}/travel-group`, tokens.ana, { travel_group_id: null });
    });

    it('refuses a viajero or an aprobador giving or revoking a scope (403), changing nothing', async () => {
      const [stored] = await t.database.db
        .insert(bookingScopeDelegations)
        .values({
          companyId: ids.andes,
          delegateId: ids.carlos,
          costCenterId: centers.comercial,
          right: 'book',
        })
        .returning();
      const before = await scopeCount();
      const payload = {
        delegateId: ids.laura,
        scopeKind: 'cost_center',
        scopeId: centers.operaciones,
        right: 'book',
      };
      expect((await makeGestor(payload, tokens.laura)).statusCode).toBe(403);
      expect((await makeGestor(payload, tokens.carlos)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/delegations/scopes/${stored?.id}`, tokens.laura)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/api/delegations/scopes/${stored?.id}`, tokens.julian)).statusCode).toBe(
        403,
      );
      expect(await scopeCount()).toBe(before);
      const [still] = await t.database.db
        .select()
        .from(bookingScopeDelegations)
        .where(eq(bookingScopeDelegations.id, stored?.id ?? 0));
      expect(still?.revokedAt).toBeNull();
    });

    it("answers 404 for another company's cost center, group, user or scope, changing nothing", async () => {
      const before = await scopeCount();
      const foreignCenter = await makeGestor({
        delegateId: ids.carlos,
        scopeKind: 'cost_center',
        scopeId: centers.cafeAdministracion,
        right: 'book',
      });
      expect(foreignCenter.statusCode).toBe(404);
      expect(foreignCenter.json().error.message).toBe(SCOPE_DELEGATION_MESSAGES.scopeNotFound);
      const unknownGroup = await makeGestor({
        delegateId: ids.carlos,
        scopeKind: 'travel_group',
        scopeId: 999999,
        right: 'book',
      });
      expect(unknownGroup.statusCode).toBe(404);
      const foreignUser = await makeGestor({
        delegateId: ids.julian,
        scopeKind: 'cost_center',
        scopeId: centers.operaciones,
        right: 'book',
      });
      expect(foreignUser.statusCode).toBe(404);
      expect(await scopeCount()).toBe(before);

      // A scope of Café del Sur is out of Ana's reach: the same 404 as one that does not exist.
      const [foreignScope] = await t.database.db
        .insert(bookingScopeDelegations)
        .values({
          companyId:
            (await t.database.db.select().from(users).where(eq(users.id, ids.julian)))[0]?.companyId ?? 0,
          delegateId: ids.julian,
          costCenterId: centers.cafeAdministracion,
          right: 'book',
        })
        .returning();
      expect(
        (await call('DELETE', `/api/delegations/scopes/${foreignScope?.id}`, tokens.ana)).statusCode,
      ).toBe(404);
      const operatorRevokes = await call(
        'DELETE',
        `/api/delegations/scopes/${foreignScope?.id}`,
        tokens.operador,
      );
      expect(operatorRevokes.statusCode).toBe(204);
    });

    it('refuses a past end date and a bad kind with a Spanish 400, and ignores an ended scope', async () => {
      const before = await scopeCount();
      const past = await makeGestor({
        delegateId: ids.carlos,
        scopeKind: 'cost_center',
        scopeId: centers.operaciones,
        right: 'book',
        endsOn: '2020-01-01',
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().error.message).toBe('La fecha de fin no puede ser anterior a hoy.');
      const badKind = await makeGestor({
        delegateId: ids.carlos,
        scopeKind: 'company',
        scopeId: 1,
        right: 'book',
      });
      expect(badKind.statusCode).toBe(400);
      expect(await scopeCount()).toBe(before);

      await t.database.db
        .update(userDirectoryProfiles)
        .set({ costCenter: 'OPS-100' })
        .where(eq(userDirectoryProfiles.userId, ids.laura));
      await t.database.db.insert(bookingScopeDelegations).values({
        companyId: ids.andes,
        delegateId: ids.carlos,
        costCenterId: centers.operaciones,
        right: 'book',
        endsOn: '2021-06-30',
      });
      expect(await bookableIds(tokens.carlos)).not.toContain(ids.laura);
    });

    it('gives one scope once: of two administrators at once one wins, and an ended one can be given again', async () => {
      const [tecnologia] = await t.database.db
        .select()
        .from(costCenters)
        .where(eq(costCenters.code, 'TEC-300'));
      const payload = {
        delegateId: ids.marta,
        scopeKind: 'cost_center',
        scopeId: tecnologia?.id,
        right: 'book',
      };
      const answers = await Promise.all([makeGestor(payload), makeGestor(payload, tokens.operador)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().error.message).toBe(SCOPE_DELEGATION_MESSAGES.duplicate);

      await t.database.db.insert(bookingScopeDelegations).values({
        companyId: ids.andes,
        delegateId: ids.laura,
        costCenterId: tecnologia?.id,
        right: 'book',
        endsOn: '2021-06-30',
      });
      const again = await makeGestor({ ...payload, delegateId: ids.laura });
      expect(again.statusCode, again.body).toBe(201);
    });

    it('finds active colleagues by name or e-mail, masked, in the own company only', async () => {
      const found = await call('GET', '/api/delegations/colleagues?q=restre', tokens.laura);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data).toEqual([
        { id: ids.carlos, name: 'Carlos Restrepo', maskedEmail: 'ap•••@andesenergia.co' },
      ]);
      const byMail = await call('GET', '/api/delegations/colleagues?q=ADMIN@andes', tokens.laura);
      expect((byMail.json().data as { id: number }[]).map((person) => person.id)).toEqual([ids.ana]);
      // Accents and case aside, as people type; never oneself.
      const unaccented = await call('GET', '/api/delegations/colleagues?q=martinez', tokens.laura);
      expect((unaccented.json().data as { id: number }[]).map((person) => person.id)).toContain(ids.ana);
      const self = await call('GET', '/api/delegations/colleagues?q=laura', tokens.laura);
      expect((self.json().data as { id: number }[]).map((person) => person.id)).not.toContain(ids.laura);
      const elsewhere = await call('GET', '/api/delegations/colleagues?q=cafedelsur', tokens.laura);
      expect(elsewhere.json().data).toEqual([]);
      // A LIKE wildcard is a character like any other, not "everyone".
      const wildcard = await call('GET', '/api/delegations/colleagues?q=%25%25', tokens.laura);
      expect(wildcard.json().data).toEqual([]);
      const short = await call('GET', '/api/delegations/colleagues?q=a', tokens.laura);
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe(COLLEAGUE_SEARCH_MESSAGE);
    });

    it('limits how many look-ups one user makes', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 9; attempt++) {
        statuses.push((await call('GET', '/api/delegations/colleagues?q=gomez', tokens.marta)).statusCode);
      }
      expect(statuses).toEqual([...Array(8).fill(200), 429]);
    });
  },
);
