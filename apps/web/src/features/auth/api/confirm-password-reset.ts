import { useMutation } from '@tanstack/react-query';
import { type PasswordResetConfirm, passwordResetConfirmSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password-reset/confirm — sets the new password with the e-mailed single-use token. */
export async function confirmPasswordReset(request: PasswordResetConfirm): Promise<void> {
  await apiRequest('/api/auth/password-reset/confirm', undefined, {
    method: 'POST',
    body: passwordResetConfirmSchema.parse(request),
    authenticated: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
