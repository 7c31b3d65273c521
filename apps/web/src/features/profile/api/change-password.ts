import { useMutation } from '@tanstack/react-query';
import { type PasswordChange, passwordChangeSchema, sessionResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * POST /api/auth/password ends every session of the user, so this device signs in again at once with the
 * new password (POST /api/auth/login): the other devices stay signed out.
 */
export async function changePassword(change: PasswordChange, email: string) {
  await apiRequest('/api/auth/password', undefined, {
    method: 'POST',
    body: passwordChangeSchema.parse(change),
    reportUnauthorized: false,
  });
  return apiRequest('/api/auth/login', sessionResponseSchema, {
    method: 'POST',
    body: { email, password: change.newPassword },
    authenticated: false,
  });
}

export function useChangePassword() {
  const { user, startSession } = useAuth();
  return useMutation({
    mutationFn: (change: PasswordChange) => changePassword(change, user?.email ?? ''),
    onSuccess: (session) => startSession(session),
  });
}
