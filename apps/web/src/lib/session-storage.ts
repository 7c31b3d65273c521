import {
  parseStored,
  returnPathAfterSignIn,
  STORAGE_KEYS,
  type StoredSession,
  type StoredUser,
  storedSessionSchema,
  storedUserSchema,
} from '@travesia/domain';
import { z } from 'zod/mini';

// Read when the app starts, with zod/mini: the full zod loads with the first form (decisions 025, 051).
const returnPath = z.object({ path: z.string(), savedAt: z.number() });

/** The one place that touches the browser storage for the session (spec §3: key names from the domain). */

export function readSession(): StoredSession | null {
  return parseStored(localStorage.getItem(STORAGE_KEYS.session), storedSessionSchema);
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
}

export function readStoredUser(): StoredUser | null {
  return parseStored(localStorage.getItem(STORAGE_KEYS.userData), storedUserSchema);
}

export function saveStoredUser(user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.session);
  localStorage.removeItem(STORAGE_KEYS.userData);
  localStorage.removeItem(STORAGE_KEYS.operatorCompany);
}

/** The company the operador last chose on an administration screen, if any. */
export function readOperatorCompany(): number | null {
  return parseCompanyId(localStorage.getItem(STORAGE_KEYS.operatorCompany));
}

export function saveOperatorCompany(companyId: number): void {
  localStorage.setItem(STORAGE_KEYS.operatorCompany, String(companyId));
}

/** A company id as the address or the storage hold it: digits only, positive. */
export function parseCompanyId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647
    ? Number(text)
    : null;
}

/** The bearer token of the stored session, when there is a usable one. */
export function readSessionToken(): string | null {
  const token = readSession()?.jwt.trim();
  return token ? token : null;
}

const RETURN_PATH_KEY = 'travesia-return-to';
/** A step interrupted by sign-in is resumed within this time (sign-up and its e-mail included), not days later. */
const RETURN_PATH_TTL_MS = 60 * 60 * 1000;

/**
 * Remembers the step a visitor was on when a guard sent them to sign in. In storage rather than in router
 * state: Ionic renders its pages with a location of its own (without state), and the e-mailed confirmation
 * of a sign-up opens another tab.
 */
export function rememberReturnPath(path: string): void {
  const safePath = returnPathAfterSignIn(path);
  if (safePath)
    localStorage.setItem(RETURN_PATH_KEY, JSON.stringify({ path: safePath, savedAt: Date.now() }));
}

/** The remembered step, while it is recent and an address of this app. */
export function readReturnPath(now = Date.now()): string | undefined {
  const stored = parseStored(localStorage.getItem(RETURN_PATH_KEY), returnPath);
  if (!stored || now - stored.savedAt > RETURN_PATH_TTL_MS) return undefined;
  return returnPathAfterSignIn(stored.path);
}

export function forgetReturnPath(): void {
  localStorage.removeItem(RETURN_PATH_KEY);
}
