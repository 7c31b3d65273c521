import { isSignInFlowPath } from '@travesia/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetReturnPath, readReturnPath } from '../lib/session-storage';

/**
 * Forgets the step a guard sent the visitor from as soon as they go somewhere else than signing in or back
 * to that step: a sign-in made later, from the header, must not jump to a page abandoned long ago.
 */
export function ReturnPathKeeper() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isSignInFlowPath(pathname)) return;
    const remembered = readReturnPath();
    if (remembered !== undefined && remembered !== `${pathname}${search}`) forgetReturnPath();
  }, [pathname, search]);
  return null;
}
