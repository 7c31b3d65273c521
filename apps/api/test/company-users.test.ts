import { auditLog, outbox, userInvitations, users } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD, useCompanyUsersApp } from './helpers/company-users';
import { bearer, createTestApp, DEMO_USERS, databases, login } from './helpers/test-app';

describe.each(databases)('users of the company: invitations (%s)', (kind) => {
  const { suite, request, userId, invitationToken, auditActions } = useCompanyUsersApp(kind);

  it('lists the company’s users with id, role and state', async () => {
    const response = await request('GET', `/api/users/company/${suite.andesId}`, suite.tokens.ana);
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
    const invited = await request(
      'POST',
      `/api/users/company/${suite.andesId}/invitations`,
      suite.tokens.ana,
      {
        email: ' Nueva.Persona@AndesEnergia.co ',
        role: 'aprobador',
      },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'nueva.persona@andesenergia.co', role: 'aprobador' });

    const pending = await request('GET', `/api/users/company/${suite.andesId}/invitations`, suite.tokens.ana);
    expect(pending.json().data.map((entry: { email: string }) => entry.email)).toContain(
      'nueva.persona@andesenergia.co',
    );
    const [mail] = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'nueva.persona@andesenergia.co'));
    expect(mail?.subject).toBe('Andes Energía S.A.S. te invita a Travesía');
    expect(mail?.textBody).toContain('con el rol Aprobador');
    expect(mail?.textBody).toMatch(/http:\/\/travesia\.test\/invitation\/[\w-]{43}/);
    const token = await invitationToken('nueva.persona@andesenergia.co');
    // Only the hash is stored.
    const stored = await suite.t.database.db.select().from(userInvitations);
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

    const session = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nueva.persona@andesenergia.co', password: NEW_PASSWORD },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      role: 'aprobador',
      id_company: suite.andesId,
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

  it('refuses invitations to the company’s own users, roles above the administrator and other companies', async () => {
    const existing = await request(
      'POST',
      `/api/users/company/${suite.andesId}/invitations`,
      suite.tokens.ana,
      {
        email: DEMO_USERS.carlos.email,
        role: 'viajero',
      },
    );
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.message).toBe(
      'Ya existe un usuario con este correo electrónico en la empresa.',
    );

    const operator = await request(
      'POST',
      `/api/users/company/${suite.andesId}/invitations`,
      suite.tokens.ana,
      {
        email: 'agencia@andesenergia.co',
        role: 'operador',
      },
    );
    expect(operator.statusCode).toBe(403);
    expect(operator.json().error.message).toBe('No puedes asignar el rol Operador.');

    const invalid = await request(
      'POST',
      `/api/users/company/${suite.andesId}/invitations`,
      suite.tokens.ana,
      {
        email: 'no-es-correo',
        role: 'jefe',
      },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Ingresa un correo electrónico válido.');

    const foreign = await request(
      'POST',
      `/api/users/company/${suite.cafeId}/invitations`,
      suite.tokens.ana,
      {
        email: 'alguien@cafedelsur.co',
        role: 'viajero',
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await request('GET', `/api/users/company/${suite.cafeId}/invitations`, suite.tokens.ana)).statusCode,
    ).toBe(404);
    for (const token of [suite.tokens.laura, suite.tokens.carlos]) {
      const below = await request('POST', `/api/users/company/${suite.andesId}/invitations`, token, {
        email: 'alguien@andesenergia.co',
        role: 'viajero',
      });
      expect(below.statusCode).toBe(403);
    }
    const bogus = await request('POST', '/api/invitations/lookup', undefined, { token: 'x'.repeat(43) });
    expect(bogus.statusCode).toBe(404);
  });

  it('answers an address with an account in another company as a new one, and tells its owner instead', async () => {
    const invite = (email: string) =>
      request('POST', `/api/users/company/${suite.andesId}/invitations`, suite.tokens.ana, {
        email,
        role: 'viajero',
      });
    const fresh = await invite('recien.llegada@andesenergia.co');
    const elsewhere = await invite(DEMO_USERS.julian.email);
    expect(elsewhere.statusCode, elsewhere.body).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(201);
    const shapeOf = (body: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, value === null ? null : typeof value]),
      );
    expect(shapeOf(elsewhere.json())).toEqual(shapeOf(fresh.json()));
    expect(elsewhere.json()).toMatchObject({ email: DEMO_USERS.julian.email, role: 'viajero' });
    const pending = await request('GET', `/api/users/company/${suite.andesId}/invitations`, suite.tokens.ana);
    expect(pending.json().data.map((entry: { email: string }) => entry.email)).toEqual(
      expect.arrayContaining(['recien.llegada@andesenergia.co', DEMO_USERS.julian.email]),
    );

    // Julián gets no link to a second account, only word that somebody tried; his account is unchanged.
    const mails = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.julian.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Intentaron invitarte a otra empresa en Travesía']);
    expect(mails[0]?.textBody).toContain('Andes Energía S.A.S. intentó invitarte a Travesía con este correo');
    expect(mails[0]?.textBody).not.toMatch(/\/invitation\//);
    const [julian] = await suite.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.julian.email));
    expect(julian?.companyId).toBe(suite.cafeId);
    const [audit] = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.entityId, DEMO_USERS.julian.email)));
    expect(audit?.details).toEqual({ role: 'viajero', via: 'form', outcome: 'account_elsewhere' });
  });

  it('a newer invitation replaces the pending one to the same e-mail', async () => {
    const email = 'dos.veces@andesenergia.co';
    await request('POST', `/api/users/company/${suite.andesId}/invitations`, suite.tokens.ana, {
      email,
      role: 'viajero',
    });
    const first = await invitationToken(email);
    await request('POST', `/api/users/company/${suite.andesId}/invitations`, suite.tokens.ana, {
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
      const check = await request(
        'POST',
        `/api/users/company/${suite.andesId}/import/check`,
        suite.tokens.ana,
        { csv },
      );
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json()).toEqual({
        fileErrors: [],
        rows: [
          { line: 2, email: 'lote.uno@andesenergia.co', errors: [] },
          {
            line: 3,
            email: DEMO_USERS.carlos.email,
            errors: ['Ya existe un usuario con este correo electrónico en la empresa.'],
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
              // Only what an administrador may give: never operador.
              'El rol debe ser viajero, aprobador o administrador.',
            ],
          },
          { line: 6, email: 'lote.uno@andesenergia.co', errors: ['El correo ya aparece en la fila 2.'] },
          { line: 7, email: 'lote.cuatro@andesenergia.co', errors: ['No puedes asignar el rol Operador.'] },
        ],
      });

      const outboxBefore = (await suite.t.database.db.select().from(outbox)).length;
      const refused = await request('POST', `/api/users/company/${suite.andesId}/import`, suite.tokens.ana, {
        csv,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(
        /^No se invitó a nadie: 5 filas tienen errores \(fila 3: Ya existe un usuario con este correo electrónico en la empresa\.; fila 4: /,
      );
      expect((await suite.t.database.db.select().from(outbox)).length).toBe(outboxBefore);
      const lote = await suite.t.database.db
        .select()
        .from(userInvitations)
        .where(eq(userInvitations.email, 'lote.uno@andesenergia.co'));
      expect(lote).toEqual([]);

      const noHeader = await request('POST', `/api/users/company/${suite.andesId}/import`, suite.tokens.ana, {
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
      const imported = await request('POST', `/api/users/company/${suite.andesId}/import`, suite.tokens.ana, {
        csv,
      });
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
      const actions = await suite.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.entityId, 'lote.seis@andesenergia.co')));
      expect(actions[0]?.details).toEqual({ role: 'aprobador', via: 'csv', outcome: 'invitation_sent' });
    });

    it('checks and imports an address with an account in another company like a new one', async () => {
      const csv = [
        HEADER,
        'lote.ocho@andesenergia.co,Lote,Ocho,1313131313,viajero',
        `${DEMO_USERS.operador.email},Otra,Agencia,1414141414,viajero`,
      ].join('\n');
      const check = await request(
        'POST',
        `/api/users/company/${suite.andesId}/import/check`,
        suite.tokens.ana,
        { csv },
      );
      expect(check.json()).toEqual({
        fileErrors: [],
        rows: [
          { line: 2, email: 'lote.ocho@andesenergia.co', errors: [] },
          { line: 3, email: DEMO_USERS.operador.email, errors: [] },
        ],
      });
      const imported = await request('POST', `/api/users/company/${suite.andesId}/import`, suite.tokens.ana, {
        csv,
      });
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toEqual({ invited: 2 });
      await invitationToken('lote.ocho@andesenergia.co');
      await expect(invitationToken(DEMO_USERS.operador.email)).rejects.toThrow('no invitation mail');
      const [notice] = await suite.t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, DEMO_USERS.operador.email));
      expect(notice?.subject).toBe('Intentaron invitarte a otra empresa en Travesía');
    });

    it('gives the invitee the documento the administrator wrote, refusing another one', async () => {
      const csv = `${HEADER}\nlote.siete@andesenergia.co,Lote,Siete,1212121212,viajero`;
      const imported = await request('POST', `/api/users/company/${suite.andesId}/import`, suite.tokens.ana, {
        csv,
      });
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
      const [row] = await suite.t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'lote.siete@andesenergia.co'));
      expect(row?.documento).toBe('1212121212');
    });

    it('is for administrators of the company only', async () => {
      const csv = `${HEADER}\nx.y@andesenergia.co,Equis,Ye,9090909090,viajero`;
      expect(
        (await request('POST', `/api/users/company/${suite.andesId}/import`, suite.tokens.carlos, { csv }))
          .statusCode,
      ).toBe(403);
      expect(
        (await request('POST', `/api/users/company/${suite.cafeId}/import`, suite.tokens.ana, { csv }))
          .statusCode,
      ).toBe(404);
    });
  });
});

describe.each(databases)('an invitation to an address with an account in another company (%s)', (kind) => {
  it('runs the same statements as one to a new address, the e-mail aside', async () => {
    let statements: string[] | undefined;
    const t = await createTestApp({ database: kind, onQuery: (query) => statements?.push(query) });
    try {
      const token = await login(t.app, DEMO_USERS.ana.email);
      const [ana] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.ana.email));
      const statementsOf = async (email: string) => {
        statements = [];
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/users/company/${ana?.companyId}/invitations`,
          headers: bearer(token),
          payload: { email, role: 'viajero' },
        });
        expect(response.statusCode, response.body).toBe(201);
        const ran = statements;
        statements = undefined;
        return ran;
      };
      const fresh = await statementsOf('otra.persona@andesenergia.co');
      const elsewhere = await statementsOf(DEMO_USERS.julian.email);
      expect(fresh.length).toBeGreaterThan(5);
      expect(elsewhere).toEqual(fresh);
    } finally {
      await t.close();
    }
  });
});
