import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

describe.each(databases)('users (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('answers /api/admin/user in the exact spec shape, with Carlos as Laura’s approver', async () => {
    const response = await get(`/api/admin/user?documento=${DEMO_USERS.laura.documento}`, tokens.laura);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'aprobadores',
        'company',
        'documento',
        'email',
        'id_company',
        'last_name',
        'name',
        'phone',
        'role',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      documento: '1020304050',
      name: 'Laura',
      last_name: 'Gómez',
      email: 'viajero@andesenergia.co',
      phone: '+57 310 555 0101',
      role: 'viajero',
    });
    expect(body.data.aprobadores).toEqual([
      { documento: '79800123', name: 'Carlos', last_name: 'Restrepo', email: 'aprobador@andesenergia.co' },
    ]);
    expect(body.data.id_company).toBe(body.data.company.id);
    expect(Object.keys(body.data.company).sort()).toEqual(
      [
        'address',
        'city',
        'country',
        'created_at',
        'description',
        'email',
        'id',
        'id_company_group',
        'is_active',
        'logo_url',
        'name',
        'phone',
        'tax_id',
        'updated_at',
        'user_id',
      ].sort(),
    );
    expect(body.data.company).toMatchObject({
      name: 'Andes Energía S.A.S.',
      tax_id: '900123456-8',
      city: 'Bogotá',
      country: 'Colombia',
      logo_url: '/brand/andes-energia.svg',
      is_active: true,
      id_company_group: expect.any(Number),
      user_id: expect.any(Number),
    });
    expect(new Date(body.data.company.created_at).toISOString()).toBe(body.data.company.created_at);
  });

  it('answers /api/me (its own one-query read) exactly as /api/admin/user answers the same person', async () => {
    for (const name of Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[]) {
      const me = await get('/api/me', tokens[name]);
      const byDocumento = await get(`/api/admin/user?documento=${DEMO_USERS[name].documento}`, tokens[name]);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(byDocumento.json());
    }
    expect((await get('/api/me', tokens.laura)).json().data.aprobadores).toHaveLength(1);
    expect((await get('/api/me', 'not-a-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('names the operator as the spec demo data does', async () => {
    const response = await get('/api/me', tokens.operador);
    expect(response.json().data).toMatchObject({
      name: 'Operaciones',
      last_name: 'Travesía',
      role: 'operador',
      company: { name: 'Travesía Operaciones', tax_id: '901000111-8' },
    });
  });

  it('lets a traveller read only themself', async () => {
    const other = await get(`/api/admin/user?documento=${DEMO_USERS.carlos.documento}`, tokens.laura);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Usuario no encontrado.' } });
  });

  it('answers a documento the asker may not see exactly as one nobody has, in every look-up by documento', async () => {
    const lookUps = [
      (documento: string) => `/api/admin/user?documento=${documento}`,
      (documento: string) => `/api/admin/policies/rules/${documento}`,
      (documento: string) => `/api/bookings/documento/${documento}`,
    ];
    const nobody = '11111111';
    for (const url of lookUps) {
      const missing = await get(url(nobody), tokens.laura);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Usuario no encontrado.' } });
      // A colleague of her company, someone of another company.
      for (const documento of [DEMO_USERS.carlos.documento, DEMO_USERS.julian.documento]) {
        const hidden = await get(url(documento), tokens.laura);
        expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({
          status: missing.statusCode,
          body: missing.json(),
        });
      }
    }
  });

  it('lets approvers and administrators read anyone of their company', async () => {
    for (const token of [tokens.carlos, tokens.ana]) {
      const response = await get(`/api/admin/user?documento=${DEMO_USERS.laura.documento}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.email).toBe(DEMO_USERS.laura.email);
    }
  });

  it('answers 404 for a documento nobody has and 400 for a malformed one', async () => {
    const missing = await get('/api/admin/user?documento=11111111', tokens.ana);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Usuario no encontrado.' } });

    const malformed = await get('/api/admin/user?documento=12.345', tokens.ana);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('El número de documento no es válido.');

    const absent = await get('/api/admin/user', tokens.ana);
    expect(absent.json().error.message).toBe('El número de documento es obligatorio.');
  });

  it('answers POST /api/getuser (documento in the body) with the same shape and rules', async () => {
    const post = (documento: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/getuser',
        payload: { documento },
        ...(token ? { headers: bearer(token) } : {}),
      });
    const byQuery = await get(`/api/admin/user?documento=${DEMO_USERS.laura.documento}`, tokens.carlos);
    const byBody = await post(DEMO_USERS.laura.documento, tokens.carlos);
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json()).toEqual(byQuery.json());
    expect((await post(DEMO_USERS.carlos.documento, tokens.laura)).statusCode).toBe(404);
    expect((await post(DEMO_USERS.laura.documento, tokens.julian)).statusCode).toBe(404);
    expect((await post(DEMO_USERS.laura.documento)).statusCode).toBe(401);
    const malformed = await post('12.345', tokens.ana);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('El número de documento no es válido.');
  });

  it('lists the users of a company for approvers and up, with their approvers', async () => {
    const me = (await get('/api/me', tokens.carlos)).json().data;
    const response = await get(`/api/users/company/${me.id_company}`, tokens.carlos);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((user: { email: string }) => user.email).sort()).toEqual(
      [DEMO_USERS.ana.email, DEMO_USERS.carlos.email, DEMO_USERS.laura.email, DEMO_USERS.marta.email].sort(),
    );
    const laura = body.data.find((user: { email: string }) => user.email === DEMO_USERS.laura.email);
    expect(laura.aprobadores.map((approver: { email: string }) => approver.email)).toEqual([
      DEMO_USERS.carlos.email,
    ]);

    expect((await get(`/api/users/company/${me.id_company}`, tokens.laura)).statusCode).toBe(403);
    const invalid = await get('/api/users/company/abc', tokens.ana);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('El identificador de la empresa no es válido.');
  });
});
