import { useIonRouter } from '@ionic/react';
import { HOME_AFTER_LOGIN } from '@travesia/domain';
import { useCallback } from 'react';
import { forgetReturnPath, readReturnPath } from '../session-storage';

/**
 * Where a new session goes: the step sign-in interrupted (remembered by the guards, for an hour), else
 * /flight-home, as a new root: every page of the visitor's stack is unmounted. A plain navigation while
 * Ionic animated the page being left could leave the next page unmounted or every page hidden (issue 9).
 * `target` overrides the remembered step (the auth-only guard has already read it).
 */
export function useResumeAfterSignIn(): (target?: string) => void {
  const router = useIonRouter();
  return useCallback(
    (target?: string) => {
      const destination = target ?? readReturnPath() ?? HOME_AFTER_LOGIN;
      forgetReturnPath();
      router.navigateRoot(destination);
    },
    [router],
  );
}
