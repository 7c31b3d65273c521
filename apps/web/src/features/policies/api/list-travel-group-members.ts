import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TravelGroupMember, travelGroupMemberSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

export const TRAVEL_GROUP_MEMBERS_QUERY_KEY = ['travel-group-members'] as const;

/** GET /api/admin/travel-groups/members: the company's active users with their travel group. */
export async function listTravelGroupMembers(
  companyId?: number,
  signal?: AbortSignal,
): Promise<TravelGroupMember[]> {
  const { data } = await apiRequest(
    `/api/admin/travel-groups/members${companyQuery(companyId)}`,
    z.object({ data: z.array(travelGroupMemberSchema) }),
    { signal },
  );
  return data;
}

export function travelGroupMembersQueryOptions(companyId?: number) {
  return queryOptions({
    queryKey: [...TRAVEL_GROUP_MEMBERS_QUERY_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => listTravelGroupMembers(companyId, signal),
    retry: false,
  });
}

export function useTravelGroupMembers(companyId: number | undefined, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...travelGroupMembersQueryOptions(companyId), enabled: isEnabled });
}
