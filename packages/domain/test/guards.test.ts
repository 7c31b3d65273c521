import { describe, expect, it } from 'vitest';
import {
  decideGuard,
  isAuthOnlyPath,
  isBookingStepPath,
  isSignInFlowPath,
  returnPathAfterSignIn,
} from '../src';

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

describe('returnPathAfterSignIn', () => {
  it('keeps a step of this app, with its query', () => {
    const checkout = '/flight-checkout/BOG/MDE/2026-12-10/1/0/0/AV/9321/Y/1/07:00/08:05/289000';
    expect(returnPathAfterSignIn(checkout)).toBe(checkout);
    expect(returnPathAfterSignIn('/hotels/results/BOG/2026-12-10/2026-12-12/1/2?orden=precio')).toBe(
      '/hotels/results/BOG/2026-12-10/2026-12-12/1/2?orden=precio',
    );
  });

  it.each([
    ['another site', '//evil.example/x'],
    ['another site, backslash', '/\\evil.example/x'],
    ['an absolute address', 'https://evil.example/'],
    ['a relative path', 'flight-home'],
    ['an auth-only page', '/login'],
    ['an auth-only page with a query', '/register?x=1'],
    ['a control character', '/bookings\n'],
    ['not text', 42],
    ['too long', `/${'a'.repeat(1_000)}`],
  ])('refuses %s', (_case, candidate) => {
    expect(returnPathAfterSignIn(candidate)).toBeUndefined();
  });

  it('sends a signed-in user on an auth-only page to the step, else to /flight-home', () => {
    expect(decideGuard('authOnly', true, '/bookings')).toEqual({ kind: 'redirect', to: '/bookings' });
    expect(decideGuard('authOnly', true, undefined)).toEqual({ kind: 'redirect', to: '/flight-home' });
  });
});

describe('isSignInFlowPath', () => {
  it.each([
    ['/login', true],
    ['/register', true],
    ['/confirm-signup/abc', true],
    ['/invitation/abc', true],
    ['/flight-home', false],
    ['/hotels', false],
    ['/confirm-signupx', false],
  ])('%s -> %s', (path, expected) => {
    expect(isSignInFlowPath(path)).toBe(expected);
  });
});

describe('isBookingStepPath', () => {
  it.each([
    ['/flight-checkout/BOG/MDE/2026-03-10/1/0/0/AV/9301/Y/1/07:00/08:05/389000', true],
    ['/hotels/checkout/H1/MDE/2026-03-10/2026-03-12/1/2/R1', true],
    ['/bookings', false],
    ['/profile', false],
    ['/hotels/results/MDE/2026-03-10/2026-03-12/1/2', false],
  ])('%s -> %s', (path, expected) => {
    expect(isBookingStepPath(path)).toBe(expected);
  });
});
