import { auditLog, outbox, sessions, userInvitations, users } from '@travesia/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  login,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const NEW_PASSWORD = 'ClaveNueva2026';

describe.each(databases)('users of the company (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let cafeId: number;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    andesId = await companyOf(DEMO_USERS.ana.email);
    cafeId = await companyOf(DEMO_USERS.julian.email);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  async function companyOf(email: string): Promise<number> {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.companyId;
  }

  async function userId(email: string): Promise<number> {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  /** The token of the newest invitation link e-mailed to `email`. */
  async function invitationToken(email: string): Promise<string> {
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = mail?.textBody.match(/\/invitation\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mail to ${email}`);
    return token;
  }

  async function auditActions(entityId: string | number): Promise<string[]> {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)));
    return rows.map((row) => row.action).sort();
  }

  it('lists the company’s users with id, role and state', async () => {
    const response = await request('GET', `/api/users/company/${andesId}`, tokens.ana);
    expect(response.statusCode).toBe(200);
    const listed = response.json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: await userId(DEMO_USERS.laura.email),
        email: DEMO_USERS.laura.email,
        role: 'viajero',
        is_active: true,
      }),
    );
  });

  it('invites by e-mail; the single-use link lets the invitee join with the role and sign in', async () => {
    const invited = await request('POST', `/api/users/company/${andesId}/invitations`, tokens.ana, {
      email: ' Nueva.Persona@AndesEnergia.co ',
      role: 'aprobador',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'nueva.persona@andesenergia.co', role: 'aprobador' });

    const pending = await request('GET', `/api/users/company/${andesId}/invitations`, tokens.ana);
    expect(pending.json().data.map((entry: { email: string }) => entry.email)).toContain(
      'nueva.persona@andesenergia.co',
    );
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'nueva.persona@andesenergia.co'));
    expect(mail?.subject).toBe('Andes Energía S.A.S. te invita a Travesía');
    expect(mail?.textBody).toContain('con el rol Aprobador');
    expect(mail?.textBody).toMatch(/http:\/\/travesia\.test\/invitation\/[\w-]{43}/);
    const token = await invitationToken('nueva.persona@andesenergia.co');
    // Only the hash is stored.
    const stored = await t.database.db.select().from(userInvitations);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const details = await request('POST', '/api/invitations/lookup', undefined, { token });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      email: 'nueva.persona@andesenergia.co',
      role: 'aprobador',
      companyName: 'Andes Energía S.A.S.',
      firstname: null,
      last_name: null,
      documento: null,
    });

    const weak = await request('POST', '/api/invitations/accept', undefined, {
      token,
      firstname: 'Nueva',
      last_name: 'Persona',
      documento: '1010101010',
      password: 'corta',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('La contraseña debe tener al menos 10 caracteres.');

    const takenDocumento = await request('POST', '/api/invitations/accept', undefined, {
      token,
      firstname: 'Nueva',
      last_name: 'Persona',
      documento: DEMO_USERS.laura.documento,
      password: NEW_PASSWORD,
    });
    expect(takenDocumento.statusCode).toBe(409);
    expect(takenDocumento.json().error.message).toBe(
      'Ya existe un usuario con este número de documento en la empresa.',
    );

    const accepted = await request('POST', '/api/invitations/accept', undefined, {
      token,
      firstname: 'Nueva',
      last_name: 'Persona',
      documento: '1010101010',
      phone: '',
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ email: 'nueva.persona@andesenergia.co' });

    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nueva.persona@andesenergia.co', password: NEW_PASSWORD },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      role: 'aprobador',
      id_company: andesId,
      documento: '1010101010',
    });

    const again = await request('POST', '/api/invitations/accept', undefined, {
      token,
      firstname: 'Otra',
      last_name: 'Vez',
      documento: '2020202020',
      password: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(
      'La invitación no es válida, ya se usó o venció. Pide una nueva.',
    );
    expect((await request('POST', '/api/invitations/lookup', undefined, { token })).statusCode).toBe(404);

    expect(await auditActions('nueva.persona@andesenergia.co')).toEqual(['user.invite']);
    const newId = await userId('nueva.persona@andesenergia.co');
    expect(await auditActions(newId)).toContain('user.invitation_accept');
  });

  it('refuses invitations to existing accounts, roles above the administrator and other companies', async () => {
    const existing = await request('POST', `/api/users/company/${andesId}/invitations`, tokens.ana, {
      email: DEMO_USERS.julian.email,
      role: 'viajero',
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.message).toBe('Ya existe una cuenta con este correo electrónico.');

    const operator = await request('POST', `/api/users/company/${andesId}/invitations`, tokens.ana, {
      email: 'agencia@andesenergia.co',
      role: 'operador',
    });
    expect(operator.statusCode).toBe(403);
    expect(operator.json().error.message).toBe('No puedes asignar el rol Operador.');

    const invalid = await request('POST', `/api/users/company/${andesId}/invitations`, tokens.ana, {
      email: 'no-es-correo',
      role: 'jefe',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Ingresa un correo electrónico válido.');

    const foreign = await request('POST', `/api/users/company/${cafeId}/invitations`, tokens.ana, {
      email: 'alguien@cafedelsur.co',
      role: 'viajero',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await request('GET', `/api/users/company/${cafeId}/invitations`, tokens.ana)).statusCode).toBe(
      404,
    );
    for (const token of [tokens.laura, tokens.carlos]) {
      const below = await request('POST', `/api/users/company/${andesId}/invitations`, token, {
        email: 'alguien@andesenergia.co',
        role: 'viajero',
      });
      expect(below.statusCode).toBe(403);
    }
    const bogus = await request('POST', '/api/invitations/lookup', undefined, { token: 'x'.repeat(43) });
    expect(bogus.statusCode).toBe(404);
  });

  it('a newer invitation replaces the pending one to the same e-mail', async () => {
    const email = 'dos.veces@andesenergia.co';
    await request('POST', `/api/users/company/${andesId}/invitations`, tokens.ana, {
      email,
      role: 'viajero',
    });
    const first = await invitationToken(email);
    await request('POST', `/api/users/company/${andesId}/invitations`, tokens.ana, {
      email,
      role: 'aprobador',
    });
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await request('POST', '/api/invitations/lookup', undefined, { token: first })).statusCode).toBe(
      404,
    );
    const details = await request('POST', '/api/invitations/lookup', undefined, { token: second });
    expect(details.json().role).toBe('aprobador');
  });

  describe('CSV import', () => {
    const HEADER = 'email,firstname,last_name,documento,role';

    it('checks every row in Spanish and invites nobody when one row is wrong', async () => {
      const csv = [
        HEADER,
        'lote.uno@andesenergia.co,Lote,Uno,3030303030,viajero',
        `${DEMO_USERS.carlos.email},Carlos,Repetido,4040404040,viajero`,
        'lote.dos@andesenergia.co,Lote,Dos,52300456,aprobador',
        'sin-arroba,L,Tres,12,jefe',
        'lote.uno@andesenergia.co,Lote,Copia,5050505050,Administrador',
        'lote.cuatro@andesenergia.co,Lote,Cuatro,6060606060,operador',
      ].join('\n');
      const check = await request('POST', `/api/users/company/${andesId}/import/check`, tokens.ana, { csv });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json()).toEqual({
        fileErrors: [],
        rows: [
          { line: 2, email: 'lote.uno@andesenergia.co', errors: [] },
          {
            line: 3,
            email: DEMO_USERS.carlos.email,
            errors: ['Ya existe una cuenta con este correo electrónico.'],
          },
          {
            line: 4,
            email: 'lote.dos@andesenergia.co',
            errors: ['Ya existe un usuario con este número de documento en la empresa.'],
          },
          {
            line: 5,
            email: 'sin-arroba',
            errors: [
              'Ingresa un correo electrónico válido.',
              'El nombre debe tener al menos 2 caracteres.',
              'El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.',
              'El rol debe ser viajero, aprobador, administrador u operador.',
            ],
          },
          { line: 6, email: 'lote.uno@andesenergia.co', errors: ['El correo ya aparece en la fila 2.'] },
          { line: 7, email: 'lote.cuatro@andesenergia.co', errors: ['No puedes asignar el rol Operador.'] },
        ],
      });

      const outboxBefore = (await t.database.db.select().from(outbox)).length;
      const refused = await request('POST', `/api/users/company/${andesId}/import`, tokens.ana, { csv });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(
        /^No se invitó a nadie: 5 filas tienen errores \(fila 3: Ya existe una cuenta con este correo electrónico\.; fila 4: /,
      );
      expect((await t.database.db.select().from(outbox)).length).toBe(outboxBefore);
      const lote = await t.database.db
        .select()
        .from(userInvitations)
        .where(eq(userInvitations.email, 'lote.uno@andesenergia.co'));
      expect(lote).toEqual([]);

      const noHeader = await request('POST', `/api/users/company/${andesId}/import`, tokens.ana, {
        csv: 'correo,nombre\nx@y.co,Equis',
      });
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json().error.message).toBe(
        'La primera fila debe tener las columnas email, firstname, last_name, documento, role. Falta: email, firstname, last_name, documento, role.',
      );
    });

    it('invites every row of a clean file (semicolons and quotes too), with the CSV data filled in', async () => {
      const csv = [
        'role;documento;email;firstname;last_name',
        'viajero;7070707070;lote.cinco@andesenergia.co;"María José";"De la Torre"',
        'Aprobador;8080808080;lote.seis@andesenergia.co;Pedro;Gómez',
        '',
      ].join('\r\n');
      const imported = await request('POST', `/api/users/company/${andesId}/import`, tokens.ana, { csv });
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toEqual({ invited: 2 });

      const token = await invitationToken('lote.cinco@andesenergia.co');
      const details = await request('POST', '/api/invitations/lookup', undefined, { token });
      expect(details.json()).toMatchObject({
        role: 'viajero',
        firstname: 'María José',
        last_name: 'De la Torre',
        documento: '7070707070',
      });
      await invitationToken('lote.seis@andesenergia.co');
      const actions = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.entityId, 'lote.seis@andesenergia.co')));
      expect(actions[0]?.details).toEqual({ role: 'aprobador', via: 'csv' });
    });

    it('gives the invitee the documento the administrator wrote, refusing another one', async () => {
      const csv = `${HEADER}\nlote.siete@andesenergia.co,Lote,Siete,1212121212,viajero`;
      const imported = await request('POST', `/api/users/company/${andesId}/import`, tokens.ana, { csv });
      expect(imported.statusCode, imported.body).toBe(201);
      const token = await invitationToken('lote.siete@andesenergia.co');
      const accept = (documento: string) =>
        request('POST', '/api/invitations/accept', undefined, {
          token,
          firstname: 'Lote',
          last_name: 'Siete',
          documento,
          password: NEW_PASSWORD,
        });

      const other = await accept('3434343434');
      expect(other.statusCode).toBe(400);
      expect(other.json().error.message).toBe(
        'El número de documento no coincide con el de tu invitación. Escribe el que registró tu empresa.',
      );
      // The refusal does not spend the invitation.
      const accepted = await accept('1212121212');
      expect(accepted.statusCode, accepted.body).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'lote.siete@andesenergia.co'));
      expect(row?.documento).toBe('1212121212');
    });

    it('is for administrators of the company only', async () => {
      const csv = `${HEADER}\nx.y@andesenergia.co,Equis,Ye,9090909090,viajero`;
      expect(
        (await request('POST', `/api/users/company/${andesId}/import`, tokens.carlos, { csv })).statusCode,
      ).toBe(403);
      expect(
        (await request('POST', `/api/users/company/${cafeId}/import`, tokens.ana, { csv })).statusCode,
      ).toBe(404);
    });
  });

  describe('role changes and deactivation', () => {
    it('changes a role (audited), never to operador, never demoting oneself', async () => {
      const carlos = await userId(DEMO_USERS.carlos.email);
      const promoted = await request('PATCH', `/api/users/${carlos}`, tokens.ana, { role: 'administrador' });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json()).toMatchObject({ id: carlos, role: 'administrador', is_active: true });
      const back = await request('PATCH', `/api/users/${carlos}`, tokens.ana, { role: 'aprobador' });
      expect(back.json().role).toBe('aprobador');
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.role_change'), eq(auditLog.entityId, String(carlos))));
      expect(entries.map((entry) => entry.details)).toEqual([
        { role: { from: 'aprobador', to: 'administrador' } },
        { role: { from: 'administrador', to: 'aprobador' } },
      ]);

      const operator = await request('PATCH', `/api/users/${carlos}`, tokens.ana, { role: 'operador' });
      expect(operator.statusCode).toBe(403);
      expect(operator.json().error.message).toBe('No puedes asignar el rol Operador.');

      const ana = await userId(DEMO_USERS.ana.email);
      const demoted = await request('PATCH', `/api/users/${ana}`, tokens.ana, { role: 'viajero' });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().error.message).toBe('No puedes bajar tu propio rol.');
      const both = await request('PATCH', `/api/users/${carlos}`, tokens.ana, {
        role: 'viajero',
        isActive: false,
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().error.message).toBe('Indica un cambio: el rol o el estado del usuario.');
      const unknownRole = await request('PATCH', `/api/users/${carlos}`, tokens.ana, { role: 'jefe' });
      expect(unknownRole.json().error.message).toBe(
        'El rol debe ser viajero, aprobador, administrador u operador.',
      );
    });

    it('keeps approvers out (403) and other companies’ users hidden (404)', async () => {
      const laura = await userId(DEMO_USERS.laura.email);
      const julian = await userId(DEMO_USERS.julian.email);
      expect(
        (await request('PATCH', `/api/users/${laura}`, tokens.carlos, { role: 'aprobador' })).statusCode,
      ).toBe(403);
      const foreign = await request('PATCH', `/api/users/${julian}`, tokens.ana, { isActive: false });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Usuario no encontrado.');
      expect((await request('GET', `/api/users/company/${cafeId}`, tokens.ana)).statusCode).toBe(404);
      // The operator works across companies.
      const viaOperator = await request('PATCH', `/api/users/${julian}`, tokens.operador, {
        role: 'aprobador',
      });
      expect(viaOperator.statusCode).toBe(200);
      await request('PATCH', `/api/users/${julian}`, tokens.operador, { role: 'viajero' });
    });

    it('makes operators only in the agency’s own company, never in a client company', async () => {
      const julian = await userId(DEMO_USERS.julian.email);
      const agencyId = await companyOf(DEMO_USERS.operador.email);
      const message =
        'El rol Operador solo se asigna a usuarios de la agencia, no a los de una empresa cliente.';

      const promoted = await request('PATCH', `/api/users/${julian}`, tokens.operador, { role: 'operador' });
      expect(promoted.statusCode).toBe(403);
      expect(promoted.json().error.message).toBe(message);
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, julian));
      expect(stored?.role).toBe('viajero');

      const invited = await request('POST', `/api/users/company/${cafeId}/invitations`, tokens.operador, {
        email: 'agente@cafedelsur.co',
        role: 'operador',
      });
      expect(invited.statusCode).toBe(403);
      expect(invited.json().error.message).toBe(message);

      const csv =
        'email,firstname,last_name,documento,role\nagente@cafedelsur.co,Agente,Falso,5656565656,operador';
      const check = await request('POST', `/api/users/company/${cafeId}/import/check`, tokens.operador, {
        csv,
      });
      expect(check.json().rows).toEqual([{ line: 2, email: 'agente@cafedelsur.co', errors: [message] }]);
      const imported = await request('POST', `/api/users/company/${cafeId}/import`, tokens.operador, { csv });
      expect(imported.statusCode).toBe(400);
      expect(
        await t.database.db
          .select()
          .from(userInvitations)
          .where(eq(userInvitations.email, 'agente@cafedelsur.co')),
      ).toEqual([]);

      // The agency still makes operators of its own people, and client companies keep every other role.
      const colleague = await request('POST', `/api/users/company/${agencyId}/invitations`, tokens.operador, {
        email: 'colega@travesia.co',
        role: 'operador',
      });
      expect(colleague.statusCode, colleague.body).toBe(201);
      const admin = await request('POST', `/api/users/company/${cafeId}/invitations`, tokens.operador, {
        email: 'jefa@cafedelsur.co',
        role: 'administrador',
      });
      expect(admin.statusCode, admin.body).toBe(201);
    });

    it('deactivating ends the user’s sessions and sign-in; reactivating restores sign-in', async () => {
      const laura = await userId(DEMO_USERS.laura.email);
      const lauraToken = await login(t.app, DEMO_USERS.laura.email);
      const self = await request('PATCH', `/api/users/${await userId(DEMO_USERS.ana.email)}`, tokens.ana, {
        isActive: false,
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().error.message).toBe('No puedes desactivar tu propia cuenta.');

      const deactivated = await request('PATCH', `/api/users/${laura}`, tokens.ana, { isActive: false });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(deactivated.json().is_active).toBe(false);
      expect((await request('GET', '/api/me', lauraToken)).statusCode).toBe(401);
      const live = await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, laura), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_USERS.laura.email, password: 'Travesia2026!' },
      });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json().error.message).toBe('Correo electrónico o contraseña incorrectos.');

      const reactivated = await request('PATCH', `/api/users/${laura}`, tokens.ana, { isActive: true });
      expect(reactivated.json().is_active).toBe(true);
      await login(t.app, DEMO_USERS.laura.email);
      expect(await auditActions(laura)).toEqual(
        expect.arrayContaining(['user.deactivate', 'user.reactivate']),
      );
    });
  });

  describe('self sign-ups', () => {
    /** Signs a person up with the company's domain (or a code) and follows the e-mailed link. */
    async function signUpAndConfirm(email: string, documento: string, invitationCode?: string) {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          documento,
          firstname: 'Pedro',
          last_name: 'Suárez',
          email,
          phone: '+57 300 555 1234',
          password: NEW_PASSWORD,
          ...(invitationCode ? { invitationCode } : {}),
        },
      });
      expect(signUp.statusCode, signUp.body).toBe(202);
      const [mail] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, email))
        .orderBy(desc(outbox.id))
        .limit(1);
      const token = mail?.textBody.match(/\/confirm-signup\/([\w-]+)/)?.[1];
      if (!token) throw new Error(`no confirmation mail to ${email}`);
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register/confirm',
        payload: { token },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      return confirmed.json<{ token: string }>().token;
    }

    it('shows the administrator who signed up by themselves and how; deactivating them works', async () => {
      const session = await signUpAndConfirm('pedro.suarez@andesenergia.co', '4400112233');
      await signUpAndConfirm('pedro.codigo@gmail.com', '4400112234', 'ANDES2026');
      const listed = (await request('GET', `/api/users/company/${andesId}`, tokens.ana)).json().data as {
        id: number;
        email: string;
        signup_via: string | null;
      }[];
      const viaOf = (email: string) => listed.find((user) => user.email === email)?.signup_via;
      expect(viaOf('pedro.suarez@andesenergia.co')).toBe('email_domain');
      expect(viaOf('pedro.codigo@gmail.com')).toBe('invitation_code');
      expect(viaOf(DEMO_USERS.laura.email)).toBeNull();

      const pedro = await userId('pedro.suarez@andesenergia.co');
      const deactivated = await request('PATCH', `/api/users/${pedro}`, tokens.ana, { isActive: false });
      expect(deactivated.json()).toMatchObject({ is_active: false, signup_via: 'email_domain' });
      expect((await request('GET', '/api/me', session)).statusCode).toBe(401);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'pedro.suarez@andesenergia.co', password: NEW_PASSWORD },
      });
      expect(signIn.statusCode).toBe(401);
    });

    it('lets the administrator turn domain sign-up off and on, audited; invitation codes keep working', async () => {
      const settingsUrl = `/api/companies/${andesId}/sign-up-settings`;
      const read = await request('GET', settingsUrl, tokens.ana);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ allowDomainSignup: true, emailDomains: ['andesenergia.co'] });

      const off = await t.app.inject({
        method: 'PUT',
        url: settingsUrl,
        headers: bearer(tokens.ana),
        payload: { allowDomainSignup: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ allowDomainSignup: false, emailDomains: ['andesenergia.co'] });
      try {
        const byDomain = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            documento: '4400112299',
            firstname: 'Rosa',
            last_name: 'Mejía',
            email: 'rosa.mejia@andesenergia.co',
            phone: '+57 300 555 1299',
            password: NEW_PASSWORD,
          },
        });
        expect(byDomain.statusCode).toBe(400);
        await signUpAndConfirm('rosa.codigo@andesenergia.co', '4400112298', 'ANDES2026');
        expect(await auditActions(andesId)).toContain('company.sign_up_settings.update');
      } finally {
        await t.app.inject({
          method: 'PUT',
          url: settingsUrl,
          headers: bearer(tokens.ana),
          payload: { allowDomainSignup: true },
        });
      }
    });

    it('keeps the sign-up settings to administrators of the company (and the operator)', async () => {
      const settingsUrl = (companyId: number) => `/api/companies/${companyId}/sign-up-settings`;
      const traveller = await login(t.app, DEMO_USERS.laura.email);
      expect((await request('GET', settingsUrl(andesId), traveller)).statusCode).toBe(403);
      expect((await request('GET', settingsUrl(andesId), tokens.carlos)).statusCode).toBe(403);
      expect((await request('GET', settingsUrl(cafeId), tokens.ana)).statusCode).toBe(404);
      expect((await request('GET', settingsUrl(cafeId), tokens.operador)).statusCode).toBe(200);
      const invalid = await t.app.inject({
        method: 'PUT',
        url: settingsUrl(andesId),
        headers: bearer(tokens.ana),
        payload: { allowDomainSignup: 'no' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.message).toBe(
        'Indica si se permite el registro con el correo de la empresa.',
      );
    });
  });
});
