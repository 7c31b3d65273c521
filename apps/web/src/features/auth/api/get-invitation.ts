import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InvitationDetails, invitationDetailsSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/invitations/lookup: the token goes in the body, so no access log keeps it. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return apiRequest('/api/invitations/lookup', invitationDetailsSchema, {
    method: 'POST',
    body: { token },
    signal,
    authenticated: false,
  });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
