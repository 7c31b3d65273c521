import { STORAGE_KEYS, toStoredUser } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../testing/fixtures';
import {
  clearStoredSession,
  forgetReturnPath,
  readReturnPath,
  readSession,
  readSessionToken,
  readStoredUser,
  rememberReturnPath,
  saveSession,
  saveStoredUser,
} from './session-storage';

describe('session storage', () => {
  it('keeps the session under travesia-session as {jwt, idCliente}', () => {
    saveSession({ jwt: 'token-123', idCliente: 'viajero@andesenergia.co' });

    expect(JSON.parse(localStorage.getItem('travesia-session') ?? '')).toEqual({
      jwt: 'token-123',
      idCliente: 'viajero@andesenergia.co',
    });
    expect(readSession()).toEqual({ jwt: 'token-123', idCliente: 'viajero@andesenergia.co' });
  });

  it('keeps the user under user-data', () => {
    const user = toStoredUser(buildUser());
    saveStoredUser(user);

    expect(localStorage.getItem('user-data')).not.toBeNull();
    expect(readStoredUser()).toEqual(user);
  });

  it('reads nothing when nothing was stored', () => {
    expect(readSession()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(readSessionToken()).toBeNull();
  });

  it('answers null when the stored value is not JSON (spec §8)', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    localStorage.setItem(STORAGE_KEYS.userData, 'undefined');

    expect(readSession()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('answers null when the stored value has the wrong shape', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 'abc' }));
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ name: 'Laura' }));

    expect(readSession()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('offers no token when the stored one is blank', () => {
    saveSession({ jwt: '   ', idCliente: 'viajero@andesenergia.co' });

    expect(readSessionToken()).toBeNull();
  });

  it('clears the session and the user, and leaves the other keys alone', () => {
    saveSession({ jwt: 'token-123', idCliente: 'viajero@andesenergia.co' });
    saveStoredUser(toStoredUser(buildUser()));
    localStorage.setItem(STORAGE_KEYS.airportsSelectedFrom, '"BOG"');

    clearStoredSession();

    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.airportsSelectedFrom)).toBe('"BOG"');
  });
});

describe('the step to resume after signing in', () => {
  const checkout = '/hotels/checkout/H1/BOG/2026-12-10/2026-12-12/1/2/DBL';

  it('is remembered for an hour, then forgotten', () => {
    const now = Date.now();
    rememberReturnPath(checkout);
    expect(readReturnPath(now)).toBe(checkout);
    expect(readReturnPath(now + 59 * 60_000)).toBe(checkout);
    expect(readReturnPath(now + 61 * 60_000)).toBeUndefined();
    forgetReturnPath();
    expect(readReturnPath(now)).toBeUndefined();
  });

  it('never leads to another site or back to an auth page, even when storage is edited', () => {
    rememberReturnPath('//evil.example/x');
    expect(readReturnPath()).toBeUndefined();
    rememberReturnPath('/login');
    expect(readReturnPath()).toBeUndefined();
    localStorage.setItem(
      'travesia-return-to',
      JSON.stringify({ path: 'https://evil.example', savedAt: Date.now() }),
    );
    expect(readReturnPath()).toBeUndefined();
    localStorage.setItem('travesia-return-to', '{not json');
    expect(readReturnPath()).toBeUndefined();
  });
});
