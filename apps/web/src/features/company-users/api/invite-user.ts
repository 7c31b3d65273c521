import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type UserInvitation,
  type UserInviteRequest,
  userInvitationSchema,
  userInviteRequestSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './list-invitations';

/** POST /api/users/company/:companyId/invitations */
export function inviteUser(companyId: number, invitation: UserInviteRequest): Promise<UserInvitation> {
  return apiRequest(`/api/users/company/${companyId}/invitations`, userInvitationSchema, {
    method: 'POST',
    body: userInviteRequestSchema.parse(invitation),
  });
}

export function useInviteUser(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: UserInviteRequest) => inviteUser(companyId, invitation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
