/** The longest pause before a sign-in, and what each attempt already waiting ahead on the account adds to it. */
export const LOGIN_SLOWDOWN_MAX_MS = 2000;
const LOGIN_SLOWDOWN_FIRST_MS = 250;

/**
 * How long to wait before checking a password, given failures in the window. Up to `freeFailures` nobody waits;
 * past them the pause doubles with each failure up to the cap.
 */
export function loginSlowdownMs(recentFailures: number, freeFailures: number): number {
  const excess = recentFailures - freeFailures;
  if (excess <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_FIRST_MS * 2 ** (excess - 1));
}

/**
 * Where a sign-in attempt stands in the window's counters, each of which counted it before its password is
 * checked (failures stay counted, a right password is given back).
 */
export interface LoginAttemptCounts {
  /** Attempts on the account from every address, this one included. */
  onAccount: number;
  /** Attempts from the address on any account, this one included. */
  fromAddress: number;
  /** Attempts on the account from the address, this one included. */
  onAccountFromAddress: number;
  /** Attempts on the account from the address running right now, this one included. */
  runningOnAccountFromAddress: number;
}

/** The failures each counter lets pass before attempts slow down (decision 036). */
export interface LoginFreeFailures {
  account: number;
  address: number;
  accountAtAddress: number;
}

/**
 * The pause before checking a sign-in's password: the longest of what the account, the address and the account
 * at the address ask for. Nothing is refused, so nobody's failures keep an owner out, even at a shared address.
 *
 * - An address past its free failures slows every attempt from it down (up to 2 s), and each account gets one
 *   free failure there instead of the usual ones, so guessing many accounts from it stays slow.
 * - Past the free failures on an account from an address, each attempt on it from there that is already waiting
 *   adds 2 s: a burst is checked about one every 2 s, however many are sent at once (the counters count an attempt
 *   as it starts). Only someone guessing this very account from this very address makes its owner wait longer.
 */
export function loginPauseMs(counts: LoginAttemptCounts, free: LoginFreeFailures): number {
  const failuresFromAddress = counts.fromAddress - 1;
  const isAddressPastFree = failuresFromAddress > free.address;
  const freeAtAddress = isAddressPastFree ? 1 : free.accountAtAddress;
  const failuresAtAddress = counts.onAccountFromAddress - 1;
  // Attempts running ahead that are themselves past the free ones (the free ones are checked at once).
  const waitingAhead = Math.max(
    0,
    Math.min(counts.runningOnAccountFromAddress - 1, failuresAtAddress - freeAtAddress - 1),
  );
  return Math.max(
    loginSlowdownMs(counts.onAccount - 1, free.account),
    loginSlowdownMs(failuresFromAddress, free.address),
    loginSlowdownMs(failuresAtAddress, freeAtAddress) + waitingAhead * LOGIN_SLOWDOWN_MAX_MS,
  );
}
