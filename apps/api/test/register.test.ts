import { auditLog, companies, users } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, databases, type TestApp } from './helpers/test-app';

let sequence = 0;
function newPerson(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    documento: `7000${String(sequence).padStart(6, '0')}`,
    firstname: 'Sofía',
    last_name: 'Castaño',
    email: `sofia.castano${sequence}@cafedelsur.co`,
    phone: '+57 300 123 4567',
    password: 'ClaveSegura2026',
    ...overrides,
  };
}

describe.each(databases)('sign-up (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it("joins the company that owns the e-mail's domain as a traveller and signs in", async () => {
    const person = newPerson({ email: `  Nueva.Persona@CafeDelSur.co ` });
    const response = await register(person);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: 'nueva.persona@cafedelsur.co',
      role: 'viajero',
      aprobadores: [],
      company: { name: 'Café del Sur S.A.S.' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token) });
    expect(me.json().data.documento).toBe(person.documento);

    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nueva.persona@cafedelsur.co'));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, user?.id ?? -1));
    expect(entries.map((entry) => entry.action)).toEqual(['auth.register']);
  });

  it('joins the company of the invitation code, whatever the e-mail domain', async () => {
    const response = await register(
      newPerson({ email: 'independiente@gmail.com', invitationCode: ' andes2026 ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user.company.name).toBe('Andes Energía S.A.S.');

    const byCodeOverDomain = await register(newPerson({ invitationCode: 'ANDES2026' }));
    expect(byCodeOverDomain.json().user.company.name).toBe('Andes Energía S.A.S.');
  });

  it('rejects an unknown invitation code', async () => {
    const response = await register(newPerson({ invitationCode: 'NOEXISTE' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'El código de invitación no es válido.' },
    });
  });

  it('rejects an e-mail no company owns when there is no invitation code', async () => {
    const response = await register(newPerson({ email: 'alguien@gmail.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'No encontramos una empresa asociada a tu correo. Pide a tu empresa el código de invitación.',
    );
  });

  it('does not let anyone join an inactive company', async () => {
    const [cafe] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.invitationCode, 'CAFE2026'));
    await t.database.db
      .update(companies)
      .set({ isActive: false })
      .where(eq(companies.id, cafe?.id ?? -1));
    try {
      expect((await register(newPerson({ invitationCode: 'CAFE2026' }))).statusCode).toBe(400);
      expect((await register(newPerson())).statusCode).toBe(400);
    } finally {
      await t.database.db
        .update(companies)
        .set({ isActive: true })
        .where(eq(companies.id, cafe?.id ?? -1));
    }
  });

  it('refuses a second account with the same e-mail', async () => {
    const response = await register(newPerson({ email: 'VIAJERO@andesenergia.co' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Ya existe una cuenta con este correo electrónico.' },
    });
  });

  it('refuses a documento already used in the same company, but not in another one', async () => {
    const sameCompany = await register(newPerson({ documento: '1037600789' }));
    expect(sameCompany.statusCode).toBe(409);
    expect(sameCompany.json().error.message).toBe(
      'Ya existe un usuario con este número de documento en tu empresa.',
    );

    const otherCompany = await register(newPerson({ documento: '1020304050' }));
    expect(otherCompany.statusCode).toBe(201);
  });

  it.each([
    [
      { documento: '12.345.678' },
      'El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.',
    ],
    [{ documento: undefined }, 'El número de documento es obligatorio.'],
    [{ firstname: 'A' }, 'El nombre debe tener al menos 2 caracteres.'],
    [{ firstname: 'x'.repeat(81) }, 'El nombre no puede superar 80 caracteres.'],
    [{ last_name: undefined }, 'El apellido es obligatorio.'],
    [{ last_name: 'B' }, 'El apellido debe tener al menos 2 caracteres.'],
    [{ email: undefined }, 'El correo electrónico es obligatorio.'],
    [{ email: 'sofia@' }, 'Ingresa un correo electrónico válido.'],
    [{ phone: 'llámame' }, 'Ingresa un teléfono válido, por ejemplo +57 300 123 4567.'],
    [{ phone: undefined }, 'El teléfono es obligatorio.'],
    [{ password: undefined }, 'La contraseña es obligatoria.'],
    [{ password: 'Corta1' }, 'La contraseña debe tener al menos 10 caracteres.'],
    [{ password: 'sinmayusculas2026' }, 'La contraseña debe incluir al menos una letra mayúscula.'],
    [{ password: 'SINMINUSCULAS2026' }, 'La contraseña debe incluir al menos una letra minúscula.'],
    [{ password: 'SinNumerosNunca' }, 'La contraseña debe incluir al menos un número.'],
    [{ invitationCode: 'X'.repeat(41) }, 'El código de invitación no es válido.'],
  ])('validates %o with a Spanish message', async (overrides, message) => {
    const response = await register(newPerson(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
  });
});
