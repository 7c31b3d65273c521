import { useMutation } from '@tanstack/react-query';
import {
  type LoginRequest,
  loginRequestSchema,
  type SessionResponse,
  sessionResponseSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** POST /api/auth/login */
export function login(credentials: LoginRequest): Promise<SessionResponse> {
  return apiRequest('/api/auth/login', sessionResponseSchema, {
    method: 'POST',
    body: loginRequestSchema.parse(credentials),
    authenticated: false,
  });
}

/** Signs in and loads the user's data (contract: session first, then GET /api/me). */
export function useLogin() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => startSession(await login(credentials)),
  });
}
