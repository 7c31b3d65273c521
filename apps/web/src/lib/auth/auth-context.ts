import type { AdminUser, SessionResponse, StoredUser } from '@travesia/domain';
import { createContext, useContext } from 'react';

export interface AuthContextValue {
  /** 'restoring' while a stored session is being completed with the user's data on start-up. */
  status: 'restoring' | 'ready';
  user: StoredUser | null;
  isLoggedIn: boolean;
  /** Stores the new session, loads the user data and stores it; the session is discarded if that fails. */
  startSession: (session: SessionResponse) => Promise<void>;
  /** Replaces the signed-in user's data after they edited it (the header shows the new name at once). */
  refreshUser: (user: AdminUser) => void;
  /** Revokes the session (best effort), forgets it and goes to /login. */
  logout: () => Promise<void>;
  /** True for a moment after `logout`: the guarded pages it left must not navigate again nor be resumed. */
  hasJustSignedOut: () => boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>.');
  return auth;
}

/**
 * The signed-in user's company's country, whose places a destination field lists first; null when signed out, or
 * outside the auth provider (a field rendered on its own).
 */
export function useCompanyCountry(): string | null {
  return useContext(AuthContext)?.user?.company.country ?? null;
}
