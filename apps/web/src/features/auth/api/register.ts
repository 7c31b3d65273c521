import { useMutation } from '@tanstack/react-query';
import {
  type RegisterRequest,
  registerRequestSchema,
  type SignUpAccepted,
  signUpAcceptedSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register: e-mails a link to confirm the address; no session until it is followed. */
export function register(account: RegisterRequest): Promise<SignUpAccepted> {
  return apiRequest('/api/auth/register', signUpAcceptedSchema, {
    method: 'POST',
    body: registerRequestSchema.parse(account),
    authenticated: false,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
