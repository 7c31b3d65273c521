import { decideGuard, type GuardKind, LOGIN_PATH } from '@travesia/domain';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadingPage } from '../components/loading-page';
import { useAuth } from '../lib/auth/auth-context';
import { useResumeAfterSignIn } from '../lib/auth/use-resume-after-sign-in';
import { readReturnPath, rememberReturnPath } from '../lib/session-storage';
import { lazyPage } from './lazy-page';
import { refusalFor } from './route-access';

// Shown only to a visitor at a flight checkout: its code (and Ionic's alert) is not part of the first download.
const SignInRequiredPage = lazyPage(() => import('./sign-in-required-page'), 'SignInRequiredPage');
const AccessRefusedPage = lazyPage<'AccessRefusedPage', { refusal: string }>(
  () => import('./access-refused-page'),
  'AccessRefusedPage',
);

/**
 * Applies a spec §2.2 guard to one route (guarded routes wait until a stored session is restored), and the
 * screen's minimum role (route-access.ts) to a signed-in user.
 */
export function RouteGuard({
  path,
  guard,
  children,
}: {
  path: string;
  guard: GuardKind;
  children: ReactNode;
}) {
  const { status, isLoggedIn, user } = useAuth();
  if (guard !== 'none' && status === 'restoring') return <LoadingPage />;

  const decision = decideGuard(guard, isLoggedIn, guard === 'authOnly' ? readReturnPath() : undefined);
  switch (decision.kind) {
    case 'pass': {
      const refusal = user ? refusalFor(path, user.role) : null;
      if (refusal === null) return children;
      return (
        <Suspense fallback={null}>
          <AccessRefusedPage refusal={refusal} />
        </Suspense>
      );
    }
    case 'redirect':
      if (guard === 'authOnly') {
        // The page's own boundary: a signed-in user opening /login leaves at once, without waiting for the
        // login page's code to download.
        return (
          <>
            <Suspense fallback={null}>{children}</Suspense>
            <LeaveSignInFor to={decision.to} />
          </>
        );
      }
      return decision.to === LOGIN_PATH ? <SendToSignIn /> : <Navigate to={decision.to} replace />;
    case 'askToSignIn':
      return (
        <Suspense fallback={null}>
          <SignInRequiredPage />
        </Suspense>
      );
  }
}

/** Sends a visitor to the login, remembering this step so that signing in resumes it. */
function SendToSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { hasJustSignedOut } = useAuth();
  useEffect(() => {
    // Signing out already went to the login: a second navigation during that transition could leave every
    // page hidden, and the page signed out of is not a step to resume.
    if (hasJustSignedOut()) return;
    rememberReturnPath(`${pathname}${search}`);
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate, pathname, search, hasJustSignedOut]);
  return null;
}

/**
 * Leaves an auth-only page once signed in, as a new root: every page of the visitor's stack is unmounted and
 * the step is mounted afresh. A plain redirect swapped the page Ionic was animating for nothing and left the
 * step unmounted or every page hidden (a blank screen, issue 9); the auth page stays rendered meanwhile.
 */
function LeaveSignInFor({ to }: { to: string }) {
  const resume = useResumeAfterSignIn();
  // Once: the remembered step is forgotten as it is used, so a later render would name another target.
  const [target] = useState(to);
  const hasLeft = useRef(false);
  useEffect(() => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    resume(target);
  }, [resume, target]);
  return null;
}
