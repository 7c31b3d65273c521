import { outbox } from '@travesia/db';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD, useCompanyUsersApp } from './helpers/company-users';
import { bearer, DEMO_USERS, databases, login } from './helpers/test-app';

const INVALID_RESET_LINK =
  'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.';

/** A reset link mailed before a password change, a reset or a deactivation never works after it (decision 035). */
describe.each(databases)('password links after a change (%s)', (kind) => {
  const { suite, request, userId } = useCompanyUsersApp(kind);

  async function mailedResetToken(email: string): Promise<string> {
    const asked = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = mail?.textBody.match(/restore-pass\?token=([\w%-]+)/)?.[1];
    if (!token) throw new Error(`no reset link for ${email}`);
    return decodeURIComponent(token);
  }
  const resetWith = (token: string, password: string) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password },
    });

  it('expires a reset link mailed before the owner changed the password', async () => {
    const email = DEMO_USERS.julian.email;
    const stolen = await mailedResetToken(email);
    const session = await login(suite.t.app, email);
    const changed = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(session),
      payload: { currentPassword: 'Travesia2026!', newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    const late = await resetWith(stolen, 'ClaveDelAtacante2026');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(INVALID_RESET_LINK);
    await login(suite.t.app, email, NEW_PASSWORD);
  });

  it('expires every other reset link when one is used', async () => {
    const email = DEMO_USERS.carlos.email;
    const first = await mailedResetToken(email);
    const second = await mailedResetToken(email);
    expect((await resetWith(second, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await resetWith(first, 'ClaveDelAtacante2026')).statusCode).toBe(400);
  });

  it('expires a reset link mailed before a deactivation, so it cannot work after reactivation', async () => {
    const email = DEMO_USERS.laura.email;
    const stolen = await mailedResetToken(email);
    const laura = await userId(email);
    expect(
      (await request('PATCH', `/api/users/${laura}`, suite.tokens.ana, { isActive: false })).statusCode,
    ).toBe(200);
    expect(
      (await request('PATCH', `/api/users/${laura}`, suite.tokens.ana, { isActive: true })).statusCode,
    ).toBe(200);
    const late = await resetWith(stolen, 'ClaveDelAtacante2026');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(INVALID_RESET_LINK);
    await login(suite.t.app, email);
  });
});
