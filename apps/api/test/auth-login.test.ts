import { auditLog, companies, sessions, users } from '@travesia/db';
import { INVALID_CREDENTIALS_MESSAGE } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

describe.each(databases)('sign-in and sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('signs in with the demo password and returns the token and the user', async () => {
    const response = await attempt('  Viajero@AndesEnergia.co ', 'Travesia2026!');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      documento: DEMO_USERS.laura.documento,
      name: 'Laura',
      last_name: 'Gómez',
      email: DEMO_USERS.laura.email,
      role: 'viajero',
      company: { name: 'Andes Energía S.A.S.', logo_url: '/brand/andes-energia.svg' },
    });
  });

  it('stores only a hash of the session token', async () => {
    const token = await login(t.app, DEMO_USERS.carlos.email);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(rows).toHaveLength(0);
  });

  it('answers a wrong password and an unknown e-mail with the same code and message', async () => {
    const wrongPassword = await attempt(DEMO_USERS.ana.email, 'Incorrecta2026!');
    const unknownEmail = await attempt('nadie@andesenergia.co', 'Travesia2026!');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: INVALID_CREDENTIALS_MESSAGE },
      });
    }
  });

  it('refuses an inactive user with the same message even with the right password', async () => {
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, DEMO_USERS.julian.email));
    try {
      const response = await attempt(DEMO_USERS.julian.email, 'Travesia2026!');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    } finally {
      await t.database.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.email, DEMO_USERS.julian.email));
    }
  });

  it('refuses users of an inactive company and ends their sessions', async () => {
    const token = await login(t.app, DEMO_USERS.julian.email);
    const [julian] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.julian.email));
    const companyId = julian?.companyId ?? -1;
    await t.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, companyId));
    try {
      const response = await attempt(DEMO_USERS.julian.email, 'Travesia2026!');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    } finally {
      await t.database.db.update(companies).set({ isActive: true }).where(eq(companies.id, companyId));
    }
  });

  it('validates the body with Spanish messages', async () => {
    const response = await attempt('no-es-un-correo', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Ingresa un correo electrónico válido.' },
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(empty.json().error.message).toBe('El correo electrónico es obligatorio.');
  });

  it('reads the signed-in user at /api/me', async () => {
    const token = await login(t.app, DEMO_USERS.ana.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { documento: DEMO_USERS.ana.documento, role: 'administrador', id_company: expect.any(Number) },
    });
  });

  it('answers 401 with the session message without a token, with a bad one, or a malformed header', async () => {
    for (const headers of [{}, bearer('not-a-real-token'), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: {
          code: 'UNAUTHENTICATED',
          message: 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
        },
      });
    }
  });

  it('refuses an expired session', async () => {
    const token = await login(t.app, DEMO_USERS.operador.email);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('signs out: the token stops working, other sessions keep working', async () => {
    const first = await login(t.app, DEMO_USERS.carlos.email);
    const second = await login(t.app, DEMO_USERS.carlos.email);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(first), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(first) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(second) })).statusCode).toBe(
      200,
    );
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(again.statusCode).toBe(401);
  });

  it('writes audit entries for sign-in and sign-out', async () => {
    const token = await login(t.app, DEMO_USERS.julian.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const [julian] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.julian.email));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, julian?.id ?? -1)));
    const actions = entries.map((entry) => entry.action);
    expect(actions).toContain('auth.login');
    expect(actions).toContain('auth.logout');
    expect(entries.every((entry) => entry.companyId === julian?.companyId)).toBe(true);
  });
});
