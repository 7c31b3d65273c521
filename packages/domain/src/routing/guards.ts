/** Spec §2.2: auth-only pages, matched by prefix. */
export const AUTH_ONLY_PREFIXES = ['/login', '/register', '/restore-pass'] as const;

export type GuardKind = 'none' | 'authOnly' | 'auth' | 'leave' | 'flightCheckout';

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** The flight-checkout guard blocks and asks the user to sign in. */
  | { kind: 'askToSignIn' };

export function isAuthOnlyPath(pathname: string): boolean {
  return AUTH_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export const HOME_AFTER_LOGIN = '/flight-home';
export const LOGIN_PATH = '/login';

export function decideGuard(guard: GuardKind, isLoggedIn: boolean): GuardDecision {
  switch (guard) {
    case 'none':
      return { kind: 'pass' };
    case 'authOnly':
      return isLoggedIn ? { kind: 'redirect', to: HOME_AFTER_LOGIN } : { kind: 'pass' };
    case 'auth':
    case 'leave':
      return isLoggedIn ? { kind: 'pass' } : { kind: 'redirect', to: LOGIN_PATH };
    case 'flightCheckout':
      return isLoggedIn ? { kind: 'pass' } : { kind: 'askToSignIn' };
  }
}
