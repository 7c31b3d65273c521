import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserApprovers, userApproversSchema, userApproversUpdateSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { USER_APPROVERS_QUERY_KEY } from './list-user-approvers';

/** PUT /api/user-approvers/:userId: the user's whole new set of approvers. */
export function setUserApprovers({
  userId,
  approverIds,
}: {
  userId: number;
  approverIds: number[];
}): Promise<UserApprovers> {
  return apiRequest(`/api/user-approvers/${userId}`, userApproversSchema, {
    method: 'PUT',
    body: userApproversUpdateSchema.parse({ approverIds }),
  });
}

export function useSetUserApprovers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserApprovers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_APPROVERS_QUERY_KEY }),
  });
}
