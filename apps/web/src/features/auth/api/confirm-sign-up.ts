import { useMutation } from '@tanstack/react-query';
import { type SessionResponse, sessionResponseSchema, signUpConfirmSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** POST /api/auth/register/confirm: the e-mailed token creates the account and answers its session. */
export function confirmSignUp(token: string): Promise<SessionResponse> {
  return apiRequest('/api/auth/register/confirm', sessionResponseSchema, {
    method: 'POST',
    body: signUpConfirmSchema.parse({ token }),
    authenticated: false,
  });
}

/** Confirms the sign-up and signs in with the new account, exactly like a login. */
export function useConfirmSignUp() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: async (token: string) => startSession(await confirmSignUp(token)),
  });
}
