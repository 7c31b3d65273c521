import { useMutation } from '@tanstack/react-query';
import { type InvitationAccept, invitationAcceptedSchema, invitationAcceptSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { login } from './login';

/** POST /api/invitations/accept: creates the account in the inviting company. */
export function acceptInvitation(token: string, account: InvitationAccept): Promise<{ email: string }> {
  return apiRequest('/api/invitations/accept', invitationAcceptedSchema, {
    method: 'POST',
    body: { ...invitationAcceptSchema.parse(account), token },
    authenticated: false,
  });
}

/** Joins the company and signs in with the new account, exactly like a login. */
export function useAcceptInvitation(token: string) {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: async (account: InvitationAccept) => {
      const { email } = await acceptInvitation(token, account);
      await startSession(await login({ email, password: account.password }));
    },
  });
}
