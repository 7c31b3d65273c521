import { auditLog, outbox, sessions, userInvitations, users } from '@travesia/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD, useCompanyUsersApp } from './helpers/company-users';
import { bearer, DEMO_USERS, databases, login } from './helpers/test-app';

describe.each(databases)('users of the company: roles, deactivation and self sign-ups (%s)', (kind) => {
  const { suite, request, companyOf, userId, auditActions } = useCompanyUsersApp(kind);

  describe('role changes and deactivation', () => {
    it('changes a role (audited), never to operador, never demoting oneself', async () => {
      const carlos = await userId(DEMO_USERS.carlos.email);
      const promoted = await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, {
        role: 'administrador',
      });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json()).toMatchObject({ id: carlos, role: 'administrador', is_active: true });
      const back = await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, { role: 'aprobador' });
      expect(back.json().role).toBe('aprobador');
      const entries = await suite.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.role_change'), eq(auditLog.entityId, String(carlos))));
      expect(entries.map((entry) => entry.details)).toEqual([
        { role: { from: 'aprobador', to: 'administrador' } },
        { role: { from: 'administrador', to: 'aprobador' } },
      ]);

      const operator = await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, { role: 'operador' });
      expect(operator.statusCode).toBe(403);
      expect(operator.json().error.message).toBe('No puedes asignar el rol Operador.');

      const ana = await userId(DEMO_USERS.ana.email);
      const demoted = await request('PATCH', `/api/users/${ana}`, suite.tokens.ana, { role: 'viajero' });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().error.message).toBe('No puedes bajar tu propio rol.');
      const both = await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, {
        role: 'viajero',
        isActive: false,
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().error.message).toBe('Indica un cambio: el rol o el estado del usuario.');
      const unknownRole = await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, { role: 'jefe' });
      expect(unknownRole.json().error.message).toBe(
        'El rol debe ser viajero, aprobador, administrador u operador.',
      );
    });

    it('keeps approvers out (403) and other companies’ users hidden (404)', async () => {
      const laura = await userId(DEMO_USERS.laura.email);
      const julian = await userId(DEMO_USERS.julian.email);
      expect(
        (await request('PATCH', `/api/users/${laura}`, suite.tokens.carlos, { role: 'aprobador' }))
          .statusCode,
      ).toBe(403);
      const foreign = await request('PATCH', `/api/users/${julian}`, suite.tokens.ana, { isActive: false });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Usuario no encontrado.');
      expect((await request('GET', `/api/users/company/${suite.cafeId}`, suite.tokens.ana)).statusCode).toBe(
        404,
      );
      // The operator works across companies.
      const viaOperator = await request('PATCH', `/api/users/${julian}`, suite.tokens.operador, {
        role: 'aprobador',
      });
      expect(viaOperator.statusCode).toBe(200);
      await request('PATCH', `/api/users/${julian}`, suite.tokens.operador, { role: 'viajero' });
    });

    it('makes operators only in the agency’s own company, never in a client company', async () => {
      const julian = await userId(DEMO_USERS.julian.email);
      const agencyId = await companyOf(DEMO_USERS.operador.email);
      const message =
        'El rol Operador solo se asigna a usuarios de la agencia, no a los de una empresa cliente.';

      const promoted = await request('PATCH', `/api/users/${julian}`, suite.tokens.operador, {
        role: 'operador',
      });
      expect(promoted.statusCode).toBe(403);
      expect(promoted.json().error.message).toBe(message);
      const [stored] = await suite.t.database.db.select().from(users).where(eq(users.id, julian));
      expect(stored?.role).toBe('viajero');

      const invited = await request(
        'POST',
        `/api/users/company/${suite.cafeId}/invitations`,
        suite.tokens.operador,
        {
          email: 'agente@cafedelsur.co',
          role: 'operador',
        },
      );
      expect(invited.statusCode).toBe(403);
      expect(invited.json().error.message).toBe(message);

      const csv =
        'email,firstname,last_name,documento,role\nagente@cafedelsur.co,Agente,Falso,5656565656,operador';
      const check = await request(
        'POST',
        `/api/users/company/${suite.cafeId}/import/check`,
        suite.tokens.operador,
        {
          csv,
        },
      );
      expect(check.json().rows).toEqual([{ line: 2, email: 'agente@cafedelsur.co', errors: [message] }]);
      const imported = await request(
        'POST',
        `/api/users/company/${suite.cafeId}/import`,
        suite.tokens.operador,
        { csv },
      );
      expect(imported.statusCode).toBe(400);
      expect(
        await suite.t.database.db
          .select()
          .from(userInvitations)
          .where(eq(userInvitations.email, 'agente@cafedelsur.co')),
      ).toEqual([]);

      // The agency still makes operators of its own people, and client companies keep every other role.
      const colleague = await request(
        'POST',
        `/api/users/company/${agencyId}/invitations`,
        suite.tokens.operador,
        {
          email: 'colega@travesia.co',
          role: 'operador',
        },
      );
      expect(colleague.statusCode, colleague.body).toBe(201);
      const admin = await request(
        'POST',
        `/api/users/company/${suite.cafeId}/invitations`,
        suite.tokens.operador,
        {
          email: 'jefa@cafedelsur.co',
          role: 'administrador',
        },
      );
      expect(admin.statusCode, admin.body).toBe(201);
    });

    it('deactivating ends the user’s sessions and sign-in; reactivating restores sign-in', async () => {
      const laura = await userId(DEMO_USERS.laura.email);
      const lauraToken = await login(suite.t.app, DEMO_USERS.laura.email);
      const self = await request(
        'PATCH',
        `/api/users/${await userId(DEMO_USERS.ana.email)}`,
        suite.tokens.ana,
        {
          isActive: false,
        },
      );
      expect(self.statusCode).toBe(409);
      expect(self.json().error.message).toBe('No puedes desactivar tu propia cuenta.');

      const deactivated = await request('PATCH', `/api/users/${laura}`, suite.tokens.ana, {
        isActive: false,
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(deactivated.json().is_active).toBe(false);
      expect((await request('GET', '/api/me', lauraToken)).statusCode).toBe(401);
      const live = await suite.t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, laura), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      const signIn = await suite.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_USERS.laura.email, password: 'Travesia2026!' },
      });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json().error.message).toBe('Correo electrónico o contraseña incorrectos.');

      const reactivated = await request('PATCH', `/api/users/${laura}`, suite.tokens.ana, { isActive: true });
      expect(reactivated.json().is_active).toBe(true);
      await login(suite.t.app, DEMO_USERS.laura.email);
      expect(await auditActions(laura)).toEqual(
        expect.arrayContaining(['user.deactivate', 'user.reactivate']),
      );
    });
  });

  describe('self sign-ups', () => {
    /**
     * Signs a person up with the company's domain (or a code) and follows the e-mailed link; answers the session,
     * or null for an account made with the code, which waits for the administrator (invitation-code.test.ts).
     */
    async function signUpAndConfirm(email: string, documento: string, invitationCode?: string) {
      const signUp = await suite.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          documento,
          firstname: 'Pedro',
          last_name: 'Suárez',
          email,
          phone: '+57 300 555 1234',
          ...(invitationCode ? { invitationCode } : {}),
        },
      });
      expect(signUp.statusCode, signUp.body).toBe(202);
      const [mail] = await suite.t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, email))
        .orderBy(desc(outbox.id))
        .limit(1);
      const token = mail?.textBody.match(/\/confirm-signup\/([\w-]+)/)?.[1];
      if (!token) throw new Error(`no confirmation mail to ${email}`);
      const confirmed = await suite.t.app.inject({
        method: 'POST',
        url: '/api/auth/register/confirm',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(invitationCode ? 202 : 201);
      return invitationCode ? null : confirmed.json<{ token: string }>().token;
    }

    it('shows the administrator who signed up by themselves and how; deactivating them works', async () => {
      const session = await signUpAndConfirm('pedro.suarez@andesenergia.co', '4400112233');
      await signUpAndConfirm('pedro.codigo@gmail.com', '4400112234', 'ANDESV7KQ3XR');
      const listed = (await request('GET', `/api/users/company/${suite.andesId}`, suite.tokens.ana)).json()
        .data as {
        id: number;
        email: string;
        signup_via: string | null;
      }[];
      const viaOf = (email: string) => listed.find((user) => user.email === email)?.signup_via;
      expect(viaOf('pedro.suarez@andesenergia.co')).toBe('email_domain');
      expect(viaOf('pedro.codigo@gmail.com')).toBe('invitation_code');
      expect(viaOf(DEMO_USERS.laura.email)).toBeNull();

      const pedro = await userId('pedro.suarez@andesenergia.co');
      const deactivated = await request('PATCH', `/api/users/${pedro}`, suite.tokens.ana, {
        isActive: false,
      });
      expect(deactivated.json()).toMatchObject({ is_active: false, signup_via: 'email_domain' });
      expect((await request('GET', '/api/me', session ?? '')).statusCode).toBe(401);
      const signIn = await suite.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'pedro.suarez@andesenergia.co', password: NEW_PASSWORD },
      });
      expect(signIn.statusCode).toBe(401);
    });

    it('lets the administrator turn domain sign-up off and on, audited; invitation codes keep working', async () => {
      const settingsUrl = `/api/companies/${suite.andesId}/sign-up-settings`;
      const read = await request('GET', settingsUrl, suite.tokens.ana);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ allowDomainSignup: true, emailDomains: ['andesenergia.co'] });

      const off = await suite.t.app.inject({
        method: 'PUT',
        url: settingsUrl,
        headers: bearer(suite.tokens.ana),
        payload: { allowDomainSignup: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ allowDomainSignup: false, emailDomains: ['andesenergia.co'] });
      try {
        const byDomain = await suite.t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            documento: '4400112299',
            firstname: 'Rosa',
            last_name: 'Mejía',
            email: 'rosa.mejia@andesenergia.co',
            phone: '+57 300 555 1299',
          },
        });
        expect(byDomain.statusCode).toBe(400);
        await signUpAndConfirm('rosa.codigo@andesenergia.co', '4400112298', 'ANDESV7KQ3XR');
        expect(await auditActions(suite.andesId)).toContain('company.sign_up_settings.update');
      } finally {
        await suite.t.app.inject({
          method: 'PUT',
          url: settingsUrl,
          headers: bearer(suite.tokens.ana),
          payload: { allowDomainSignup: true },
        });
      }
    });

    it('keeps the sign-up settings to administrators of the company (and the operator)', async () => {
      const settingsUrl = (companyId: number) => `/api/companies/${companyId}/sign-up-settings`;
      const traveller = await login(suite.t.app, DEMO_USERS.laura.email);
      expect((await request('GET', settingsUrl(suite.andesId), traveller)).statusCode).toBe(403);
      expect((await request('GET', settingsUrl(suite.andesId), suite.tokens.carlos)).statusCode).toBe(403);
      expect((await request('GET', settingsUrl(suite.cafeId), suite.tokens.ana)).statusCode).toBe(404);
      expect((await request('GET', settingsUrl(suite.cafeId), suite.tokens.operador)).statusCode).toBe(200);
      const invalid = await suite.t.app.inject({
        method: 'PUT',
        url: settingsUrl(suite.andesId),
        headers: bearer(suite.tokens.ana),
        payload: { allowDomainSignup: 'no' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.message).toBe(
        'Indica si se permite el registro con el correo de la empresa.',
      );
    });
  });
});
