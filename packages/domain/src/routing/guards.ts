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

/** Pages on the way to a session: the auth-only ones and the e-mailed sign-up and invitation links. */
const SIGN_IN_FLOW_PREFIXES = [...AUTH_ONLY_PREFIXES, '/confirm-signup', '/invitation'] as const;

/**
 * Whether a page belongs to signing in: while a visitor moves among these the interrupted step is kept;
 * any other page means they left sign-in for something else, and the step is forgotten.
 */
export function isSignInFlowPath(pathname: string): boolean {
  return SIGN_IN_FLOW_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The booking steps a sign-in can interrupt: a flight's checkout and a room's. */
const BOOKING_STEP_PREFIXES = ['/flight-checkout/', '/hotels/checkout/'] as const;

/** Whether a remembered step is a booking under way, so the sign-in page may speak of "tu reserva". */
export function isBookingStepPath(path: string): boolean {
  return BOOKING_STEP_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export const HOME_AFTER_LOGIN = '/flight-home';
export const LOGIN_PATH = '/login';

/** The longest step address kept to come back to after signing in (a round-trip checkout is ~150). */
const MAX_RETURN_PATH_LENGTH = 1_000;

/**
 * The step a visitor was on when sign-in interrupted them, if it is an address of this app worth returning
 * to: a path of this origin (never `//host` or `/\host`, which browsers read as another site) that is not an
 * auth-only page. Anything else is undefined, and sign-in ends on the usual page.
 */
export function returnPathAfterSignIn(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || candidate.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return undefined;
  if ([...candidate].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f')) {
    return undefined;
  }
  const pathname = candidate.split(/[?#]/, 1)[0] ?? candidate;
  return isAuthOnlyPath(pathname) ? undefined : candidate;
}

/**
 * `returnTo`: where a sign-in on an auth-only page should lead (see `returnPathAfterSignIn`); without it a
 * signed-in user is sent to /flight-home, as spec §2.2 says.
 */
export function decideGuard(guard: GuardKind, isLoggedIn: boolean, returnTo?: string): GuardDecision {
  switch (guard) {
    case 'none':
      return { kind: 'pass' };
    case 'authOnly':
      return isLoggedIn ? { kind: 'redirect', to: returnTo ?? HOME_AFTER_LOGIN } : { kind: 'pass' };
    case 'auth':
    case 'leave':
      return isLoggedIn ? { kind: 'pass' } : { kind: 'redirect', to: LOGIN_PATH };
    case 'flightCheckout':
      return isLoggedIn ? { kind: 'pass' } : { kind: 'askToSignIn' };
  }
}
