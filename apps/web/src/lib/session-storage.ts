import {
  parseStored,
  STORAGE_KEYS,
  type StoredSession,
  type StoredUser,
  storedSessionSchema,
  storedUserSchema,
} from '@travesia/domain';

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
}

/** The bearer token of the stored session, when there is a usable one. */
export function readSessionToken(): string | null {
  const token = readSession()?.jwt.trim();
  return token ? token : null;
}
