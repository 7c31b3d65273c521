import { useQueryClient } from '@tanstack/react-query';
import {
  type AdminUser,
  isLoggedIn,
  isValidToken,
  LOGIN_PATH,
  type SessionResponse,
  type StoredSession,
  type StoredUser,
  toStoredUser,
} from '@travesia/domain';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, getErrorMessage, onUnauthorized } from '../api-client';
import {
  clearStoredSession,
  readSession,
  readStoredUser,
  rememberReturnPath,
  saveSession,
  saveStoredUser,
} from '../session-storage';
import { getAdminUser } from './api/get-admin-user';
import { getMe } from './api/get-me';
import { revokeSession } from './api/revoke-session';
import { AuthContext, type AuthContextValue } from './auth-context';

// Rarely shown: its code (and Ionic's alert) downloads only when needed, not with the app's first screen.
const InitialDataErrorAlert = lazy(async () => ({
  default: (await import('./initial-data-error-alert')).InitialDataErrorAlert,
}));

interface AuthState {
  session: StoredSession | null;
  user: StoredUser | null;
}

const SIGNED_OUT: AuthState = { session: null, user: null };

function readStoredState(): AuthState {
  const session = readSession();
  if (!session || !isValidToken(session.jwt)) return SIGNED_OUT;
  return { session, user: readStoredUser() };
}

/** How long after signing out the pages being left are still leaving because of it. */
const JUST_SIGNED_OUT_MS = 2_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(readStoredState);
  const [initialDataError, setInitialDataError] = useState<string | null>(null);
  const loggedIn = isLoggedIn(state.session, state.user);
  const restoring = state.session !== null && state.user === null && initialDataError === null;

  const signedOutAt = useRef(0);

  const logout = useCallback(async () => {
    const token = readSession()?.jwt;
    signedOutAt.current = Date.now();
    clearStoredSession();
    setState(SIGNED_OUT);
    queryClient.clear();
    navigate(LOGIN_PATH, { replace: true });
    if (isValidToken(token)) {
      // Best effort (contract): the session is already forgotten here, and the server expires it anyway.
      await revokeSession(token).catch(() => undefined);
    }
  }, [navigate, queryClient]);

  const startSession = useCallback(async ({ token, user }: SessionResponse) => {
    const session: StoredSession = { jwt: token, idCliente: user.email };
    // Saved first: the user-data call below is signed with this session.
    saveSession(session);
    try {
      const storedUser = toStoredUser(await getAdminUser());
      saveStoredUser(storedUser);
      setState({ session, user: storedUser });
    } catch (error) {
      clearStoredSession();
      setState(SIGNED_OUT);
      throw error;
    }
  }, []);

  const refreshUser = useCallback((user: AdminUser) => {
    const storedUser = toStoredUser(user);
    saveStoredUser(storedUser);
    setState((current) => ({ ...current, user: storedUser }));
  }, []);

  // Start-up: anything unusable in storage is dropped (spec §8: a new session is created).
  const hasStoredSession = state.session !== null;
  useEffect(() => {
    if (!hasStoredSession) clearStoredSession();
  }, [hasStoredSession]);

  // Start-up: a valid token without user data is completed from the server.
  const handleRestoreFailure = useEffectEvent((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void logout();
    else setInitialDataError(getErrorMessage(error));
  });
  useEffect(() => {
    if (!restoring) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then((user) => {
        const storedUser = toStoredUser(user);
        saveStoredUser(storedUser);
        setState((current) => ({ ...current, user: storedUser }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) handleRestoreFailure(error);
      });
    return () => controller.abort();
  }, [restoring]);

  // Any 401 while signed in means the session was revoked or expired. Storage is read rather than
  // state so that a 401 during sign-in itself (no user stored yet) is left to startSession.
  const handleUnauthorized = useEffectEvent(() => {
    if (!isLoggedIn(readSession(), readStoredUser())) return;
    // The session ended under the user's feet: signing in again resumes where they were.
    rememberReturnPath(`${window.location.pathname}${window.location.search}`);
    void logout();
  });
  useEffect(() => onUnauthorized(() => handleUnauthorized()), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: restoring ? 'restoring' : 'ready',
      user: state.user,
      isLoggedIn: loggedIn,
      startSession,
      refreshUser,
      logout,
      hasJustSignedOut: () => Date.now() - signedOutAt.current < JUST_SIGNED_OUT_MS,
    }),
    [restoring, state.user, loggedIn, startSession, refreshUser, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {initialDataError !== null && (
        <Suspense fallback={null}>
          <InitialDataErrorAlert
            message={initialDataError}
            onDismiss={() => {
              setInitialDataError(null);
              void logout();
            }}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
