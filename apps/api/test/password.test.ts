import { auditLog, outbox, passwordResetTokens, users } from '@travesia/db';
import { PASSWORD_RESET_SENT_MESSAGE } from '@travesia/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

const INVALID_LINK = 'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.';

describe.each(databases)('passwords (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  const confirmReset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  /** Reads the newest e-mail to `email` from the outbox and pulls the token out of its link. */
  async function readResetToken(email: string): Promise<string> {
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const link = message?.textBody.match(/http:\/\/travesia\.test\/restore-pass\?token=([\w-]+)/);
    if (!link?.[1]) throw new Error(`No reset link in ${message?.textBody}`);
    return decodeURIComponent(link[1]);
  }

  it('resets a forgotten password through the e-mailed link and signs the user out everywhere', async () => {
    const oldSession = await login(t.app, DEMO_USERS.laura.email);
    const requested = await requestReset(' VIAJERO@andesenergia.co');
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.laura.email));
    expect(mail?.subject).toBe('Restablece tu contraseña de Travesía');
    expect(mail?.htmlBody).toContain('<a href="http://travesia.test/restore-pass?token=');
    const token = await readResetToken(DEMO_USERS.laura.email);

    const confirmed = await confirmReset(token, 'NuevaClave2026');
    expect(confirmed.statusCode).toBe(204);
    expect((await me(oldSession)).statusCode).toBe(401);
    await login(t.app, DEMO_USERS.laura.email, 'NuevaClave2026');
    const withOldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USERS.laura.email, password: 'Travesia2026!' },
    });
    expect(withOldPassword.statusCode).toBe(401);

    const reused = await confirmReset(token, 'OtraClave2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: INVALID_LINK } });

    const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorUserId, laura?.id ?? -1))
    ).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.password_reset_request', 'auth.password_reset']));
  });

  it('answers an unknown e-mail the same way and tells its mailbox that no account has it, with no link', async () => {
    const response = await requestReset('nadie@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'nadie@example.com'));
    expect(mail?.textBody).toContain('ninguna cuenta activa lo usa');
    expect(mail?.textBody).not.toContain('token=');
    // Its token is stored like any other, for nobody, and no link could use it.
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1);
    expect(stored?.userId).toBeNull();
  });

  it('refuses an expired link', async () => {
    await requestReset(DEMO_USERS.carlos.email);
    const token = await readResetToken(DEMO_USERS.carlos.email);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await confirmReset(token, 'NuevaClave2026');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID_LINK);
  });

  it('refuses a made-up link and validates the new password', async () => {
    const madeUp = await confirmReset('x'.repeat(43), 'NuevaClave2026');
    expect(madeUp.json().error.message).toBe(INVALID_LINK);
    const tooShort = await confirmReset('abc', 'NuevaClave2026');
    expect(tooShort.json().error.message).toBe('El enlace de restablecimiento no es válido.');
    await requestReset(DEMO_USERS.ana.email);
    const weak = await confirmReset(await readResetToken(DEMO_USERS.ana.email), 'debil');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('La contraseña debe tener al menos 10 caracteres.');
  });

  it('changes the password only with the right current one and then revokes every session', async () => {
    const first = await login(t.app, DEMO_USERS.julian.email);
    const second = await login(t.app, DEMO_USERS.julian.email);
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(first),
        payload: { currentPassword, newPassword },
      });

    const wrong = await change('NoEsLaActual1', 'CambiadaClave2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'La contraseña actual no es correcta.' },
    });
    expect((await me(first)).statusCode).toBe(200);

    const weak = await change('Travesia2026!', 'corta');
    expect(weak.json().error.message).toBe('La contraseña debe tener al menos 10 caracteres.');

    expect((await change('Travesia2026!', 'CambiadaClave2026')).statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    await login(t.app, DEMO_USERS.julian.email, 'CambiadaClave2026');

    const [julian] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.julian.email));
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorUserId, julian?.id ?? -1))
    ).map((entry) => entry.action);
    expect(actions).toContain('auth.password_change');
  });

  it('needs a session to change the password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'Travesia2026!', newPassword: 'CambiadaClave2026' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset for unknown addresses', () => {
  it('runs the same statements as for an account, the e-mail included', async () => {
    let statements: string[] | undefined;
    const t = await createTestApp({ onQuery: (query) => statements?.push(query) });
    const statementsOf = async (email: string) => {
      statements = [];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
      const ran = statements;
      statements = undefined;
      return ran;
    };
    try {
      const known = await statementsOf(DEMO_USERS.laura.email);
      const unknown = await statementsOf('nadie@andesenergia.co');
      expect(known.length).toBeGreaterThan(3);
      expect(unknown).toEqual(known);
      const mails = await t.database.db.select().from(outbox);
      expect(mails.map((mail) => mail.toAddress)).toEqual([DEMO_USERS.laura.email, 'nadie@andesenergia.co']);
      const tokens = await t.database.db.select().from(passwordResetTokens);
      expect(tokens.map((token) => token.userId === null)).toEqual([false, true]);
    } finally {
      await t.close();
    }
  });
});

describe('password reset timing', () => {
  /** The value below which `fraction` of the durations lie. */
  const quantile = (durations: number[], fraction: number) =>
    [...durations].sort((a, b) => a - b)[Math.floor(durations.length * fraction)] ?? 0;

  it('takes as long for an unknown address as for an account, over many requests', async () => {
    const t = await createTestApp();
    // The work a request costs is this process's CPU time (PGlite runs in it): unlike the time on the clock, the
    // other programs of a loaded machine hardly add to it.
    const timeRequest = async (email: string) => {
      const started = process.cpuUsage();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000;
    };
    try {
      // Both addresses are asked for again and again, so each request updates its counter rather than adding one.
      const unknownEmail = 'nadie@andesenergia.co';
      // Warm up both paths (first statements prepare, first renders compile), then interleave the two so that
      // whatever else loads the machine weighs on both alike.
      for (let round = 0; round < 10; round++) {
        await timeRequest(DEMO_USERS.laura.email);
        await timeRequest(unknownEmail);
      }
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 80; round++) {
        const isKnownFirst = round % 2 === 0;
        if (isKnownFirst) known.push(await timeRequest(DEMO_USERS.laura.email));
        unknown.push(await timeRequest(unknownEmail));
        if (!isKnownFirst) known.push(await timeRequest(DEMO_USERS.laura.email));
      }
      // A loaded machine only ever adds time, so the lower quartile tracks the work itself; the median wandered by
      // up to a fifth between the two on the same code. Writing the e-mail and the token for the account alone
      // made its lower quartile 12 to 18 % higher (on a quiet machine 5.1 against 4.2 ms); doing the same work on
      // both paths leaves under 7 %.
      const [knownMs, unknownMs] = [quantile(known, 0.25), quantile(unknown, 0.25)];
      expect(Math.abs(knownMs - unknownMs), `lower quartiles ${knownMs} and ${unknownMs} ms`).toBeLessThan(
        0.1 * Math.min(knownMs, unknownMs),
      );
    } finally {
      await t.close();
    }
  });
});
