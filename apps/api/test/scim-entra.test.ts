import { describe, expect, it } from 'vitest';
import { documentOf, expectScimError, filterOf, patchOf, SCIM, useScimApp } from './helpers/scim';
import { databases } from './helpers/test-app';

/**
 * Microsoft Entra ID, replayed: the requests of Microsoft's "Develop and plan provisioning for a SCIM endpoint"
 * guide (the ones its SCIM Validator sends), in both the default PATCH behaviour (capitalised ops, "False" as text,
 * members removed by a value list) and the SCIM-compliant one of the `?aadOptscim062020` flag (path-less values
 * whose keys are paths), as "Known issues … SCIM 2.0 protocol compliance" shows them. Addresses are of the company's
 * domain, with the Travesía extension's documento mapped.
 */
describe.each(databases)('SCIM as Microsoft Entra ID uses it (%s)', (kind) => {
  const { scim } = useScimApp(kind);

  for (const mode of ['default', 'aadOptscim062020'] as const) {
    it(`provisions, updates, disables and deletes a user (${mode} PATCH)`, async () => {
      const legacy = mode === 'default';
      const op = (name: string) => (legacy ? name[0]?.toUpperCase() + name.slice(1) : name);
      const n = legacy ? 1 : 2;
      const upn = `Test_User_${mode}@andesenergia.co`;

      // "Test connection" and matching: a userName filter before anything is created.
      const probe = await scim(
        'GET',
        `/Users?filter=${filterOf('userName eq "b4fa7c1e-0000-4000-8000-000000000000"')}`,
      );
      expect(probe.json()).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });
      expect(
        (await scim('GET', `/Users?filter=${filterOf(`userName eq "${upn}"`)}`)).json().totalResults,
      ).toBe(0);

      // Create User.
      const created = await scim('POST', '/Users', {
        body: {
          schemas: [SCIM.user, SCIM.enterprise, SCIM.travesia],
          externalId: `0a21f0f2-8d2a-4f8e-bf98-7363c4aed4e${n}`,
          userName: upn,
          active: true,
          emails: [{ primary: true, type: 'work', value: `Test_User_${mode}.mail@andesenergia.co` }],
          meta: { resourceType: 'User' },
          name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
          roles: [],
          title: 'Architect',
          addresses: [{ type: 'work', formatted: '1 Harbour St', primary: true }],
          phoneNumbers: [{ type: 'mobile', value: '+57 310 555 0199' }],
          [SCIM.enterprise]: { employeeNumber: '42', department: 'Diseño' },
          ...documentOf(20 + n),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const user = created.json();
      expect(user).toMatchObject({
        externalId: `0a21f0f2-8d2a-4f8e-bf98-7363c4aed4e${n}`,
        userName: upn,
        active: true,
        name: { familyName: 'familyName', givenName: 'givenName' },
        emails: [{ value: `Test_User_${mode}.mail@andesenergia.co`, type: 'work', primary: true }],
        phoneNumbers: [{ type: 'mobile', value: '+57 310 555 0199' }],
        meta: { resourceType: 'User', location: `http://travesia.test/scim/v2/Users/${user.id}` },
        [SCIM.enterprise]: { employeeNumber: '42', department: 'Diseño' },
      });

      // Get User, by id and by query.
      expect((await scim('GET', `/Users/${user.id}`)).json()).toMatchObject({ id: user.id, userName: upn });
      const query = await scim('GET', `/Users?filter=${filterOf(`userName eq "${upn}"`)}`);
      expect(query.json()).toMatchObject({
        schemas: [SCIM.list],
        totalResults: 1,
        Resources: [{ id: user.id }],
      });
      const byExternalId = await scim(
        'GET',
        `/Users?filter=${filterOf(`externalId eq "${user.externalId}" and userName eq "${upn}"`)}`,
      );
      expect(byExternalId.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
      // Get User by query - Zero results.
      const none = await scim('GET', `/Users?filter=${filterOf('userName eq "non-existent user"')}`);
      expect(none.json()).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });

      // Update User [Multi-valued properties] (and the other attributes Entra maps), as each mode sends them.
      const updatedMail = `updated.${mode}@andesenergia.co`;
      const update = legacy
        ? patchOf([
            { op: 'Replace', path: 'displayName', value: 'Pvlo' },
            { op: 'Replace', path: 'emails[type eq "work"].value', value: updatedMail },
            { op: 'Replace', path: 'name.givenName', value: 'Gtfd' },
            { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
            { op: 'Replace', path: 'externalId', value: `Eqpj-${mode}` },
            { op: 'Replace', path: `${SCIM.enterprise}:employeeNumber`, value: 'Eqpj' },
            { op: 'Add', path: 'nickName', value: 'Babs' },
            { op: 'Replace', path: 'addresses[type eq "work"].formatted', value: '2 Harbour St' },
            { op: 'Add', path: 'phoneNumbers[type eq "work"].value', value: '+57 601 555 0100' },
          ])
        : patchOf([
            { op: 'replace', path: 'emails[type eq "work"].value', value: updatedMail },
            {
              op: 'replace',
              value: {
                displayName: 'Pvlo',
                'name.givenName': 'Gtfd',
                'name.familyName': 'updatedFamilyName',
                externalId: `Eqpj-${mode}`,
                [`${SCIM.enterprise}:employeeNumber`]: 'Eqpj',
              },
            },
            { op: 'add', path: 'nickName', value: 'Babs' },
            { op: 'add', path: 'phoneNumbers[type eq "work"].value', value: '+57 601 555 0100' },
          ]);
      const updated = await scim('PATCH', `/Users/${user.id}`, { body: update });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        displayName: 'Pvlo',
        name: { givenName: 'Gtfd', familyName: 'updatedFamilyName', formatted: 'Gtfd updatedFamilyName' },
        emails: [{ value: updatedMail, type: 'work', primary: true }],
        externalId: `Eqpj-${mode}`,
        userName: upn,
        [SCIM.enterprise]: { employeeNumber: 'Eqpj', department: 'Diseño' },
        phoneNumbers: [
          { type: 'mobile', value: '+57 310 555 0199' },
          { type: 'work', value: '+57 601 555 0100' },
        ],
      });

      // Update User [Single-valued properties].
      const renamedUpn = `renamed.${mode}@andesenergia.co`;
      const single = await scim('PATCH', `/Users/${user.id}`, {
        body: patchOf([{ op: op('replace'), path: 'userName', value: renamedUpn }]),
      });
      expect(single.statusCode, single.body).toBe(200);
      expect(single.json().userName).toBe(renamedUpn);

      // Disable User: the text "False" by default, a boolean with the flag.
      const disabled = await scim('PATCH', `/Users/${user.id}`, {
        body: patchOf([{ op: op('replace'), path: 'active', value: legacy ? 'False' : false }]),
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json().active).toBe(false);
      const filtered = await scim('GET', `/Users?filter=${filterOf(`userName eq "${renamedUpn}"`)}`);
      expect(filtered.json().Resources[0].active).toBe(false);
      const enabled = await scim('PATCH', `/Users/${user.id}`, {
        body: patchOf([{ op: op('replace'), path: 'active', value: legacy ? 'True' : true }]),
      });
      expect(enabled.json().active).toBe(true);

      // Delete User: 204, then the directory no longer finds it.
      expect((await scim('DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
      expectScimError(await scim('GET', `/Users/${user.id}`), 404);
      expect(
        (await scim('GET', `/Users?filter=${filterOf(`userName eq "${renamedUpn}"`)}`)).json().totalResults,
      ).toBe(0);
      expectScimError(await scim('DELETE', `/Users/${user.id}`), 404);
    });

    it(`creates a group, finds it without members, adds and removes a member (${mode} PATCH)`, async () => {
      const legacy = mode === 'default';
      const op = (name: string) => (legacy ? name[0]?.toUpperCase() + name.slice(1) : name);
      const member = await scim('POST', '/Users', {
        body: {
          schemas: [SCIM.user],
          userName: `member.${mode}@andesenergia.co`,
          name: { givenName: 'Miembro', familyName: 'Entra' },
          ...documentOf(30 + (legacy ? 1 : 2)),
        },
      });
      const memberId = member.json().id;
      const displayName = `Ventas ${mode}`;

      expect(
        (
          await scim(
            'GET',
            `/Groups?excludedAttributes=members&filter=${filterOf(`displayName eq "${displayName}"`)}`,
          )
        ).json().totalResults,
      ).toBe(0);
      // Create Group: Entra names a schema of its own along the core one.
      const created = await scim('POST', '/Groups', {
        body: {
          schemas: [SCIM.group, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
          externalId: `8aa1a0c0-${mode}`,
          displayName,
          meta: { resourceType: 'Group' },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = created.json();
      expect(group).toMatchObject({ externalId: `8aa1a0c0-${mode}`, displayName, members: [] });

      // Get Group and Get Group by displayName, without members.
      const read = (await scim('GET', `/Groups/${group.id}?excludedAttributes=members`)).json();
      expect(read).toMatchObject({ id: group.id, displayName, meta: { resourceType: 'Group' } });
      expect(read.members).toBeUndefined();
      const byName = (
        await scim(
          'GET',
          `/Groups?excludedAttributes=members&filter=${filterOf(`displayName eq "${displayName}"`)}`,
        )
      ).json();
      expect(byName).toMatchObject({ totalResults: 1, Resources: [{ id: group.id }] });
      expect(byName.Resources[0].members).toBeUndefined();

      // Update Group [Non-member attributes].
      const newName = `1879db59-${mode}updatedDisplayName`;
      const renamed = await scim('PATCH', `/Groups/${group.id}`, {
        body: patchOf([{ op: op('replace'), path: 'displayName', value: newName }]),
      });
      expect(renamed.statusCode, renamed.body).toBe(204);
      expect((await scim('GET', `/Groups/${group.id}`)).json().displayName).toBe(newName);

      // Update Group [Add Members].
      const added = await scim('PATCH', `/Groups/${group.id}`, {
        body: patchOf([{ op: op('add'), path: 'members', value: [{ $ref: null, value: memberId }] }]),
      });
      expect(added.statusCode, added.body).toBe(204);
      expect((await scim('GET', `/Groups/${group.id}`)).json().members).toEqual([
        { value: memberId, $ref: `http://travesia.test/scim/v2/Users/${memberId}` },
      ]);

      // Update Group [Remove Members]: a value list by default, a filter path with the flag.
      const removal = legacy
        ? patchOf([{ op: 'Remove', path: 'members', value: [{ $ref: null, value: memberId }] }])
        : patchOf([{ op: 'remove', path: `members[value eq "${memberId}"]` }]);
      expect((await scim('PATCH', `/Groups/${group.id}`, { body: removal })).statusCode).toBe(204);
      expect((await scim('GET', `/Groups/${group.id}`)).json().members).toEqual([]);

      // Delete Group.
      expect((await scim('DELETE', `/Groups/${group.id}`)).statusCode).toBe(204);
      expectScimError(await scim('GET', `/Groups/${group.id}`), 404);
    });
  }

  it('names the manager, who becomes an approver, and follows a new one (Entra sends the id alone)', async () => {
    const carlos = (
      await scim('GET', `/Users?filter=${filterOf('userName eq "aprobador@andesenergia.co"')}`)
    ).json().Resources[0].id;
    const ana = (await scim('GET', `/Users?filter=${filterOf('userName eq "admin@andesenergia.co"')}`)).json()
      .Resources[0].id;
    const created = await scim('POST', '/Users', {
      body: {
        schemas: [SCIM.user, SCIM.enterprise],
        userName: 'con.jefe@andesenergia.co',
        name: { givenName: 'Con', familyName: 'Jefe' },
        [SCIM.enterprise]: { manager: { value: carlos } },
        ...documentOf(40),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()[SCIM.enterprise].manager.value).toBe(carlos);

    const changed = await scim('PATCH', `/Users/${created.json().id}`, {
      body: patchOf([{ op: 'Add', path: `${SCIM.enterprise}:manager`, value: ana }]),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()[SCIM.enterprise].manager.value).toBe(ana);
  });

  it('answers the discovery endpoints without a token', async () => {
    const config = await scim('GET', '/ServiceProviderConfig', { as: null });
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: 200 },
      authenticationSchemes: [{ type: 'oauthbearertoken', primary: true }],
    });
    const types = (await scim('GET', '/ResourceTypes', { as: null })).json();
    expect(types.Resources.map((type: { name: string }) => type.name)).toEqual(['User', 'Group']);
    expect((await scim('GET', '/ResourceTypes/Group', { as: null })).json().endpoint).toBe('/Groups');
    const schemas = (await scim('GET', '/Schemas', { as: null })).json();
    expect(schemas.Resources.map((schema: { id: string }) => schema.id)).toEqual([
      SCIM.user,
      SCIM.enterprise,
      SCIM.travesia,
      SCIM.group,
    ]);
    const travesia = (await scim('GET', `/Schemas/${SCIM.travesia}`, { as: null })).json();
    expect(travesia.attributes.map((attribute: { name: string }) => attribute.name)).toEqual([
      'documentType',
      'documentNumber',
    ]);
    expectScimError(await scim('GET', '/Schemas/urn:nada', { as: null }), 404);
  });
});
