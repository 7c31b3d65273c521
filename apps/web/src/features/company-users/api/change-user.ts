import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyUser, companyUserSchema, type UserChange, userChangeSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { COMPANY_USERS_QUERY_KEY } from './list-company-users';

export interface CompanyUserChange {
  userId: number;
  change: UserChange;
}

/** PATCH /api/users/:userId: a new role, or deactivation / reactivation. */
export function changeUser({ userId, change }: CompanyUserChange): Promise<CompanyUser> {
  return apiRequest(`/api/users/${userId}`, companyUserSchema, {
    method: 'PATCH',
    body: userChangeSchema.parse(change),
  });
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_QUERY_KEY }),
  });
}
