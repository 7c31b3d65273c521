import { auditLog, users } from '@travesia/db';
import { APPROVER_MESSAGES, type UserApprovers } from '@travesia/domain';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

describe.each(databases)('user approvers and approval settings (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  /** User ids of the Andes Energía people by first name, and the company ids. */
  const ids = { laura: 0, carlos: 0, ana: 0, julian: 0, andes: 0, cafe: 0 };

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const rows = await t.database.db.select().from(users);
    const idOf = (email: string) => rows.find((row) => row.email === email) as typeof users.$inferSelect;
    ids.laura = idOf('viajero@andesenergia.co').id;
    ids.carlos = idOf('aprobador@andesenergia.co').id;
    ids.ana = idOf('admin@andesenergia.co').id;
    ids.julian = idOf('viajero@cafedelsur.co').id;
    ids.andes = idOf('viajero@andesenergia.co').companyId;
    ids.cafe = idOf('viajero@cafedelsur.co').companyId;
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setApprovers = (userId: number, approverIds: unknown, token = tokens.ana) =>
    request('PUT', `/api/user-approvers/${userId}`, token, { approverIds });
  /** The id of the newest audit entry, so that a case reads only the entries written after it. */
  const lastAuditId = async () =>
    (await t.database.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
  /** Entries of `action` on one entity after `afterId`: other cases audit the same user and company too. */
  const auditEntriesAfter = (afterId: number, action: string, entityId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId)), gt(auditLog.id, afterId)),
      )
      .orderBy(asc(auditLog.id));

  it("lists every active user of the administrator's company with their approvers", async () => {
    const response = await request('GET', '/api/user-approvers', tokens.ana);
    expect(response.statusCode, response.body).toBe(200);
    const entries: UserApprovers[] = response.json().data;
    expect(entries.map((entry) => entry.user.email).sort()).toEqual([
      'admin@andesenergia.co',
      'aprobador@andesenergia.co',
      'asistente@andesenergia.co',
      'viajero@andesenergia.co',
    ]);
    const laura = entries.find((entry) => entry.user.id === ids.laura);
    expect(laura).toEqual({
      user: {
        id: ids.laura,
        name: 'Laura Gómez',
        email: 'viajero@andesenergia.co',
        documento: '1020304050',
        role: 'viajero',
      },
      approvers: [{ id: ids.carlos, name: 'Carlos Restrepo', email: 'aprobador@andesenergia.co' }],
    });
  });

  it('shows travellers and approvers only their own approvers, never the company list', async () => {
    const own = await request('GET', '/api/user-approvers', tokens.laura);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toHaveLength(1);
    expect(own.json().data[0].user.id).toBe(ids.laura);
    expect(own.json().data[0].approvers.map((approver: { id: number }) => approver.id)).toEqual([ids.carlos]);

    const carlos = await request('GET', '/api/user-approvers', tokens.carlos);
    // Carlos's own trips are approved by Ana (the demo's booking-for-others journey, decision 069).
    expect(carlos.json().data).toEqual([
      expect.objectContaining({
        approvers: [{ id: ids.ana, name: 'Ana Martínez', email: 'admin@andesenergia.co' }],
      }),
    ]);

    expect(
      (await request('GET', `/api/user-approvers?companyId=${ids.andes}`, tokens.laura)).statusCode,
    ).toBe(403);
    expect(
      (await request('GET', `/api/user-approvers?companyId=${ids.cafe}`, tokens.carlos)).statusCode,
    ).toBe(404);
  });

  it('lets the operator read any company, and keeps administrators inside their own', async () => {
    const cafe = await request('GET', `/api/user-approvers?companyId=${ids.cafe}`, tokens.operador);
    expect(cafe.statusCode).toBe(200);
    expect(cafe.json().data.map((entry: UserApprovers) => entry.user.email)).toEqual([
      'viajero@cafedelsur.co',
    ]);

    const foreign = await request('GET', `/api/user-approvers?companyId=${ids.cafe}`, tokens.ana);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Empresa no encontrada.');
    const invalid = await request('GET', '/api/user-approvers?companyId=abc', tokens.ana);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('El identificador de la empresa no es válido.');
  });

  it('replaces the approvers of a user, audited, and the traveller sees the new set', async () => {
    const auditedUpTo = await lastAuditId();
    const response = await setApprovers(ids.laura, [ids.carlos, ids.ana]);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .approvers.map((approver: { id: number }) => approver.id)
        .sort(),
    ).toEqual([ids.carlos, ids.ana].sort());
    const seen = await request('GET', '/api/user-approvers', tokens.laura);
    expect(seen.json().data[0].approvers).toHaveLength(2);

    const entries = await auditEntriesAfter(auditedUpTo, 'user_approvers.update', ids.laura);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorUserId).toBe(ids.ana);
    expect(entries[0]?.details).toEqual({
      from: [ids.carlos],
      to: expect.arrayContaining([ids.carlos, ids.ana]),
    });

    const emptied = await setApprovers(ids.laura, []);
    expect(emptied.json().approvers).toEqual([]);
    const restored = await setApprovers(ids.laura, [ids.carlos]);
    expect(restored.json().approvers.map((approver: { id: number }) => approver.id)).toEqual([ids.carlos]);
  });

  it('refuses self-approval, travellers, strangers, repeats and more than five approvers in Spanish', async () => {
    const self = await setApprovers(ids.carlos, [ids.carlos]);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(APPROVER_MESSAGES.self);

    const traveller = await setApprovers(ids.carlos, [ids.laura]);
    expect(traveller.statusCode).toBe(400);
    expect(traveller.json().error.message).toBe(APPROVER_MESSAGES.notEligible);

    const stranger = await setApprovers(ids.laura, [ids.julian]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toBe(APPROVER_MESSAGES.notEligible);

    const repeated = await setApprovers(ids.laura, [ids.carlos, ids.carlos]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.message).toBe(APPROVER_MESSAGES.repeated);

    const tooMany = await setApprovers(ids.laura, [1, 2, 3, 4, 5, 6]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(APPROVER_MESSAGES.tooMany);

    const notAList = await setApprovers(ids.laura, 'todos');
    expect(notAList.statusCode).toBe(400);

    // Ids the database cannot hold are bad input, not a server error.
    for (const approverId of [2_147_483_648, 1e15, 0, -3]) {
      const huge = await setApprovers(ids.laura, [approverId]);
      expect(huge.statusCode, huge.body).toBe(400);
      expect(huge.json().error.message).toBe(APPROVER_MESSAGES.invalidId);
    }
    const hugeUser = await setApprovers(2_147_483_648, [ids.carlos]);
    expect(hugeUser.statusCode).toBe(400);
    expect(hugeUser.json().error.message).toBe('El identificador del usuario no es válido.');

    // The last refusals left the set as it was.
    const seen = await request('GET', '/api/user-approvers', tokens.laura);
    expect(seen.json().data[0].approvers.map((approver: { id: number }) => approver.id)).toEqual([
      ids.carlos,
    ]);
  });

  it('keeps roles below administrador out (403) and other companies invisible (404)', async () => {
    expect((await setApprovers(ids.laura, [ids.carlos], tokens.laura)).statusCode).toBe(403);
    expect((await setApprovers(ids.laura, [ids.carlos], tokens.carlos)).statusCode).toBe(403);
    const foreign = await setApprovers(ids.julian, [], tokens.ana);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Usuario no encontrado.');
    expect((await setApprovers(999_999, [])).statusCode).toBe(404);
    expect((await request('GET', '/api/user-approvers', 'not-a-token')).statusCode).toBe(401);
  });

  it('lets the operator assign approvers in any company, within that company only', async () => {
    const refused = await setApprovers(ids.laura, [ids.julian], tokens.operador);
    expect(refused.statusCode).toBe(400);
    const accepted = await setApprovers(ids.laura, [ids.carlos, ids.ana], tokens.operador);
    expect(accepted.statusCode).toBe(200);
    await setApprovers(ids.laura, [ids.carlos]);
  });

  describe('approval settings', () => {
    const settingsUrl = (companyId: number) => `/api/companies/${companyId}/approval-settings`;
    const NEW_SETTINGS = {
      approvalMode: 'all',
      approvalScope: 'booking',
      approvalDeadlineHours: 24,
      approvalDeadlineOutcome: 'approve',
    };

    it('reads the defaults for any user of the company', async () => {
      for (const token of [tokens.laura, tokens.carlos, tokens.ana]) {
        const response = await request('GET', settingsUrl(ids.andes), token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          approvalMode: 'out_of_policy',
          // The demo's Andes Energía approves a flight and its hotel as one trip.
          approvalScope: 'trip',
          approvalDeadlineHours: 48,
          approvalDeadlineOutcome: 'reject',
        });
      }
      expect((await request('GET', settingsUrl(ids.cafe), tokens.laura)).statusCode).toBe(404);
      expect((await request('GET', settingsUrl(ids.cafe), tokens.operador)).statusCode).toBe(200);
    });

    it('lets the administrator change them, audited, and refuses bad values in Spanish', async () => {
      const auditedUpTo = await lastAuditId();
      const changed = await request('PUT', settingsUrl(ids.andes), tokens.ana, NEW_SETTINGS);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual(NEW_SETTINGS);
      expect((await request('GET', settingsUrl(ids.andes), tokens.laura)).json()).toEqual(NEW_SETTINGS);

      const entries = await auditEntriesAfter(auditedUpTo, 'company.approval_settings.update', ids.andes);
      expect(entries).toHaveLength(1);
      expect(entries[0]?.details).toEqual({
        changes: {
          approvalMode: { from: 'out_of_policy', to: 'all' },
          approvalScope: { from: 'trip', to: 'booking' },
          approvalDeadlineHours: { from: 48, to: 24 },
          approvalDeadlineOutcome: { from: 'reject', to: 'approve' },
        },
      });

      const tooLong = await request('PUT', settingsUrl(ids.andes), tokens.ana, {
        ...NEW_SETTINGS,
        approvalDeadlineHours: 721,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.message).toBe('El plazo de aprobación debe estar entre 1 y 720 horas.');
      const badMode = await request('PUT', settingsUrl(ids.andes), tokens.ana, {
        ...NEW_SETTINGS,
        approvalMode: 'sometimes',
      });
      expect(badMode.statusCode).toBe(400);
      expect(badMode.json().error.message).toBe('Elige cuándo se requiere aprobación.');

      await request('PUT', settingsUrl(ids.andes), tokens.ana, {
        approvalMode: 'out_of_policy',
        approvalScope: 'trip',
        approvalDeadlineHours: 48,
        approvalDeadlineOutcome: 'reject',
      });
    });

    it('refuses the change below administrador (403) and for another company (404)', async () => {
      expect((await request('PUT', settingsUrl(ids.andes), tokens.carlos, NEW_SETTINGS)).statusCode).toBe(
        403,
      );
      expect((await request('PUT', settingsUrl(ids.cafe), tokens.ana, NEW_SETTINGS)).statusCode).toBe(404);
      const byOperator = await request('PUT', settingsUrl(ids.cafe), tokens.operador, {
        ...NEW_SETTINGS,
        approvalMode: 'none',
      });
      expect(byOperator.statusCode).toBe(200);
      expect(byOperator.json().approvalMode).toBe('none');
    });
  });
});
