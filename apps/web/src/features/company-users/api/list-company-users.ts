import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyUser, companyUsersResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

export const COMPANY_USERS_QUERY_KEY = ['company-users'] as const;

/** GET /api/users/company/:companyId */
export async function listCompanyUsers(companyId: number, signal?: AbortSignal): Promise<CompanyUser[]> {
  const { data } = await apiRequest(`/api/users/company/${companyId}`, companyUsersResponseSchema, {
    signal,
  });
  return data;
}

export function companyUsersQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...COMPANY_USERS_QUERY_KEY, companyId],
    queryFn: ({ signal }) => listCompanyUsers(companyId, signal),
    retry: false,
  });
}

export function useCompanyUsers(companyId: number) {
  return useQuery(companyUsersQueryOptions(companyId));
}
