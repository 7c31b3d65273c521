import { auditLog, bookings, users } from '@travesia/db';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords';
import { type HotelResult, searchBody, stayFrom } from './helpers/hotel-requests';
import {
  documentOf,
  documentoOf,
  expectScimError,
  filterOf,
  patchOf,
  SCIM,
  useScimApp,
} from './helpers/scim';
import { bearer, DEMO_USERS, databases, LAURA_AS_HOTEL_GUEST, login } from './helpers/test-app';

/**
 * What provisioning does to the product: a deactivation ends the person's sessions at once (as in Usuarios), a
 * deletion keeps their trips, the manager becomes an approver, the cost center is preselected at checkout, and the
 * product's own rules (the company's domains, a documento, uniqueness) hold.
 */
describe.each(databases)('what SCIM provisioning changes in Travesía (%s)', (kind) => {
  const { suite, scim, userRow } = useScimApp(kind);

  const idOf = async (email: string): Promise<string> =>
    (await scim('GET', `/Users?filter=${filterOf(`userName eq "${email}"`)}`)).json().Resources[0].id;
  const me = (token: string) => suite.t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const approversOf = async (userId: string) => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/user-approvers',
      headers: bearer(suite.sessions.ana),
    });
    const entry = response
      .json()
      .data.find((item: { user: { id: number } }) => item.user.id === Number(userId));
    return (entry?.approvers ?? []).map((approver: { email: string }) => approver.email);
  };
  /** The traveller behind `session` books the cheapest Bogotá room three weeks from today. */
  async function bookHotelAs(session: string) {
    const get = (url: string) => suite.t.app.inject({ method: 'GET', url, headers: bearer(session) });
    const stay = stayFrom(21);
    const search = await suite.t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: searchBody('BOG', stay, 1),
    });
    const [hotel] = [...search.json().results].sort(
      (a: HotelResult, b: HotelResult) => a.minRate - b.minRate,
    );
    const detail = (
      await get(
        `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=1`,
      )
    ).json();
    const room = detail.rooms.find((candidate: { total: number }) => candidate.total === hotel.minRate);
    const booked = await suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(session), 'idempotency-key': 'scim-effects-laura' },
      payload: {
        hotelCode: hotel.code,
        roomCode: room.code,
        ...stay,
        rooms: 1,
        adults: 1,
        guest: LAURA_AS_HOTEL_GUEST,
        costCenterId: (await get('/api/centros-utilidad')).json().data[0].id,
        paymentMethod: 'nomina',
        expectedTotal: room.total,
        outOfPolicyReason: 'Reunión con cliente confirmada ayer',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
  }

  const newUser = (email: string, n: number, extra: object = {}) =>
    scim('POST', '/Users', {
      body: {
        schemas: [SCIM.user, SCIM.enterprise],
        userName: email,
        name: { givenName: 'Nueva', familyName: 'Persona' },
        ...documentOf(n),
        ...extra,
      },
    });

  it('ends the sessions of a user deactivated through SCIM at once, and lets them back in when reactivated', async () => {
    const session = await login(suite.t.app, DEMO_USERS.carlos.email);
    expect((await me(session)).statusCode).toBe(200);
    const carlos = await idOf(DEMO_USERS.carlos.email);

    const off = await scim('PATCH', `/Users/${carlos}`, {
      body: patchOf([{ op: 'Replace', path: 'active', value: 'False' }]),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    const failed = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USERS.carlos.email, password: 'Travesia2026!' },
    });
    expect(failed.statusCode).toBe(401);
    const [entry] = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, carlos), eq(auditLog.action, 'user.deactivate')));
    expect(entry).toMatchObject({
      actorUserId: null,
      details: { via: 'scim', changes: { isActive: { to: false } } },
    });

    await scim('PATCH', `/Users/${carlos}`, {
      body: patchOf([{ op: 'Replace', path: 'active', value: 'True' }]),
    });
    expect((await me(await login(suite.t.app, DEMO_USERS.carlos.email))).statusCode).toBe(200);
  });

  it('refuses what the product refuses: another domain, no documento, a taken documento or externalId', async () => {
    const outside = expectScimError(await newUser('alguien@gmail.com', 50), 400, 'invalidValue');
    expect(outside.detail).toBe('El correo debe ser de un dominio de la empresa (andesenergia.co).');
    const noDocument = await scim('POST', '/Users', {
      body: {
        schemas: [SCIM.user],
        userName: 'sin.documento@andesenergia.co',
        name: { givenName: 'Sin', familyName: 'Doc' },
      },
    });
    expect(expectScimError(noDocument, 400, 'invalidValue').detail).toMatch(
      /^Falta el documento de identidad/,
    );
    const taken = await scim('POST', '/Users', {
      body: {
        schemas: [SCIM.user],
        userName: 'doble@andesenergia.co',
        name: { givenName: 'Doble', familyName: 'Documento' },
        [SCIM.travesia]: { documentNumber: DEMO_USERS.laura.documento },
      },
    });
    expect(expectScimError(taken, 409, 'uniqueness').detail).toBe(
      'Ya hay otra persona de la empresa con ese número de documento.',
    );
    expect((await newUser('externo.uno@andesenergia.co', 51, { externalId: 'mismo' })).statusCode).toBe(201);
    const sameExternalId = await newUser('externo.dos@andesenergia.co', 52, { externalId: 'mismo' });
    expect(expectScimError(sameExternalId, 409, 'uniqueness').detail).toBe(
      'Ya hay otro usuario de la empresa con ese externalId.',
    );
    // Café del Sur's people are Café del Sur's: an address of theirs is taken, whoever asks.
    expect((await newUser(DEMO_USERS.julian.email, 53)).statusCode).toBe(400);
    const badPhone = await newUser('telefono@andesenergia.co', 54, {
      phoneNumbers: [{ value: 'n/a', type: 'work' }],
    });
    expect(expectScimError(badPhone, 400, 'invalidValue').detail).toBe(
      'El teléfono «n/a» de phoneNumbers no es válido.',
    );
    // Nothing of the refused requests was stored.
    const stored = await suite.t.database.db
      .select({ total: count() })
      .from(users)
      .where(eq(users.email, 'doble@andesenergia.co'));
    expect(stored[0]?.total).toBe(0);
  });

  it('creates a viajero with no usable password, audited as the directory', async () => {
    const created = await newUser('aprovisionada@andesenergia.co', 60, {
      phoneNumbers: [{ value: '3105550142', type: 'mobile' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = await userRow('aprovisionada@andesenergia.co');
    expect(row).toMatchObject({
      role: 'viajero',
      isActive: true,
      documento: documentoOf(60),
      phone: '+573105550142',
    });
    const [entry] = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(row.id)), eq(auditLog.action, 'user.provision')));
    expect(entry).toMatchObject({ actorUserId: null, companyId: row.companyId, details: { via: 'scim' } });
    const attempt = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'aprovisionada@andesenergia.co', password: '' },
    });
    expect(attempt.statusCode).toBe(400);
  });

  it('makes the manager an approver when they may approve trips, and follows a new manager', async () => {
    const carlos = await idOf(DEMO_USERS.carlos.email);
    const ana = await idOf(DEMO_USERS.ana.email);
    const laura = await idOf(DEMO_USERS.laura.email);
    const created = await newUser('con.jefe@andesenergia.co', 61, {
      [SCIM.enterprise]: { manager: { value: carlos } },
    });
    const id = created.json().id;
    expect(await approversOf(id)).toEqual([DEMO_USERS.carlos.email]);

    await scim('PATCH', `/Users/${id}`, {
      body: patchOf([{ op: 'Add', path: `${SCIM.enterprise}:manager`, value: ana }]),
    });
    expect(await approversOf(id)).toEqual([DEMO_USERS.ana.email]);

    // A viajero approves no trips: named as manager, they are kept as such but approve nothing.
    const withLaura = await scim('PATCH', `/Users/${id}`, {
      body: patchOf([{ op: 'replace', path: `${SCIM.enterprise}:manager`, value: { value: laura } }]),
    });
    expect(withLaura.json()[SCIM.enterprise].manager.value).toBe(laura);
    expect(await approversOf(id)).toEqual([]);

    // A manager id the company does not have is no manager.
    const unknown = await scim('PATCH', `/Users/${id}`, {
      body: patchOf([{ op: 'replace', path: `${SCIM.enterprise}:manager.value`, value: '999999' }]),
    });
    expect(unknown.json()[SCIM.enterprise]?.manager).toBeUndefined();
  });

  it("preselects at checkout the company's cost center the directory names, by code or name", async () => {
    const created = await newUser('centro@andesenergia.co', 62, {
      [SCIM.enterprise]: { costCenter: 'comercial' },
    });
    expect(created.json()[SCIM.enterprise].costCenter).toBe('comercial');
    const row = await userRow('centro@andesenergia.co');
    await suite.t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('ClaveDePrueba2026') })
      .where(eq(users.id, row.id));
    const session = await login(suite.t.app, 'centro@andesenergia.co', 'ClaveDePrueba2026');
    const centers = async () =>
      (
        await suite.t.app.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(session) })
      ).json();
    const list = await centers();
    expect(list.lastUsedId).toBe(list.data.find((center: { code: string }) => center.code === 'COM-200').id);

    await scim('PATCH', `/Users/${row.id}`, {
      body: patchOf([{ op: 'replace', path: `${SCIM.enterprise}:costCenter`, value: 'TEC-300' }]),
    });
    const byCode = await centers();
    expect(byCode.lastUsedId).toBe(
      byCode.data.find((center: { code: string }) => center.code === 'TEC-300').id,
    );
    await scim('PATCH', `/Users/${row.id}`, {
      body: patchOf([{ op: 'replace', path: `${SCIM.enterprise}:costCenter`, value: 'No existe' }]),
    });
    expect((await centers()).lastUsedId).toBeNull();
  });

  it('lets in an account that waited for approval once the directory activates it', async () => {
    const created = await newUser('en.espera@andesenergia.co', 63, { active: false });
    const row = await userRow('en.espera@andesenergia.co');
    await suite.t.database.db.update(users).set({ awaitingApproval: true }).where(eq(users.id, row.id));
    await scim('PATCH', `/Users/${created.json().id}`, {
      body: patchOf([{ op: 'replace', value: { active: true } }]),
    });
    expect(await userRow('en.espera@andesenergia.co')).toMatchObject({
      isActive: true,
      awaitingApproval: false,
    });
  });

  it('deletes by deactivating: the trips stay, the directory no longer sees her, and she can come back', async () => {
    const laura = await userRow(DEMO_USERS.laura.email);
    const tripsOf = async () =>
      (
        await suite.t.database.db
          .select({ total: count() })
          .from(bookings)
          .where(eq(bookings.userId, laura.id))
      )[0]?.total;
    const session = await login(suite.t.app, DEMO_USERS.laura.email);
    await bookHotelAs(session);
    const trips = await tripsOf();
    expect(trips).toBe(1);

    expect((await scim('DELETE', `/Users/${laura.id}`)).statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect(await userRow(DEMO_USERS.laura.email)).toMatchObject({ id: laura.id, isActive: false });
    expect(await tripsOf()).toBe(trips);
    expectScimError(await scim('GET', `/Users/${laura.id}`), 404);
    expectScimError(
      await scim('PATCH', `/Users/${laura.id}`, {
        body: patchOf([{ op: 'replace', value: { active: true } }]),
      }),
      404,
    );
    // Usuarios still lists her, inactive.
    const listed = await suite.t.app.inject({
      method: 'GET',
      url: `/api/users/company/${laura.companyId}`,
      headers: bearer(suite.sessions.ana),
    });
    expect(listed.json().data.find((user: { id: number }) => user.id === laura.id)?.is_active).toBe(false);

    // Assigned again in the directory: the same account comes back, with its trips.
    const back = await scim('POST', '/Users', {
      body: {
        schemas: [SCIM.user],
        userName: DEMO_USERS.laura.email,
        name: { givenName: 'Laura', familyName: 'Gómez' },
      },
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ id: String(laura.id), active: true });
    expect(await tripsOf()).toBe(trips);
    expect((await me(await login(suite.t.app, DEMO_USERS.laura.email))).statusCode).toBe(200);
  });
});
