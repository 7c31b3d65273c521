/** The longest pause before a sign-in to an account that many attempts failed on recently. */
export const LOGIN_SLOWDOWN_MAX_MS = 2000;
const LOGIN_SLOWDOWN_FIRST_MS = 250;

/**
 * How long to wait before checking a password, given the account's failed sign-ins in the window from every
 * address. Up to `freeFailures` nobody waits; past them the pause doubles with each failure up to the cap.
 * Slowing down instead of refusing means failures made by somebody else never lock the owner out.
 */
export function loginSlowdownMs(recentFailures: number, freeFailures: number): number {
  const excess = recentFailures - freeFailures;
  if (excess <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_FIRST_MS * 2 ** (excess - 1));
}
