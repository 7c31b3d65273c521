import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TravelGroupMember,
  travelGroupAssignmentSchema,
  travelGroupMemberSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { POLICIES_QUERY_KEY } from './get-company-policies';
import { TRAVEL_GROUP_MEMBERS_QUERY_KEY } from './list-travel-group-members';
import { TRAVEL_GROUPS_QUERY_KEY } from './list-travel-groups';

export interface TravelGroupAssignmentChange {
  userId: number;
  travelGroupId: number | null;
}

/** PUT /api/users/:userId/travel-group: the group's rules then apply to the user (null: none). */
export function assignTravelGroup({
  userId,
  travelGroupId,
}: TravelGroupAssignmentChange): Promise<TravelGroupMember> {
  return apiRequest(`/api/users/${userId}/travel-group`, travelGroupMemberSchema, {
    method: 'PUT',
    body: travelGroupAssignmentSchema.parse({ travel_group_id: travelGroupId }),
  });
}

export function useAssignTravelGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTravelGroup,
    // Member counts and the member's own rules change with the group.
    onSuccess: () =>
      Promise.all(
        [TRAVEL_GROUP_MEMBERS_QUERY_KEY, TRAVEL_GROUPS_QUERY_KEY, POLICIES_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
