import { z } from 'zod/mini';

/** Local-storage keys (spec §3); the session key carries the product's name. */
export const STORAGE_KEYS = {
  session: 'travesia-session',
  userData: 'user-data',
  airportsSelectedFrom: 'airportsSelectedFrom',
  airportsSelectedTo: 'airportsSelectedTo',
  /** The company the operador last chose on the administration screens, so a reload keeps it. */
  operatorCompany: 'travesia-operador-company',
} as const;

/** The session as the web app keeps it under `travesia-session` (spec §3); zod/mini, for the app's shell. */
export const storedSessionSchema = z.object({ jwt: z.string(), idCliente: z.string() });
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** What reading untrusted JSON (storage, an API answer) needs of a schema: zod's, full or mini, have it. */
export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Spec §5: a token is valid if non-empty after trimming. */
export function isValidToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim().length > 0;
}

/** Spec §8: a storage parse error yields null (the caller then starts a new session). */
export function parseStored<T>(raw: string | null, schema: SafeParser<T>): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec §4: logged in only with a non-empty token and a loaded user. */
export function isLoggedIn(session: StoredSession | null, user: unknown): boolean {
  return isValidToken(session?.jwt) && user !== null && user !== undefined;
}
