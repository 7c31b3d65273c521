import { describe, expect, it } from 'vitest';
import { PATCHABLE_GROUP } from '../src/modules/scim/group-resource';
import { applyPatch, parsePath } from '../src/modules/scim/patch';
import { PATCHABLE_USER } from '../src/modules/scim/user-resource';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const patch = (...Operations: object[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations,
});
const USER = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  id: '7',
  userName: 'ana@andes.co',
  name: { givenName: 'Ana', familyName: 'Martínez' },
  emails: [{ value: 'ana@andes.co', type: 'work', primary: true }],
  active: true,
  [ENTERPRISE]: { department: 'Ventas' },
};

describe('SCIM PATCH', () => {
  it('parses paths with an extension, a filter and a sub-attribute', () => {
    expect(parsePath(`${ENTERPRISE}:manager.value`, PATCHABLE_USER)).toEqual({
      extension: ENTERPRISE,
      attribute: 'manager',
      subAttribute: 'value',
    });
    expect(parsePath('emails[type eq "work"].value', PATCHABLE_USER)).toEqual({
      attribute: 'emails',
      filter: [{ attribute: 'type', value: 'work' }],
      subAttribute: 'value',
    });
    expect(parsePath(ENTERPRISE, PATCHABLE_USER)).toEqual({ extension: ENTERPRISE });
  });

  it('takes capitalised ops and sets a sub-attribute of the values a filter picks', () => {
    const result = applyPatch(
      USER,
      patch(
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'nueva@andes.co' },
        { op: 'Replace', path: 'name.familyName', value: 'Ruiz' },
      ),
      PATCHABLE_USER,
    );
    expect(result.emails).toEqual([{ value: 'nueva@andes.co', type: 'work', primary: true }]);
    expect(result.name).toEqual({ givenName: 'Ana', familyName: 'Ruiz' });
    expect(USER.name.familyName).toBe('Martínez');
  });

  it('adds the value a filter describes when none matches', () => {
    const result = applyPatch(
      USER,
      patch({ op: 'add', path: 'phoneNumbers[type eq "mobile"].value', value: '3105550101' }),
      PATCHABLE_USER,
    );
    expect(result.phoneNumbers).toEqual([{ type: 'mobile', value: '3105550101' }]);
  });

  it('reads a path-less value whose keys are paths, extension attributes included', () => {
    const result = applyPatch(
      USER,
      patch({
        op: 'replace',
        value: {
          active: 'False',
          'name.givenName': 'Anita',
          [`${ENTERPRISE}:employeeNumber`]: '42',
          id: '99',
        },
      }),
      PATCHABLE_USER,
    );
    expect(result).toMatchObject({
      id: '7',
      active: 'False',
      name: { givenName: 'Anita' },
      [ENTERPRISE]: { department: 'Ventas', employeeNumber: '42' },
    });
  });

  it('merges a complex value, replaces a list, appends to it without repeating', () => {
    const members = {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'G',
      members: [{ value: '1' }],
    };
    expect(
      applyPatch(
        members,
        patch({ op: 'add', path: 'members', value: [{ value: '1' }, { value: '2' }] }),
        PATCHABLE_GROUP,
      ).members,
    ).toEqual([{ value: '1' }, { value: '2' }]);
    expect(
      applyPatch(members, patch({ op: 'replace', path: 'members', value: [{ value: '3' }] }), PATCHABLE_GROUP)
        .members,
    ).toEqual([{ value: '3' }]);
    expect(
      applyPatch(USER, patch({ op: 'add', path: 'name', value: { givenName: 'Ana María' } }), PATCHABLE_USER)
        .name,
    ).toEqual({
      givenName: 'Ana María',
      familyName: 'Martínez',
    });
  });

  it("removes members by a filter, or by Entra's list of values", () => {
    const group = {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'G',
      members: [{ value: '1' }, { value: '2' }, { value: '3' }],
    };
    const byFilter = applyPatch(
      group,
      patch({ op: 'remove', path: 'members[value eq "2"]' }),
      PATCHABLE_GROUP,
    );
    expect(byFilter.members).toEqual([{ value: '1' }, { value: '3' }]);
    const byList = applyPatch(
      group,
      patch({ op: 'Remove', path: 'members', value: [{ value: '1' }, { value: '3' }] }),
      PATCHABLE_GROUP,
    );
    expect(byList.members).toEqual([{ value: '2' }]);
    expect(
      applyPatch(group, patch({ op: 'remove', path: 'members' }), PATCHABLE_GROUP).members,
    ).toBeUndefined();
  });

  it('ignores what a directory cannot write, and matches attribute names regardless of case', () => {
    const result = applyPatch(
      USER,
      patch(
        { op: 'replace', path: 'ID', value: '1' },
        { op: 'replace', path: 'DISPLAYNAME', value: 'Ana M.' },
        { op: 'replace', path: 'Active', value: false },
      ),
      PATCHABLE_USER,
    );
    expect(result).toMatchObject({ id: '7', DISPLAYNAME: 'Ana M.', active: false });
  });
});
