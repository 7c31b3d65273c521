import { useMutation } from '@tanstack/react-query';
import {
  type SignUpConfirm,
  type SignUpConfirmed,
  signUpConfirmedSchema,
  signUpConfirmSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * POST /api/auth/register/confirm: the e-mailed token and the password its holder chose create the account; the
 * answer is its session, or word that it waits for the administrator's approval.
 */
export function confirmSignUp(confirmation: SignUpConfirm): Promise<SignUpConfirmed> {
  return apiRequest('/api/auth/register/confirm', signUpConfirmedSchema, {
    method: 'POST',
    body: signUpConfirmSchema.parse(confirmation),
    authenticated: false,
  });
}

/** Confirms the sign-up and, unless the account waits for approval, signs in with it exactly like a login. */
export function useConfirmSignUp() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: async (confirmation: SignUpConfirm) => {
      const confirmed = await confirmSignUp(confirmation);
      if ('token' in confirmed) await startSession(confirmed);
      return confirmed;
    },
  });
}
