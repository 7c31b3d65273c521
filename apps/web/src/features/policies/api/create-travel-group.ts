import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TravelGroup,
  type TravelGroupCreate,
  travelGroupCreateSchema,
  travelGroupSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { TRAVEL_GROUPS_QUERY_KEY } from './list-travel-groups';

/** POST /api/admin/travel-groups */
export function createTravelGroup(group: TravelGroupCreate): Promise<TravelGroup> {
  return apiRequest('/api/admin/travel-groups', travelGroupSchema, {
    method: 'POST',
    body: travelGroupCreateSchema.parse(group),
  });
}

export function useCreateTravelGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTravelGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_GROUPS_QUERY_KEY }),
  });
}
