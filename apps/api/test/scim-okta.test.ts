import { describe, expect, it } from 'vitest';
import { documentOf, expectScimError, filterOf, patchOf, SCIM, useScimApp } from './helpers/scim';
import { databases } from './helpers/test-app';

/**
 * Okta, replayed: the requests of Okta's "SCIM 2.0 SPEC Test" (the Runscope suite Okta publishes for SCIM
 * integrations), in its order and with what each "Required Test" checks, then the requests Okta's provisioning sends
 * (the existence check with startIndex=1&count=100, create, GET then a whole PUT, the path-less active:false, and the
 * group push). The one change: addresses of the company's domain, with the Travesía extension's documento, which an
 * administrador maps in Okta.
 */
describe.each(databases)('SCIM as Okta uses it (%s)', (kind) => {
  const { scim } = useScimApp(kind);

  const ruth = (
    userName = 'Runscope7Ruth@andesenergia.co',
    email = 'Ruth.Runscope@andesenergia.co',
    n = 1,
  ) => ({
    schemas: [SCIM.user, SCIM.travesia],
    userName,
    name: { givenName: 'Ruth', familyName: 'Runscope' },
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: 'Ruth Runscope',
    active: true,
    ...documentOf(n),
  });

  it('runs the SCIM 2.0 SPEC Test in order', async () => {
    // Required Test: Test Users endpoint.
    const page = await scim('GET', '/Users?count=1&startIndex=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^application\/scim\+json/);
    const list = page.json();
    expect(list.schemas).toEqual([SCIM.list]);
    expect(list.itemsPerPage).toBe(1);
    expect(list.startIndex).toBe(1);
    expect(list.totalResults).toBeGreaterThanOrEqual(3);
    const [first] = list.Resources;
    expect(first.id).toBeTruthy();
    expect(first.name.familyName).toBeTruthy();
    expect(first.name.givenName).toBeTruthy();
    expect(first.userName).toBeTruthy();
    expect(typeof first.active).toBe('boolean');
    expect(first.emails[0].value).toBeTruthy();

    // Required Test: Get Users/{{id}}.
    const one = await scim('GET', `/Users/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first.id, userName: first.userName });

    // Required Test: Test invalid User by username.
    const invalid = await scim(
      'GET',
      `/Users?filter=${filterOf('userName eq "invalidUser@andesenergia.co"')}`,
    );
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json()).toMatchObject({ schemas: [SCIM.list], totalResults: 0, Resources: [] });

    // Required Test: Test invalid User by ID.
    expectScimError(await scim('GET', '/Users/010101010101010101010'), 404);

    // Required Test: Make sure random user doesn't exist.
    const random = await scim(
      'GET',
      `/Users?filter=${filterOf('userName eq "Runscope7Ruth@andesenergia.co"')}`,
    );
    expect(random.json()).toMatchObject({ schemas: [SCIM.list], totalResults: 0 });

    // Required Test: Create Okta user with realistic values.
    const created = await scim('POST', '/Users', { body: ruth() });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      active: true,
      name: { familyName: 'Runscope', givenName: 'Ruth' },
      userName: 'Runscope7Ruth@andesenergia.co',
      emails: [{ value: 'Ruth.Runscope@andesenergia.co', type: 'work', primary: true }],
    });
    expect(user.schemas).toContain(SCIM.user);
    expect(user.id).toBeTruthy();
    expect(created.headers.location).toBe(`http://travesia.test/scim/v2/Users/${user.id}`);

    // Required Test: Verify that user was created.
    const verified = await scim('GET', `/Users/${user.id}`);
    expect(verified.json()).toMatchObject({
      userName: 'Runscope7Ruth@andesenergia.co',
      name: { givenName: 'Ruth' },
    });

    // Required Test: Expect failure when recreating user with same values.
    const again = expectScimError(await scim('POST', '/Users', { body: ruth() }), 409, 'uniqueness');
    expect(again.detail).toBe('Ya existe un usuario con ese correo.');

    // Optional Test: Username Case Sensitivity Check.
    const caps = await scim(
      'GET',
      `/Users?filter=${filterOf('userName eq "RUNSCOPE7RUTH@ANDESENERGIA.CO"')}`,
    );
    expect(caps.statusCode).toBe(200);
    expect(caps.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });

    // Optional Test: Verify Groups endpoint.
    expect((await scim('GET', '/Groups')).statusCode).toBe(200);

    // Required Test: Check status 401.
    const unauthorized = expectScimError(
      await scim('GET', `/Users?filter=${filterOf('userName eq "x@andesenergia.co"')}`, {
        token: 'not-a-token',
      }),
      401,
    );
    expect(unauthorized.detail).toMatch(/token SCIM no es válido/);

    // Required Test: Check status 404.
    expectScimError(await scim('GET', '/Users/00919288221112222'), 404);
  });

  it('checks, creates, reads and replaces a user the way Okta provisions', async () => {
    const filter = `filter=${filterOf('userName eq "test.user@andesenergia.co"')}&startIndex=1&count=100`;
    expect((await scim('GET', `/Users?${filter}`)).json()).toMatchObject({
      totalResults: 0,
      itemsPerPage: 0,
      startIndex: 1,
      Resources: [],
    });

    // Okta's create, as it sends it: password, locale and an empty groups list included.
    const created = await scim('POST', '/Users', {
      body: {
        schemas: [SCIM.user],
        userName: 'test.user@andesenergia.co',
        name: { givenName: 'Test', familyName: 'User' },
        emails: [{ primary: true, value: 'test.user@andesenergia.co', type: 'work' }],
        displayName: 'Test User',
        locale: 'en-US',
        externalId: '00ujl29u0le5T6Aj10h7',
        groups: [],
        password: '1mz050nq',
        active: true,
        ...documentOf(2),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('1mz050nq');
    const id = created.json().id;
    expect(created.json().externalId).toBe('00ujl29u0le5T6Aj10h7');
    expect((await scim('GET', `/Users?${filter}`)).json()).toMatchObject({
      totalResults: 1,
      itemsPerPage: 1,
      Resources: [{ id }],
    });

    // A profile push: GET, change what changed, PUT the whole resource back (id, meta and schemas included).
    const current = (await scim('GET', `/Users/${id}`)).json();
    const replaced = await scim('PUT', `/Users/${id}`, {
      body: {
        ...current,
        name: { givenName: 'Another', middleName: 'Middle', familyName: 'User' },
        displayName: 'Another User',
        password: '1mz050nq',
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id,
      name: { givenName: 'Another', familyName: 'User' },
      displayName: 'Another User',
      externalId: '00ujl29u0le5T6Aj10h7',
    });

    // Deactivation and reactivation: a path-less replace of {active}.
    const off = await scim('PATCH', `/Users/${id}`, {
      body: patchOf([{ op: 'replace', value: { active: false } }]),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await scim('GET', `/Users/${id}`)).json().active).toBe(false);
    const on = await scim('PATCH', `/Users/${id}`, {
      body: patchOf([{ op: 'replace', value: { active: true } }]),
    });
    expect(on.json().active).toBe(true);
  });

  it('pages through users in a stable order, and count=0 answers only the total', async () => {
    const total = (await scim('GET', '/Users?count=0')).json();
    expect(total).toMatchObject({ itemsPerPage: 0, Resources: [] });
    const seen: string[] = [];
    for (let start = 1; start <= total.totalResults; start += 2) {
      const page = (await scim('GET', `/Users?startIndex=${start}&count=2`)).json();
      expect(page).toMatchObject({ startIndex: start, totalResults: total.totalResults });
      seen.push(...page.Resources.map((resource: { id: string }) => resource.id));
    }
    expect(new Set(seen).size).toBe(total.totalResults);
    const past = (await scim('GET', `/Users?startIndex=${total.totalResults + 5}&count=10`)).json();
    expect(past).toMatchObject({ totalResults: total.totalResults, Resources: [] });
  });

  it('pushes a group: create, find, rename, add, remove and add, replace, PUT, delete', async () => {
    const make = async (name: string, n: number) =>
      (
        await scim('POST', '/Users', {
          body: ruth(`${name}@andesenergia.co`, `${name}@andesenergia.co`, n),
        })
      ).json().id as string;
    const alice = await make('alice', 11);
    const bob = await make('bob', 12);

    const created = await scim('POST', '/Groups', {
      body: { schemas: [SCIM.group], displayName: 'Test SCIMv2', members: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().id;
    expect(created.json()).toMatchObject({ displayName: 'Test SCIMv2', members: [] });

    const all = (await scim('GET', '/Groups?startIndex=1&count=100')).json();
    expect(all.Resources.map((resource: { id: string }) => resource.id)).toContain(group);
    const found = await scim(
      'GET',
      `/Groups?filter=${filterOf('displayName eq "Test SCIMv2"')}&startIndex=1&count=100`,
    );
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id: group }] });

    // Rename: a path-less replace carrying the id along.
    const renamed = await scim('PATCH', `/Groups/${group}`, {
      body: patchOf([{ op: 'replace', value: { id: group, displayName: 'Test SCIMv2 Renamed' } }]),
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect((await scim('GET', `/Groups/${group}`)).json().displayName).toBe('Test SCIMv2 Renamed');

    await scim('PATCH', `/Groups/${group}`, {
      body: patchOf([
        { op: 'add', path: 'members', value: [{ value: alice, display: 'alice@andesenergia.co' }] },
      ]),
    });
    // One request that removes a member and adds another.
    const swapped = await scim('PATCH', `/Groups/${group}`, {
      body: patchOf([
        { op: 'remove', path: `members[value eq "${alice}"]` },
        { op: 'add', path: 'members', value: [{ value: bob, display: 'bob@andesenergia.co' }] },
      ]),
    });
    expect(swapped.statusCode, swapped.body).toBe(204);
    const afterSwap = (await scim('GET', `/Groups/${group}`)).json();
    expect(afterSwap.members.map((member: { value: string }) => member.value)).toEqual([bob]);

    await scim('PATCH', `/Groups/${group}`, {
      body: patchOf([{ op: 'replace', path: 'members', value: [{ value: alice }, { value: bob }] }]),
    });
    const both = (await scim('GET', `/Groups/${group}`)).json();
    expect(both.members.map((member: { value: string }) => member.value).sort()).toEqual([alice, bob].sort());
    // The user's own resource names the group.
    expect((await scim('GET', `/Users/${alice}`)).json().groups).toEqual([
      { value: group, display: 'Test SCIMv2 Renamed', $ref: `http://travesia.test/scim/v2/Groups/${group}` },
    ]);

    // Custom integrations push with PUT.
    const put = await scim('PUT', `/Groups/${group}`, {
      body: { schemas: [SCIM.group], id: group, displayName: 'Test SCIMv2', members: [{ value: alice }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ displayName: 'Test SCIMv2', members: [{ value: alice }] });

    expect((await scim('DELETE', `/Groups/${group}`)).statusCode).toBe(204);
    expectScimError(await scim('GET', `/Groups/${group}`), 404);
    expect((await scim('GET', `/Users/${alice}`)).json().groups).toEqual([]);
  });
});
