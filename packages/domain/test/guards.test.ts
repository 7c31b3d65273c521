import { describe, expect, it } from 'vitest';
import { decideGuard, isAuthOnlyPath } from '../src';

describe('isAuthOnlyPath', () => {
  it.each([
    ['/login', true],
    ['/login/3', true],
    ['/register', true],
    ['/restore-pass', true],
    ['/restore-pass/x', true],
    ['/loginx', false],
    ['/flight-home', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isAuthOnlyPath(path)).toBe(expected);
  });
});

describe('decideGuard', () => {
  it('sends signed-in users away from the auth-only pages', () => {
    expect(decideGuard('authOnly', true)).toEqual({ kind: 'redirect', to: '/flight-home' });
    expect(decideGuard('authOnly', false)).toEqual({ kind: 'pass' });
  });

  it('sends signed-out users to the login from the auth and leave guards', () => {
    for (const guard of ['auth', 'leave'] as const) {
      expect(decideGuard(guard, false)).toEqual({ kind: 'redirect', to: '/login' });
      expect(decideGuard(guard, true)).toEqual({ kind: 'pass' });
    }
  });

  it('asks signed-out users to sign in at flight checkout', () => {
    expect(decideGuard('flightCheckout', false)).toEqual({ kind: 'askToSignIn' });
    expect(decideGuard('flightCheckout', true)).toEqual({ kind: 'pass' });
  });

  it('lets everyone through unguarded routes', () => {
    expect(decideGuard('none', false)).toEqual({ kind: 'pass' });
  });
});
