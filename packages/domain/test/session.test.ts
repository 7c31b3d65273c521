import { describe, expect, it } from 'vitest';
import { isLoggedIn, isValidToken, parseStored, STORAGE_KEYS, storedSessionSchema } from '../src';

const storedSession = storedSessionSchema;

describe('storage keys', () => {
  it('carry the product name for the session and the spec names for the rest', () => {
    expect(STORAGE_KEYS).toEqual({
      session: 'travesia-session',
      userData: 'user-data',
      airportsSelectedFrom: 'airportsSelectedFrom',
      airportsSelectedTo: 'airportsSelectedTo',
      operatorCompany: 'travesia-operador-company',
    });
  });
});

describe('isValidToken', () => {
  it.each([
    ['abc', true],
    ['  abc  ', true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (token, expected) => {
    expect(isValidToken(token)).toBe(expected);
  });
});

describe('parseStored', () => {
  it('reads a well-formed session', () => {
    expect(parseStored('{"jwt":"t","idCliente":"a@b.co"}', storedSession)).toEqual({
      jwt: 't',
      idCliente: 'a@b.co',
    });
  });

  it('returns null for missing, malformed or wrongly shaped values', () => {
    expect(parseStored(null, storedSession)).toBeNull();
    expect(parseStored('{not json', storedSession)).toBeNull();
    expect(parseStored('{"jwt":1}', storedSession)).toBeNull();
  });
});

describe('isLoggedIn', () => {
  it('needs both a non-empty token and a loaded user', () => {
    expect(isLoggedIn({ jwt: 't', idCliente: 'x' }, { name: 'Laura' })).toBe(true);
    expect(isLoggedIn({ jwt: ' ', idCliente: 'x' }, { name: 'Laura' })).toBe(false);
    expect(isLoggedIn({ jwt: 't', idCliente: 'x' }, null)).toBe(false);
    expect(isLoggedIn(null, { name: 'Laura' })).toBe(false);
  });
});
