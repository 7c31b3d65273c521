import { useMutation } from '@tanstack/react-query';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const passwordResetSentSchema = z.object({ message: z.string() });

/** POST /api/auth/password-reset — the server answers the same message whether or not the e-mail exists. */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<string> {
  const { message } = await apiRequest('/api/auth/password-reset', passwordResetSentSchema, {
    method: 'POST',
    body: passwordResetRequestSchema.parse(request),
    authenticated: false,
  });
  return message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
