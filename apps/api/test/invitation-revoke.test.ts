import { INVALID_INVITATION_MESSAGE } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD, useCompanyUsersApp } from './helpers/company-users';
import { databases, login } from './helpers/test-app';

/** Invitations die when revoked and with their inviter's power (decision 035). */
describe.each(databases)('revoking invitations (%s)', (kind) => {
  const { suite, request, userId, invitationToken, auditActions } = useCompanyUsersApp(kind);
  const invitationsUrl = () => `/api/users/company/${suite.andesId}/invitations`;

  const lookup = (token: string) =>
    suite.t.app.inject({ method: 'POST', url: '/api/invitations/lookup', payload: { token } });
  const accept = (token: string, documento: string) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, firstname: 'Invitada', last_name: 'Prueba', documento, password: NEW_PASSWORD },
    });
  const pendingEmails = async () =>
    ((await request('GET', invitationsUrl(), suite.tokens.ana)).json().data as { email: string }[]).map(
      (invitation) => invitation.email,
    );

  it('lets an administrator revoke a pending invitation: its link stops working', async () => {
    const email = 'revocada@andesenergia.co';
    expect(
      (await request('POST', invitationsUrl(), suite.tokens.ana, { email, role: 'viajero' })).statusCode,
    ).toBe(201);
    const token = await invitationToken(email);
    expect((await lookup(token)).statusCode).toBe(200);

    expect(
      (await request('POST', `${invitationsUrl()}/revoke`, suite.tokens.laura, { email })).statusCode,
    ).toBe(403);
    const revoked = await request('POST', `${invitationsUrl()}/revoke`, suite.tokens.ana, { email });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await pendingEmails()).not.toContain(email);
    const afterwards = await lookup(token);
    expect(afterwards.statusCode).toBe(404);
    expect(afterwards.json().error.message).toBe(INVALID_INVITATION_MESSAGE);
    expect((await accept(token, '3300112233')).statusCode).toBe(404);
    expect(await auditActions(email)).toEqual(['user.invitation_revoke', 'user.invite']);

    const twice = await request('POST', `${invitationsUrl()}/revoke`, suite.tokens.ana, { email });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe('No hay una invitación pendiente para este correo.');
  });

  it('revokes what a deactivated inviter sent, and what a demoted one could no longer grant', async () => {
    // A temporary administrator invites a new administrator and a traveller, then is deactivated.
    const carlos = await userId('aprobador@andesenergia.co');
    expect(
      (await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, { role: 'administrador' }))
        .statusCode,
    ).toBe(200);
    const temporary = await login(suite.t.app, 'aprobador@andesenergia.co');
    for (const [email, role] of [
      ['nuevo.admin@andesenergia.co', 'administrador'],
      ['nuevo.viajero@andesenergia.co', 'viajero'],
    ] as const) {
      expect((await request('POST', invitationsUrl(), temporary, { email, role })).statusCode).toBe(201);
    }
    const adminToken = await invitationToken('nuevo.admin@andesenergia.co');
    const travellerToken = await invitationToken('nuevo.viajero@andesenergia.co');

    expect(
      (await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, { isActive: false })).statusCode,
    ).toBe(200);
    const refused = await accept(adminToken, '3300112244');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(INVALID_INVITATION_MESSAGE);
    expect((await accept(travellerToken, '3300112255')).statusCode).toBe(404);
    expect(await pendingEmails()).not.toContain('nuevo.admin@andesenergia.co');

    // Back as an administrator for a moment, then demoted to aprobador, who grants no role: both invitations go.
    await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, { isActive: true });
    const again = await login(suite.t.app, 'aprobador@andesenergia.co');
    await request('POST', invitationsUrl(), again, {
      email: 'otro.admin@andesenergia.co',
      role: 'administrador',
    });
    await request('POST', invitationsUrl(), again, {
      email: 'otro.viajero@andesenergia.co',
      role: 'viajero',
    });
    const otherAdmin = await invitationToken('otro.admin@andesenergia.co');
    const otherTraveller = await invitationToken('otro.viajero@andesenergia.co');
    await request('PATCH', `/api/users/${carlos}`, suite.tokens.ana, { role: 'aprobador' });
    expect((await lookup(otherAdmin)).statusCode).toBe(404);
    expect((await lookup(otherTraveller)).statusCode).toBe(404);
    const pending = await pendingEmails();
    expect(pending).not.toContain('otro.admin@andesenergia.co');
    expect(pending).not.toContain('otro.viajero@andesenergia.co');
  });
});
