import { auditLog, companies, scimTokens } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens';
import { documentOf, expectScimError, filterOf, patchOf, SCIM, useScimApp } from './helpers/scim';
import { bearer, DEMO_USERS, databases, login } from './helpers/test-app';

/**
 * A company's SCIM token reaches that company and nothing else: another company's users and groups do not exist
 * for it, whatever it asks; the token is shown once, kept hashed, and a new one ends the one before.
 */
describe.each(databases)('SCIM tokens and tenant isolation (%s)', (kind) => {
  const { suite, scim, issueToken, userRow } = useScimApp(kind);

  const emailsOf = async (as: 'andes' | 'cafe') =>
    (await scim('GET', '/Users?count=200', { as }))
      .json()
      .Resources.map((user: { userName: string }) => user.userName);

  it("lists each company's own users only", async () => {
    const andes = await emailsOf('andes');
    expect(andes).toEqual(expect.arrayContaining([DEMO_USERS.laura.email, DEMO_USERS.ana.email]));
    expect(andes.every((email: string) => email.endsWith('@andesenergia.co'))).toBe(true);
    const cafe = await emailsOf('cafe');
    expect(cafe).toContain(DEMO_USERS.julian.email);
    expect(cafe.every((email: string) => email.endsWith('@cafedelsur.co'))).toBe(true);
    const search = await scim('GET', `/Users?filter=${filterOf(`userName eq "${DEMO_USERS.julian.email}"`)}`);
    expect(search.json().totalResults).toBe(0);
  });

  it("answers another company's user as one that does not exist, and changes nothing of them", async () => {
    const julian = await userRow(DEMO_USERS.julian.email);
    const missing = (await scim('GET', '/Users/999999')).json();
    expect((await scim('GET', `/Users/${julian.id}`)).json()).toEqual(missing);
    const body = {
      schemas: [SCIM.user],
      userName: 'robado@andesenergia.co',
      name: { givenName: 'Robado', familyName: 'Ajeno' },
      ...documentOf(70),
    };
    expectScimError(await scim('PUT', `/Users/${julian.id}`, { body }), 404);
    expectScimError(
      await scim('PATCH', `/Users/${julian.id}`, {
        body: patchOf([{ op: 'replace', value: { active: false } }]),
      }),
      404,
    );
    expectScimError(await scim('DELETE', `/Users/${julian.id}`), 404);
    expect(await userRow(DEMO_USERS.julian.email)).toMatchObject({
      isActive: true,
      firstName: julian.firstName,
    });
  });

  it("keeps each company's groups and members to itself", async () => {
    const julian = await userRow(DEMO_USERS.julian.email);
    const cafeGroup = await scim('POST', '/Groups', {
      as: 'cafe',
      body: { schemas: [SCIM.group], displayName: 'Catadores', members: [{ value: String(julian.id) }] },
    });
    expect(cafeGroup.statusCode, cafeGroup.body).toBe(201);
    const id = cafeGroup.json().id;

    expectScimError(await scim('GET', `/Groups/${id}`), 404);
    expectScimError(
      await scim('PATCH', `/Groups/${id}`, { body: patchOf([{ op: 'remove', path: 'members' }]) }),
      404,
    );
    expectScimError(
      await scim('PUT', `/Groups/${id}`, { body: { schemas: [SCIM.group], displayName: 'Tomado' } }),
      404,
    );
    expectScimError(await scim('DELETE', `/Groups/${id}`), 404);
    const names = (await scim('GET', '/Groups'))
      .json()
      .Resources.map((group: { displayName: string }) => group.displayName);
    expect(names).not.toContain('Catadores');
    // The same name in another company is another group.
    expect(
      (await scim('POST', '/Groups', { body: { schemas: [SCIM.group], displayName: 'Catadores' } }))
        .statusCode,
    ).toBe(201);
    // Another company's person is nobody to add.
    const andesGroup = (
      await scim('POST', '/Groups', { body: { schemas: [SCIM.group], displayName: 'Andes' } })
    ).json();
    const adding = await scim('PATCH', `/Groups/${andesGroup.id}`, {
      body: patchOf([{ op: 'add', path: 'members', value: [{ value: String(julian.id) }] }]),
    });
    expect(expectScimError(adding, 400, 'invalidValue').detail).toBe(
      'Uno de los miembros no es un usuario de la empresa.',
    );
    expect((await scim('GET', `/Groups/${id}`, { as: 'cafe' })).json().members).toEqual([
      { value: String(julian.id), $ref: `http://travesia.test/scim/v2/Users/${julian.id}` },
    ]);
    // Nor another company's person a manager.
    const managed = await scim('POST', '/Users', {
      body: {
        schemas: [SCIM.user, SCIM.enterprise],
        userName: 'jefe.ajeno@andesenergia.co',
        name: { givenName: 'Jefe', familyName: 'Ajeno' },
        [SCIM.enterprise]: { manager: { value: String(julian.id) } },
        ...documentOf(71),
      },
    });
    expect(managed.json()[SCIM.enterprise]?.manager).toBeUndefined();
  });

  it('takes no session token, and a SCIM token opens no API session', async () => {
    expectScimError(await scim('GET', '/Users', { token: suite.sessions.ana }), 401);
    expectScimError(await scim('GET', '/Users', { as: null }), 401);
    const api = await suite.t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(suite.tokens.andes),
    });
    expect(api.statusCode).toBe(401);
  });

  it('shows the token once, keeps only its hash, and a new one ends the one before', async () => {
    const status = await suite.t.app.inject({
      method: 'GET',
      url: '/api/admin/scim-token',
      headers: bearer(suite.sessions.ana),
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      baseUrl: 'http://travesia.test/scim/v2',
      current: { createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    });
    expect(status.body).not.toContain(suite.tokens.andes);
    const [row] = await suite.t.database.db
      .select()
      .from(scimTokens)
      .where(eq(scimTokens.companyId, suite.companies.andes));
    expect(row?.tokenHash).toBe(hashToken(suite.tokens.andes));
    expect(suite.tokens.andes).toMatch(/^scim_[\w-]{43}$/);

    const old = suite.tokens.andes;
    const rotated = await issueToken(suite.sessions.ana, {});
    expectScimError(await scim('GET', '/Users', { token: old }), 401);
    expect((await scim('GET', '/Users', { token: rotated })).statusCode).toBe(200);
    suite.tokens.andes = rotated;
    const after = (
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/admin/scim-token',
        headers: bearer(suite.sessions.ana),
      })
    ).json();
    expect(after.current.lastUsedAt).not.toBeNull();

    const entries = await suite.t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'company'));
    const actions = entries.filter((entry) => entry.action.startsWith('company.scim_token'));
    expect(actions.map((entry) => entry.action)).toEqual([
      'company.scim_token_create',
      'company.scim_token_create',
      'company.scim_token_rotate',
    ]);
    for (const token of [old, rotated]) expect(JSON.stringify(actions)).not.toContain(token);
  });

  it('lets only administradores generate a token, for their own company', async () => {
    const laura = await login(suite.t.app, DEMO_USERS.laura.email);
    const asLaura = await suite.t.app.inject({
      method: 'POST',
      url: '/api/admin/scim-token',
      headers: bearer(laura),
      payload: {},
    });
    expect(asLaura.statusCode).toBe(403);
    const otherCompany = await suite.t.app.inject({
      method: 'POST',
      url: '/api/admin/scim-token',
      headers: bearer(suite.sessions.ana),
      payload: { companyId: suite.companies.cafe },
    });
    expect(otherCompany.statusCode).toBe(404);
    const cafeToken = (
      await suite.t.database.db
        .select()
        .from(scimTokens)
        .where(eq(scimTokens.companyId, suite.companies.cafe))
    )[0];
    expect(cafeToken?.tokenHash).toBe(hashToken(suite.tokens.cafe));
  });

  it('refuses the token of a company that was deactivated', async () => {
    const setActive = (isActive: boolean) =>
      suite.t.database.db.update(companies).set({ isActive }).where(eq(companies.id, suite.companies.cafe));
    await setActive(false);
    expectScimError(await scim('GET', '/Users', { as: 'cafe' }), 401);
    await setActive(true);
    expect((await scim('GET', '/Users', { as: 'cafe' })).statusCode).toBe(200);
  });
});
