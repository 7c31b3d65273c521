import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TravelGroup, travelGroupSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

export const TRAVEL_GROUPS_QUERY_KEY = ['travel-groups'] as const;

/** GET /api/admin/travel-groups: the company's travel groups with their member counts. */
export async function listTravelGroups(companyId?: number, signal?: AbortSignal): Promise<TravelGroup[]> {
  const { data } = await apiRequest(
    `/api/admin/travel-groups${companyQuery(companyId)}`,
    z.object({ data: z.array(travelGroupSchema) }),
    { signal },
  );
  return data;
}

export function travelGroupsQueryOptions(companyId?: number) {
  return queryOptions({
    queryKey: [...TRAVEL_GROUPS_QUERY_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => listTravelGroups(companyId, signal),
    retry: false,
  });
}

/** Disabled for users who cannot manage groups: the server would refuse anyway. */
export function useTravelGroups(companyId: number | undefined, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...travelGroupsQueryOptions(companyId), enabled: isEnabled });
}
