import { describe, expect, it } from 'vitest';
import { parseFilter, withoutSchemaPrefix } from '../src/modules/scim/filter';
import { ScimError } from '../src/modules/scim/scim-error';

const anyAttribute = (path: string) => path;
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';

describe('SCIM filters', () => {
  it('reads eq conditions joined by and, in any case, with escaped quotes', () => {
    expect(parseFilter('userName eq "ana@andes.co" AND externalId Eq "a \\"b\\""', anyAttribute)).toEqual([
      { attribute: 'userName', value: 'ana@andes.co' },
      { attribute: 'externalId', value: 'a "b"' },
    ]);
  });

  it('keeps a bracketed path whole and reads true and numbers as text', () => {
    expect(parseFilter('emails[type eq "work"].value eq "a@b.co"', anyAttribute)).toEqual([
      { attribute: 'emails[type eq "work"].value', value: 'a@b.co' },
    ]);
    expect(parseFilter('primary eq True', anyAttribute)).toEqual([{ attribute: 'primary', value: 'true' }]);
  });

  it('names the attribute the resource resolves the path to', () => {
    const resolve = (path: string) =>
      withoutSchemaPrefix(path, USER).toLowerCase() === 'username' ? 'userName' : undefined;
    expect(parseFilter(`${USER}:userName eq "x"`, resolve)).toEqual([{ attribute: 'userName', value: 'x' }]);
    expect(() => parseFilter('displayName eq "x"', resolve)).toThrow(/no filtra por «displayName»/);
  });

  it.each([
    '',
    'userName',
    'userName eq',
    'userName ne "a"',
    'a eq "b" or c eq "d"',
    'a eq "b" and',
    'a eq "x',
    'a eq b',
  ])('refuses %j as invalidFilter', (filter) => {
    try {
      parseFilter(filter, anyAttribute);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ScimError);
      expect(error).toMatchObject({ status: 400, scimType: 'invalidFilter' });
    }
  });
});
