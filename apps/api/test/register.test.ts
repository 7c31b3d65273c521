import { auditLog, companies, outbox, pendingSignUps, users } from '@travesia/db';
import { INVALID_CREDENTIALS_MESSAGE, SIGN_UP_CONFIRMATION_SENT_MESSAGE } from '@travesia/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_USERS, databases, login, type TestApp } from './helpers/test-app';

const INVALID_LINK = 'El enlace de confirmación no es válido, ya se usó o venció. Regístrate de nuevo.';
const PASSWORD = 'ClaveSegura2026';
const CAFE_CODE = 'CAFESUR8MWT3';
const ANDES_CODE = 'ANDESV7KQ3XR';
const DOMAIN_SIGN_UP_OFF =
  'Tu empresa no permite registrarse solo con el correo corporativo. Pide a tu administrador una invitación o el código de invitación.';

let sequence = 0;
function newPerson(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    documento: `7000${String(sequence).padStart(6, '0')}`,
    firstname: 'Sofía',
    last_name: 'Castaño',
    email: `sofia.castano${sequence}@cafedelsur.co`,
    phone: '+57 300 123 4567',
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
  const confirm = (token: string, password: unknown = PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token, password } });
  const attemptLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  async function newestMailTo(email: string) {
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    return message;
  }

  /** The token of the newest confirmation link e-mailed to `email`. */
  async function readConfirmationToken(email: string): Promise<string> {
    const message = await newestMailTo(email);
    const link = message?.textBody.match(/http:\/\/travesia\.test\/confirm-signup\/([\w%-]+)/);
    if (!link?.[1]) throw new Error(`No confirmation link in ${message?.textBody}`);
    return decodeURIComponent(link[1]);
  }

  async function setDomainSignUp(invitationCode: string, allowDomainSignup: boolean) {
    await t.database.db
      .update(companies)
      .set({ allowDomainSignup })
      .where(eq(companies.invitationCode, invitationCode));
  }

  /** Lets accounts made with the code in at once, as a company may choose, for the tests that are not about it. */
  async function setCodeApproval(invitationCode: string, codeSignUpsNeedApproval: boolean) {
    await t.database.db
      .update(companies)
      .set({ codeSignUpsNeedApproval })
      .where(eq(companies.invitationCode, invitationCode));
  }

  it('answers no session: the account exists and signs in only after the e-mailed link is followed', async () => {
    const person = newPerson({ email: `  Nueva.Persona@CafeDelSur.co ` });
    const response = await register(person);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGN_UP_CONFIRMATION_SENT_MESSAGE });

    const beforeConfirming = await attemptLogin('nueva.persona@cafedelsur.co', PASSWORD);
    expect(beforeConfirming.statusCode).toBe(401);
    expect(beforeConfirming.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'nueva.persona@cafedelsur.co')),
    ).toHaveLength(0);

    const mail = await newestMailTo('nueva.persona@cafedelsur.co');
    expect(mail?.subject).toBe('Confirma tu cuenta de Travesía');
    const confirmed = await confirm(await readConfirmationToken('nueva.persona@cafedelsur.co'));
    expect(confirmed.statusCode).toBe(201);
    const body = confirmed.json();
    expect(body.user).toMatchObject({
      email: 'nueva.persona@cafedelsur.co',
      role: 'viajero',
      aprobadores: [],
      company: { name: 'Café del Sur S.A.S.' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token) });
    expect(me.json().data.documento).toBe(person.documento);
    await login(t.app, 'nueva.persona@cafedelsur.co', PASSWORD);

    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nueva.persona@cafedelsur.co'));
    expect(user?.signupVia).toBe('email_domain');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, user?.id ?? -1));
    expect(entries.map((entry) => entry.action)).toEqual(['auth.register', 'auth.login']);
  });

  it('keeps only a hash of the link token, which works once and not after it expires', async () => {
    const person = newPerson();
    await register(person);
    const token = await readConfirmationToken(person.email);
    expect(
      await t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.tokenHash, token)),
    ).toEqual([]);
    expect((await confirm(token)).statusCode).toBe(201);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: INVALID_LINK } });

    const late = newPerson();
    await register(late);
    const lateToken = await readConfirmationToken(late.email);
    await t.database.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignUps.email, late.email));
    expect((await confirm(lateToken)).json().error.message).toBe(INVALID_LINK);
    expect((await confirm('x'.repeat(43))).json().error.message).toBe(INVALID_LINK);
    expect((await confirm('corto')).json().error.message).toBe(INVALID_LINK);
  });

  it('lets only the newest link of an address work', async () => {
    const person = newPerson();
    await register(person);
    const first = await readConfirmationToken(person.email);
    await register({ ...person, firstname: 'Sofi' });
    const second = await readConfirmationToken(person.email);
    expect((await confirm(first)).statusCode).toBe(400);
    const confirmed = await confirm(second);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().user.name).toBe('Sofi');
  });

  it('answers an address that already has an account the same way and e-mails its owner instead', async () => {
    const before = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.julian.email));
    const response = await register(newPerson({ email: 'VIAJERO@cafedelsur.co' }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGN_UP_CONFIRMATION_SENT_MESSAGE });

    const mail = await newestMailTo(DEMO_USERS.julian.email);
    expect(mail?.subject).toBe('Ya tienes una cuenta en Travesía');
    expect(mail?.textBody).toContain('Hola, Julián:');
    expect(mail?.textBody).toContain('http://travesia.test/restore-pass');
    expect(mail?.textBody).not.toContain('confirm-signup');
    expect(await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.julian.email))).toEqual(
      before,
    );
    await login(t.app, DEMO_USERS.julian.email);
  });

  it('answers a documento already used in the company the same way and tells only the mailbox', async () => {
    const person = newPerson({ documento: DEMO_USERS.julian.documento });
    const response = await register(person);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGN_UP_CONFIRMATION_SENT_MESSAGE });
    const mail = await newestMailTo(person.email);
    expect(mail?.subject).toBe('No pudimos crear tu cuenta de Travesía');
    expect(mail?.textBody).toContain('ya existe un usuario con ese número de documento en la empresa');

    // In another company the same documento is free.
    const elsewhere = newPerson({ documento: DEMO_USERS.laura.documento });
    await register(elsewhere);
    expect((await confirm(await readConfirmationToken(elsewhere.email))).statusCode).toBe(201);
  });

  it('joins the company of the invitation code, whatever the e-mail domain', async () => {
    await setCodeApproval(ANDES_CODE, false);
    const independent = newPerson({ email: 'independiente@gmail.com', invitationCode: ' andesv7kq-3xr ' });
    expect((await register(independent)).statusCode).toBe(202);
    const confirmed = await confirm(await readConfirmationToken('independiente@gmail.com'));
    expect(confirmed.json().user.company.name).toBe('Andes Energía S.A.S.');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'independiente@gmail.com'));
    expect(user?.signupVia).toBe('invitation_code');

    const byCodeOverDomain = newPerson({ invitationCode: ANDES_CODE });
    await register(byCodeOverDomain);
    const overDomain = await confirm(await readConfirmationToken(byCodeOverDomain.email));
    expect(overDomain.json().user.company.name).toBe('Andes Energía S.A.S.');
    await setCodeApproval(ANDES_CODE, true);
  });

  it('refuses domain sign-ups of a company that turned them off, but not its invitation code', async () => {
    const pendingBefore = newPerson();
    await register(pendingBefore);
    await setDomainSignUp(CAFE_CODE, false);
    try {
      const byDomain = await register(newPerson());
      expect(byDomain.statusCode).toBe(400);
      expect(byDomain.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: DOMAIN_SIGN_UP_OFF } });
      // A link sent before the switch stops working too.
      const late = await confirm(await readConfirmationToken(pendingBefore.email));
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe(DOMAIN_SIGN_UP_OFF);

      const byCode = newPerson({ invitationCode: CAFE_CODE });
      expect((await register(byCode)).statusCode).toBe(202);
      const confirmed = await confirm(await readConfirmationToken(byCode.email));
      // The account exists and waits for the administrator (invitation-code.test.ts).
      expect(confirmed.statusCode).toBe(202);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, byCode.email));
      expect(user).toMatchObject({ awaitingApproval: true, isActive: false, signupVia: 'invitation_code' });
    } finally {
      await setDomainSignUp(CAFE_CODE, true);
    }
  });

  it('answers an unknown invitation code like a good one and tells only the mailbox', async () => {
    const person = newPerson({ invitationCode: 'NOEXISTE' });
    const response = await register(person);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGN_UP_CONFIRMATION_SENT_MESSAGE });
    const mail = await newestMailTo(person.email);
    expect(mail?.subject).toBe('No pudimos crear tu cuenta de Travesía');
    expect(mail?.textBody).toContain('el código no es válido, ya no está vigente o no sirve con este correo');
    expect(mail?.textBody).not.toContain('confirm-signup');
  });

  it('keeps the link already mailed to an address when somebody asks again with a wrong code', async () => {
    const person = newPerson();
    await register(person);
    const token = await readConfirmationToken(person.email);
    expect((await register({ ...person, invitationCode: 'ZZZZ-ZZZZ-ZZZZ' })).statusCode).toBe(202);
    expect((await newestMailTo(person.email))?.subject).toBe('No pudimos crear tu cuenta de Travesía');
    expect((await confirm(token)).statusCode).toBe(201);
  });

  it('rejects an e-mail no company owns when there is no invitation code', async () => {
    const response = await register(newPerson({ email: 'alguien@gmail.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'No encontramos una empresa asociada a tu correo. Pide a tu empresa el código de invitación.',
    );
  });

  it('does not let anyone join an inactive company', async () => {
    const pending = newPerson();
    await register(pending);
    const [cafe] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.invitationCode, CAFE_CODE));
    await t.database.db
      .update(companies)
      .set({ isActive: false })
      .where(eq(companies.id, cafe?.id ?? -1));
    try {
      const byCode = newPerson({ invitationCode: CAFE_CODE });
      expect((await register(byCode)).statusCode).toBe(202);
      expect((await newestMailTo(byCode.email))?.subject).toBe('No pudimos crear tu cuenta de Travesía');
      expect((await register(newPerson())).statusCode).toBe(400);
      expect((await confirm(await readConfirmationToken(pending.email))).json().error.message).toBe(
        INVALID_LINK,
      );
    } finally {
      await t.database.db
        .update(companies)
        .set({ isActive: true })
        .where(eq(companies.id, cafe?.id ?? -1));
    }
  });

  it('lets only the link holder choose the password: what the requester typed never signs in (pre-hijack)', async () => {
    // An attacker asks for an account with an employee's address and a password of their choosing.
    const attacker = newPerson({ email: 'nueva.x@cafedelsur.co', password: 'ClaveDelAtacante2026' });
    expect((await register(attacker)).statusCode).toBe(202);
    expect(await attemptLogin(attacker.email, 'ClaveDelAtacante2026')).toHaveProperty('statusCode', 401);
    const [pending] = await t.database.db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.email, attacker.email));
    expect(pending).toBeDefined();
    expect(Object.values(pending ?? {}).some((value) => String(value).startsWith('$argon2'))).toBe(false);

    // The employee follows the link in her mailbox and chooses her own password there.
    const confirmed = await confirm(await readConfirmationToken(attacker.email), 'MiPropiaClave2026');
    expect(confirmed.statusCode).toBe(201);
    const stolen = await attemptLogin(attacker.email, 'ClaveDelAtacante2026');
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    await login(t.app, attacker.email, 'MiPropiaClave2026');
  });

  it.each([
    [undefined, 'La contraseña es obligatoria.'],
    ['Corta1', 'La contraseña debe tener al menos 10 caracteres.'],
    ['sinmayusculas2026', 'La contraseña debe incluir al menos una letra mayúscula.'],
    ['SINMINUSCULAS2026', 'La contraseña debe incluir al menos una letra minúscula.'],
    ['SinNumerosNunca', 'La contraseña debe incluir al menos un número.'],
  ])('confirming with the password %s answers %s and keeps the link', async (password, message) => {
    const person = newPerson();
    await register(person);
    const token = await readConfirmationToken(person.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: password === undefined ? { token } : { token, password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    expect((await confirm(token)).statusCode).toBe(201);
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
    [{ invitationCode: 'X'.repeat(41) }, 'El código de invitación no es válido.'],
  ])('validates %o with a Spanish message', async (overrides, message) => {
    const response = await register(newPerson(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
  });
});
