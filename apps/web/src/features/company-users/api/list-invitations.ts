import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserInvitation, userInvitationsResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

export const INVITATIONS_QUERY_KEY = ['company-invitations'] as const;

/** GET /api/users/company/:companyId/invitations: the invitations nobody has used yet. */
export async function listInvitations(companyId: number, signal?: AbortSignal): Promise<UserInvitation[]> {
  const { data } = await apiRequest(
    `/api/users/company/${companyId}/invitations`,
    userInvitationsResponseSchema,
    { signal },
  );
  return data;
}

export function invitationsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...INVITATIONS_QUERY_KEY, companyId],
    queryFn: ({ signal }) => listInvitations(companyId, signal),
    retry: false,
  });
}

export function useInvitations(companyId: number) {
  return useQuery(invitationsQueryOptions(companyId));
}
