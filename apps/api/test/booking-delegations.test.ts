import { auditLog, bookingDelegations, users } from '@travesia/db';
import { DELEGATION_MESSAGES, type Delegation, type DelegationList } from '@travesia/domain';
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

describe.each(databases)('who books for whom: delegations (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  const ids = { laura: 0, carlos: 0, ana: 0, marta: 0, julian: 0 };

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const rows = await t.database.db.select().from(users);
    const idOf = (email: string) => (rows.find((row) => row.email === email) as typeof users.$inferSelect).id;
    ids.laura = idOf('viajero@andesenergia.co');
    ids.carlos = idOf('aprobador@andesenergia.co');
    ids.ana = idOf('admin@andesenergia.co');
    ids.marta = idOf('asistente@andesenergia.co');
    ids.julian = idOf('viajero@cafedelsur.co');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const bookableIds = async (token: string) => {
    const response = await call('GET', '/api/delegations/bookable-travellers', token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { id: number }[]).map((person) => person.id);
  };
  const delegationCount = async () => (await t.database.db.select().from(bookingDelegations)).length;

  it('seeds Marta as the assistant who books for Carlos and Ana, herself first, then by last name', async () => {
    expect(await bookableIds(tokens.marta)).toEqual([ids.marta, ids.ana, ids.carlos]);
    const listed: DelegationList = (await call('GET', '/api/delegations', tokens.carlos)).json();
    expect(listed.granted.map((entry) => [entry.delegate.name, entry.right])).toEqual([
      ['Marta Díaz', 'manage'],
    ]);
    expect(listed.received).toEqual([]);
    const byAna: DelegationList = (await call('GET', '/api/delegations', tokens.ana)).json();
    expect(byAna.granted.map((entry) => [entry.delegate.name, entry.right])).toEqual([
      ['Marta Díaz', 'book'],
    ]);
    expect(await bookableIds(tokens.carlos)).toEqual([ids.carlos]);
    expect(await bookableIds(tokens.laura)).toEqual([ids.laura]);
  });

  it('lets a traveller delegate to a colleague, audited, and revoke it', async () => {
    const lastAudit = (await t.database.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
    const created = await call('POST', '/api/delegations', tokens.laura, {
      delegateId: ids.marta,
      right: 'book',
    });
    expect(created.statusCode, created.body).toBe(201);
    const delegation: Delegation = created.json();
    expect(delegation).toMatchObject({
      traveller: { id: ids.laura },
      delegate: { id: ids.marta },
      endsOn: null,
    });
    expect(await bookableIds(tokens.marta)).toEqual([ids.marta, ids.laura, ids.ana, ids.carlos]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delegation.create'), gt(auditLog.id, lastAudit)));
    expect(audited).toHaveLength(1);

    const revoked = await call('DELETE', `/api/delegations/${delegation.id}`, tokens.laura);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await bookableIds(tokens.marta)).toEqual([ids.marta, ids.ana, ids.carlos]);
    // A revoked delegation is gone: revoking it again finds nothing.
    expect((await call('DELETE', `/api/delegations/${delegation.id}`, tokens.laura)).statusCode).toBe(404);
  });

  it('lets an administrator delegate for a user and list it in Usuarios', async () => {
    const endsOn = '2099-12-31';
    const created = await call('POST', '/api/delegations', tokens.ana, {
      travellerId: ids.laura,
      delegateId: ids.marta,
      right: 'manage',
      endsOn,
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed: DelegationList = (
      await call('GET', `/api/delegations?userId=${ids.laura}`, tokens.ana)
    ).json();
    expect(listed.granted.map((entry) => [entry.delegate.id, entry.endsOn])).toEqual([[ids.marta, endsOn]]);
    // The delegate may give it up.
    expect((await call('DELETE', `/api/delegations/${created.json().id}`, tokens.marta)).statusCode).toBe(
      204,
    );
  });

  it("refuses another company's user, as delegate or as traveller, changing nothing", async () => {
    const before = await delegationCount();
    const toJulian = await call('POST', '/api/delegations', tokens.laura, {
      delegateId: ids.julian,
      right: 'book',
    });
    expect(toJulian.statusCode).toBe(400);
    expect(toJulian.json().error.message).toBe(DELEGATION_MESSAGES.delegateNotFound);
    const forJulian = await call('POST', '/api/delegations', tokens.ana, {
      travellerId: ids.julian,
      delegateId: ids.marta,
      right: 'book',
    });
    expect(forJulian.statusCode).toBe(404);
    expect((await call('GET', `/api/delegations?userId=${ids.julian}`, tokens.ana)).statusCode).toBe(404);
    expect(await delegationCount()).toBe(before);
  });

  it('refuses a tampered traveller id: a viajero delegates only for themself', async () => {
    const before = await delegationCount();
    const tampered = await call('POST', '/api/delegations', tokens.marta, {
      travellerId: ids.carlos,
      delegateId: ids.marta,
      right: 'manage',
    });
    expect(tampered.statusCode).toBe(404);
    expect((await call('GET', `/api/delegations?userId=${ids.laura}`, tokens.marta)).statusCode).toBe(404);
    expect(await delegationCount()).toBe(before);
  });

  it('refuses oneself, a past end date and a bad right with a Spanish 400', async () => {
    const before = await delegationCount();
    const self = await call('POST', '/api/delegations', tokens.laura, {
      delegateId: ids.laura,
      right: 'book',
    });
    expect(self.json().error.message).toBe(DELEGATION_MESSAGES.self);
    const past = await call('POST', '/api/delegations', tokens.laura, {
      delegateId: ids.carlos,
      right: 'book',
      endsOn: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(DELEGATION_MESSAGES.endsInPast);
    const right = await call('POST', '/api/delegations', tokens.laura, {
      delegateId: ids.carlos,
      right: 'all',
    });
    expect(right.statusCode).toBe(400);
    expect(await delegationCount()).toBe(before);
  });

  it('stops counting an expired delegation and keeps strangers from revoking one', async () => {
    const [expired] = await t.database.db
      .insert(bookingDelegations)
      .values({
        companyId:
          (await t.database.db.select().from(users).where(eq(users.id, ids.laura)))[0]?.companyId ?? 0,
        travellerId: ids.laura,
        delegateId: ids.marta,
        right: 'book',
        endsOn: '2021-06-30',
      })
      .returning();
    expect(await bookableIds(tokens.marta)).toEqual([ids.marta, ids.ana, ids.carlos]);
    const seeded = (await call('GET', '/api/delegations', tokens.carlos)).json() as DelegationList;
    const carlosToMarta = seeded.granted[0]?.id;
    // Laura is neither side of Carlos's delegation; Julián is of another company.
    expect((await call('DELETE', `/api/delegations/${carlosToMarta}`, tokens.laura)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/delegations/${carlosToMarta}`, tokens.julian)).statusCode).toBe(404);
    expect(await bookableIds(tokens.marta)).toEqual([ids.marta, ids.ana, ids.carlos]);
    expect(expired).toBeDefined();
  });
});
