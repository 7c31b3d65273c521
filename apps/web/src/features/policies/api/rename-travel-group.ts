import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TravelGroup, travelGroupRenameSchema, travelGroupSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { POLICIES_QUERY_KEY } from './get-company-policies';
import { TRAVEL_GROUPS_QUERY_KEY } from './list-travel-groups';

export interface TravelGroupRenaming {
  id: number;
  name: string;
}

/** PATCH /api/admin/travel-groups/:groupId */
export function renameTravelGroup({ id, name }: TravelGroupRenaming): Promise<TravelGroup> {
  return apiRequest(`/api/admin/travel-groups/${id}`, travelGroupSchema, {
    method: 'PATCH',
    body: travelGroupRenameSchema.parse({ name }),
  });
}

export function useRenameTravelGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTravelGroup,
    // The rules show their group's name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRAVEL_GROUPS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: POLICIES_QUERY_KEY }),
      ]),
  });
}
