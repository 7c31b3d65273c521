import { useMutation } from '@tanstack/react-query';
import {
  type SessionResponse,
  type SingleSignOnComplete,
  sessionResponseSchema,
  singleSignOnCompleteSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** POST /api/auth/sso/complete — a first sign-in creates the traveller's account with what the provider lacks. */
export function completeSingleSignOn(details: SingleSignOnComplete): Promise<SessionResponse> {
  return apiRequest('/api/auth/sso/complete', sessionResponseSchema, {
    method: 'POST',
    body: singleSignOnCompleteSchema.parse(details),
    authenticated: false,
  });
}

export function useCompleteSingleSignOn() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: async (details: SingleSignOnComplete) => startSession(await completeSingleSignOn(details)),
  });
}
