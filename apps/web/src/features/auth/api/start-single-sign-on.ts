import { useMutation } from '@tanstack/react-query';
import {
  type SingleSignOnStart,
  singleSignOnRedirectSchema,
  singleSignOnStartSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { goToExternalPage } from '../../../lib/external-navigation';

/** POST /api/auth/sso/start — sets the cookie that ties the sign-in to this browser, and says where to go. */
export function startSingleSignOn(start: SingleSignOnStart): Promise<{ redirectUrl: string }> {
  return apiRequest('/api/auth/sso/start', singleSignOnRedirectSchema, {
    method: 'POST',
    body: singleSignOnStartSchema.parse(start),
    authenticated: false,
  });
}

/** Sends the browser to the company's identity provider; it comes back to /login/sso. */
export function useStartSingleSignOn() {
  return useMutation({
    mutationFn: async (start: SingleSignOnStart) => {
      const { redirectUrl } = await startSingleSignOn(start);
      goToExternalPage(redirectUrl);
    },
  });
}
