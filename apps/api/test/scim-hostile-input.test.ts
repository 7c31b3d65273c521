import { travelGroups, users } from '@travesia/db';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentOf, expectScimError, filterOf, patchOf, SCIM, useScimApp } from './helpers/scim';
import { databases } from './helpers/test-app';

/**
 * Whatever a directory (or anyone holding a token) sends, SCIM answers a 4xx in its own error shape with a Spanish
 * detail and the scimType that fits, changes nothing, and never answers a 5xx.
 */
describe.each(databases)('SCIM under bad and hostile input (%s)', (kind) => {
  const { suite, scim } = useScimApp(kind);

  const totals = async () => ({
    users: (await suite.t.database.db.select({ total: count() }).from(users))[0]?.total,
    groups: (await suite.t.database.db.select({ total: count() }).from(travelGroups))[0]?.total,
  });
  const lauraId = async () =>
    (await scim('GET', `/Users?filter=${filterOf('userName eq "viajero@andesenergia.co"')}`)).json()
      .Resources[0].id;
  const user = (extra: object) => ({
    schemas: [SCIM.user],
    userName: 'nuevo@andesenergia.co',
    name: { givenName: 'Nuevo', familyName: 'Usuario' },
    ...documentOf(80),
    ...extra,
  });

  it.each([
    ['userName sw "a"'],
    ['userName eq'],
    ['userName eq "a" or userName eq "b"'],
    ['(userName eq "a")'],
    ['not (userName eq "a")'],
    ['userName pr'],
    ['name.givenName eq "Laura"'],
    ['userName eq "sin cerrar'],
    ['userName eq a'],
    ['userName eq "a" and'],
    [`userName eq "${'a'.repeat(1200)}"`],
    [Array.from({ length: 12 }, () => 'userName eq "a"').join(' and ')],
  ])('refuses the filter %s as invalidFilter', async (filter) => {
    const response = await scim('GET', `/Users?filter=${filterOf(filter)}`);
    expectScimError(response, 400, 'invalidFilter');
  });

  it('refuses bad paging and repeated parameters, and bounds count', async () => {
    expectScimError(await scim('GET', '/Users?startIndex=uno'), 400, 'invalidValue');
    expectScimError(await scim('GET', '/Users?count=1e3'), 400, 'invalidValue');
    expectScimError(
      await scim('GET', `/Users?filter=${filterOf('userName eq "a"')}&filter=${filterOf('userName eq "b"')}`),
      400,
      'invalidValue',
    );
    expect((await scim('GET', '/Users?count=-5')).json()).toMatchObject({ itemsPerPage: 0, Resources: [] });
    expect((await scim('GET', '/Users?startIndex=-3&count=1')).json()).toMatchObject({
      startIndex: 1,
      itemsPerPage: 1,
    });
    expect((await scim('GET', '/Users?count=99999')).json().itemsPerPage).toBeLessThanOrEqual(200);
    expectScimError(
      await scim('GET', `/Users?filter=${filterOf('userName eq "a\u0000"')}`),
      400,
      'invalidValue',
    );
  });

  it.each([
    ['no JSON', 'no es json', 'invalidSyntax'],
    ['a list', [user({})], 'invalidSyntax'],
    ['no schemas', { userName: 'x@andesenergia.co' }, 'invalidSyntax'],
    ['another schema', user({ schemas: [SCIM.group] }), 'invalidSyntax'],
    ['no userName', user({ userName: undefined }), 'invalidValue'],
    ['a userName that is no e-mail', user({ userName: 'Test_User_ab6490ee' }), 'invalidValue'],
    ['a number for userName', user({ userName: 42 }), 'invalidValue'],
    ['no name', user({ name: undefined }), 'invalidValue'],
    ['a name that is text', user({ name: 'Nuevo Usuario' }), 'invalidValue'],
    ['a documento with letters', user({ [SCIM.travesia]: { documentNumber: 'AB-12' } }), 'invalidValue'],
    [
      'a passport as documento',
      user({ [SCIM.travesia]: { documentType: 'PA', documentNumber: '123456' } }),
      'invalidValue',
    ],
    ['emails that are no list', user({ emails: 'a@andesenergia.co' }), 'invalidValue'],
    ['an e-mail that is none', user({ emails: [{ value: 'no-es-correo' }] }), 'invalidValue'],
    ['active as yes', user({ active: 'yes' }), 'invalidValue'],
    [
      'an invisible character in a name',
      user({ name: { givenName: 'Nu\u200bevo', familyName: 'Usuario' } }),
      'invalidValue',
    ],
    [
      'a prototype key',
      '{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"__proto__":{"x":1}}',
      undefined,
    ],
  ])('refuses a user with %s and stores nothing', async (_case, body, scimType) => {
    const before = await totals();
    expectScimError(await scim('POST', '/Users', { body }), 400, scimType);
    expect(await totals()).toEqual(before);
  });

  it('answers a body too large, an empty one and another media type in SCIM shape', async () => {
    const huge = user({ displayName: 'x'.repeat(70 * 1024) });
    expectScimError(await scim('POST', '/Users', { body: huge }), 413);
    expectScimError(await scim('POST', '/Users', { body: '' }), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', { body: '<User/>', contentType: 'application/xml' }), 415);
    expectScimError(
      await scim('POST', '/Users', { body: 'userName=x', contentType: 'text/plain' }),
      400,
      'invalidSyntax',
    );
    // Plain JSON is SCIM too.
    const json = await scim('POST', '/Users', {
      body: user({ userName: 'json.simple@andesenergia.co', ...documentOf(81) }),
      contentType: 'application/json',
    });
    expect(json.statusCode, json.body).toBe(201);
  });

  it.each([
    ['no PatchOp schema', { Operations: [{ op: 'replace', path: 'active', value: false }] }, 'invalidSyntax'],
    ['no operations', patchOf([]), 'invalidSyntax'],
    ['operations that are no list', { schemas: [SCIM.patchOp], Operations: { op: 'add' } }, 'invalidSyntax'],
    ['an op move', patchOf([{ op: 'move', path: 'active', value: false }]), 'invalidSyntax'],
    ['a remove without path', patchOf([{ op: 'remove' }]), 'noTarget'],
    ['a path-less add of text', patchOf([{ op: 'add', value: 'Laura' }]), 'invalidValue'],
    ['an add without value', patchOf([{ op: 'add', path: 'displayName' }]), 'invalidValue'],
    ['a broken path', patchOf([{ op: 'replace', path: 'emails[type eq "work"', value: 'x' }]), 'invalidPath'],
    [
      'a path into the prototype',
      patchOf([{ op: 'replace', path: '__proto__.polluted', value: 1 }]),
      'invalidPath',
    ],
    [
      'a key into the prototype',
      patchOf([{ op: 'replace', value: { 'constructor.prototype': 1 } }]),
      'invalidPath',
    ],
    ['a path that is a number', patchOf([{ op: 'replace', path: 7, value: 1 }]), 'invalidPath'],
    [
      'a filter of another kind',
      patchOf([{ op: 'replace', path: 'emails[type sw "w"].value', value: 'x' }]),
      'invalidFilter',
    ],
    [
      'a userName that is a number',
      patchOf([{ op: 'replace', path: 'userName', value: 42 }]),
      'invalidValue',
    ],
    [
      'an e-mail of another domain',
      patchOf([{ op: 'replace', path: 'userName', value: 'x@gmail.com' }]),
      'invalidValue',
    ],
    ['no name left', patchOf([{ op: 'remove', path: 'name.givenName' }]), 'invalidValue'],
    [
      'too many operations',
      patchOf(Array.from({ length: 101 }, () => ({ op: 'add', path: 'nickName', value: 'x' }))),
      'invalidValue',
    ],
  ])('refuses a PATCH with %s and changes nothing', async (_case, body, scimType) => {
    const id = await lauraId();
    const before = (await scim('GET', `/Users/${id}`)).json();
    expectScimError(await scim('PATCH', `/Users/${id}`, { body }), 400, scimType);
    expect((await scim('GET', `/Users/${id}`)).json()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers ids that name nobody with 404', async () => {
    for (const id of ['abc', '-1', '0', '99999999999', '1.5', '%00']) {
      expectScimError(await scim('GET', `/Users/${id}`), id === '%00' ? 400 : 404);
      expectScimError(await scim('GET', `/Groups/${id}`), id === '%00' ? 400 : 404);
    }
    expectScimError(await scim('GET', '/Nada'), 404);
    expectScimError(await scim('GET', '/Nada', { as: null }), 404);
  });

  it.each([
    ['no displayName', { schemas: [SCIM.group] }, 'invalidValue'],
    ['a displayName too long', { schemas: [SCIM.group], displayName: 'x'.repeat(61) }, 'invalidValue'],
    [
      'a member that is no id',
      { schemas: [SCIM.group], displayName: 'G', members: [{ value: 'abc' }] },
      'invalidValue',
    ],
    [
      'members that are no list',
      { schemas: [SCIM.group], displayName: 'G', members: 'todos' },
      'invalidValue',
    ],
    ['no schemas', { displayName: 'G' }, 'invalidSyntax'],
  ])('refuses a group with %s', async (_case, body, scimType) => {
    const before = await totals();
    expectScimError(await scim('POST', '/Groups', { body }), 400, scimType);
    expect(await totals()).toEqual(before);
  });

  it('answers a duplicate group name with 409 uniqueness', async () => {
    expect(
      (await scim('POST', '/Groups', { body: { schemas: [SCIM.group], displayName: 'Única' } })).statusCode,
    ).toBe(201);
    const again = await scim('POST', '/Groups', { body: { schemas: [SCIM.group], displayName: 'Única' } });
    expect(expectScimError(again, 409, 'uniqueness').detail).toBe(
      'Ya existe un grupo de viaje con ese nombre en la empresa.',
    );
  });

  it('never answers a 5xx nor another error shape to arbitrary bodies and filters', async () => {
    const id = await lauraId();
    const group = (
      await scim('POST', '/Groups', { body: { schemas: [SCIM.group], displayName: 'Fuzz' } })
    ).json().id;
    const requests = [
      (body: unknown) => scim('POST', '/Users', { body }),
      (body: unknown) => scim('PUT', `/Users/${id}`, { body }),
      (body: unknown) => scim('PATCH', `/Users/${id}`, { body }),
      (body: unknown) => scim('PATCH', `/Groups/${group}`, { body }),
      (body: unknown) => scim('PUT', `/Groups/${group}`, { body }),
    ];
    const scimish = fc.oneof(
      fc.jsonValue(),
      fc.record({
        schemas: fc.constantFrom([SCIM.user], [SCIM.group], [SCIM.patchOp]),
        userName: fc.oneof(fc.string(), fc.emailAddress()),
        displayName: fc.string(),
        Operations: fc.array(
          fc.record({
            op: fc.constantFrom('add', 'Replace', 'remove', 'copy'),
            path: fc.oneof(
              fc.string(),
              fc.constantFrom('members', 'emails[type eq "work"].value', 'name.familyName'),
            ),
            value: fc.jsonValue(),
          }),
          { maxLength: 3 },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: requests.length - 1 }), scimish, async (which, body) => {
        const response = await requests[which]?.(body ?? null);
        if (!response) return;
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(JSON.parse(response.body).schemas).toEqual([SCIM.error]);
      }),
      { numRuns: 60, seed: 20_261_202 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (filter) => {
        const response = await scim('GET', `/Users?filter=${filterOf(filter)}`);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(JSON.parse(response.body).schemas).toEqual([SCIM.error]);
      }),
      { numRuns: 60, seed: 20_261_202 },
    );
  });
});
