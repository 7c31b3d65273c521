import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationRevokeSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './list-invitations';

/** POST /api/users/company/:companyId/invitations/revoke: the invitation's link stops working. */
export function revokeInvitation({ companyId, email }: { companyId: number; email: string }): Promise<void> {
  return apiRequest(`/api/users/company/${companyId}/invitations/revoke`, undefined, {
    method: 'POST',
    body: invitationRevokeSchema.parse({ email }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
