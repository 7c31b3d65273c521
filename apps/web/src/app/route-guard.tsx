import { decideGuard, type GuardKind } from '@travesia/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingPage } from '../components/loading-page';
import { useAuth } from '../lib/auth/auth-context';
import { SignInRequiredPage } from './sign-in-required-page';

/** Applies a spec §2.2 guard to one route; guarded routes wait until a stored session is restored. */
export function RouteGuard({ guard, children }: { guard: GuardKind; children: ReactNode }) {
  const { status, isLoggedIn } = useAuth();
  if (guard !== 'none' && status === 'restoring') return <LoadingPage />;

  const decision = decideGuard(guard, isLoggedIn);
  switch (decision.kind) {
    case 'pass':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'askToSignIn':
      return <SignInRequiredPage />;
  }
}
