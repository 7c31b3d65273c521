import { auditLog, users } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

const NEW_DATA = {
  firstname: ' Laura Marcela ',
  last_name: 'Gómez Ríos',
  phone: '+57 315 444 2211',
  document: { type: 'CE', number: '7654321' },
};

describe.each(databases)('own profile (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me/profile', headers: bearer(token) });
  const update = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/me', headers: bearer(token), payload });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  /** Runs `change` and puts the user's row back as it was, so every other test sees the seeded profile. */
  async function restoringUser(email: string, change: () => Promise<void>) {
    const [before] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!before) throw new Error(`no user ${email}`);
    try {
      await change();
    } finally {
      await t.database.db.update(users).set(before).where(eq(users.id, before.id));
    }
  }

  it('shows personal data, the identity document, the company and the approvers', async () => {
    const token = await login(t.app, DEMO_USERS.laura.email);
    const response = await profile(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      firstname: 'Laura',
      last_name: 'Gómez',
      email: DEMO_USERS.laura.email,
      phone: expect.any(String),
      role: 'viajero',
      document: { type: 'CC', number: DEMO_USERS.laura.documento },
      gender: null,
      birthDate: null,
      nationality: null,
      company: { id: expect.any(Number), name: 'Andes Energía S.A.S.', city: 'Bogotá' },
      approvers: [{ name: 'Carlos', last_name: 'Restrepo', email: DEMO_USERS.carlos.email }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
  });

  it('saves the personal data, answers the user as /api/me does, and audits the change', async () => {
    const token = await login(t.app, DEMO_USERS.laura.email);
    await restoringUser(DEMO_USERS.laura.email, async () => {
      const saved = await update(token, NEW_DATA);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        success: true,
        data: {
          documento: '7654321',
          name: 'Laura Marcela',
          last_name: 'Gómez Ríos',
          phone: '+573154442211',
        },
      });
      expect((await me(token)).json()).toEqual(saved.json());
      expect((await profile(token)).json()).toMatchObject({
        firstname: 'Laura Marcela',
        document: { type: 'CE', number: '7654321' },
      });
      // The e-mail and the role are not personal data the user can change.
      const withRole = await update(token, {
        ...NEW_DATA,
        role: 'administrador',
        email: 'otra@andesenergia.co',
      });
      expect(withRole.statusCode).toBe(200);
      expect(withRole.json().data).toMatchObject({ role: 'viajero', email: DEMO_USERS.laura.email });

      const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.profile_update'), eq(auditLog.actorUserId, laura?.id ?? -1)));
      expect(entry?.details).toEqual({
        changes: {
          firstName: { from: 'Laura', to: 'Laura Marcela' },
          lastName: { from: 'Gómez', to: 'Gómez Ríos' },
          phone: { from: expect.any(String), to: '+573154442211' },
          documentType: { from: 'CC', to: 'CE' },
          documento: { from: DEMO_USERS.laura.documento, to: '7654321' },
        },
      });
    });
  });

  it('refuses bad data in Spanish and a documento another person of the company has', async () => {
    const token = await login(t.app, DEMO_USERS.carlos.email);
    await restoringUser(DEMO_USERS.carlos.email, async () => {
      const cases: [object, string][] = [
        [{ ...NEW_DATA, firstname: 'C' }, 'El nombre debe tener al menos 2 caracteres.'],
        [{ ...NEW_DATA, last_name: '' }, 'El apellido debe tener al menos 2 caracteres.'],
        [{ ...NEW_DATA, phone: '12' }, 'Ingresa un teléfono válido, por ejemplo +57 300 123 4567.'],
        [{ ...NEW_DATA, document: { type: 'XX', number: '123456' } }, 'Elige el tipo de documento.'],
        [
          { ...NEW_DATA, document: { type: 'CC', number: '12.345.678' } },
          'El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await update(token, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
      }
      const taken = await update(token, {
        ...NEW_DATA,
        document: { type: 'CC', number: DEMO_USERS.ana.documento },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(
        'Ya hay otra persona de tu empresa con ese número de documento.',
      );
      // Another company's documento is no clash: documentos are unique per company.
      const elsewhere = await update(token, {
        ...NEW_DATA,
        document: { type: 'CC', number: DEMO_USERS.julian.documento },
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  it("keeps the traveller's sex, birth date and nationality, leaves them as they are when not sent, clears them when empty", async () => {
    const token = await login(t.app, DEMO_USERS.laura.email);
    await restoringUser(DEMO_USERS.laura.email, async () => {
      const details = { gender: 'F', birthDate: '1990-05-14', nationality: 'CO' };
      const saved = await update(token, { ...NEW_DATA, ...details });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await profile(token)).json()).toMatchObject(details);
      // A client that sends only the personal data leaves them kept.
      expect((await update(token, NEW_DATA)).statusCode).toBe(200);
      expect((await profile(token)).json()).toMatchObject(details);
      // Empty, as the form sends an unanswered field (or null): no longer kept.
      const cleared = await update(token, { ...NEW_DATA, gender: '', birthDate: null, nationality: '' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((await profile(token)).json()).toMatchObject({
        gender: null,
        birthDate: null,
        nationality: null,
      });

      const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
      const entries = await t.database.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.profile_update'), eq(auditLog.actorUserId, laura?.id ?? -1)));
      expect(entries.at(-1)?.details).toEqual({
        changes: {
          gender: { from: 'F', to: null },
          birthDate: { from: '1990-05-14', to: null },
          nationality: { from: 'CO', to: null },
        },
      });
    });
  });

  it('refuses a bad sex, birth date or nationality in Spanish, as the passenger step does, and keeps nothing', async () => {
    const token = await login(t.app, DEMO_USERS.carlos.email);
    await restoringUser(DEMO_USERS.carlos.email, async () => {
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const cases: [object, string][] = [
        [{ gender: 'X' }, 'Indica el sexo del pasajero como figura en su documento.'],
        [{ birthDate: '1990-02-30' }, 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.'],
        [{ birthDate: '14/05/1990' }, 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.'],
        [{ birthDate: tomorrow }, 'La fecha de nacimiento no puede ser futura.'],
        [{ nationality: 'Colombia' }, 'Elige una nacionalidad de la lista.'],
      ];
      for (const [payload, message] of cases) {
        const response = await update(token, { ...NEW_DATA, ...payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
      }
      expect((await profile(token)).json()).toMatchObject({
        firstname: 'Carlos',
        gender: null,
        birthDate: null,
        nationality: null,
      });
    });
  });

  it('changing the password ends the other sessions; the app signs in again with the new one', async () => {
    const current = await login(t.app, DEMO_USERS.ana.email);
    const otherDevice = await login(t.app, DEMO_USERS.ana.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(current),
      payload: { currentPassword: 'Travesia2026!', newPassword: 'OtraClave2026!' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const again = await login(t.app, DEMO_USERS.ana.email, 'OtraClave2026!');
    expect((await me(again)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
  });
});
