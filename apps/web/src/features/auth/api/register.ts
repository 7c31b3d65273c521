import { useMutation } from '@tanstack/react-query';
import {
  type RegisterRequest,
  registerRequestSchema,
  type SessionResponse,
  sessionResponseSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** POST /api/auth/register */
export function register(account: RegisterRequest): Promise<SessionResponse> {
  return apiRequest('/api/auth/register', sessionResponseSchema, {
    method: 'POST',
    body: registerRequestSchema.parse(account),
    authenticated: false,
  });
}

/** Creates the account and signs in with it, exactly like a login. */
export function useRegister() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: async (account: RegisterRequest) => startSession(await register(account)),
  });
}
