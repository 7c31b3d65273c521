import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserApprovers, userApproversListSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

export const USER_APPROVERS_QUERY_KEY = ['user-approvers'] as const;

/**
 * GET /api/user-approvers: administrators get every user of the company with their approvers (the
 * operator names the company); anyone else gets only themself.
 */
export async function listUserApprovers(companyId?: number, signal?: AbortSignal): Promise<UserApprovers[]> {
  const query = companyQuery(companyId);
  const { data } = await apiRequest(`/api/user-approvers${query}`, userApproversListSchema, { signal });
  return data;
}

export function userApproversQueryOptions(companyId?: number) {
  return queryOptions({
    queryKey: [...USER_APPROVERS_QUERY_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => listUserApprovers(companyId, signal),
  });
}

export function useUserApprovers(companyId?: number) {
  return useQuery(userApproversQueryOptions(companyId));
}
