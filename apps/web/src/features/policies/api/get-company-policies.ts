import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyPolicies, companyPoliciesSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** Every policy query (the hotel and flight rules of the search screens included) starts with this key. */
export const POLICIES_QUERY_KEY = ['policies'] as const;

/** GET /api/admin/policies/company/:companyId: the company's rules by kind, active or not (spec §7). */
export function getCompanyPolicies(companyId: number, signal?: AbortSignal): Promise<CompanyPolicies> {
  return apiRequest(`/api/admin/policies/company/${companyId}`, companyPoliciesSchema, { signal });
}

export function companyPoliciesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...POLICIES_QUERY_KEY, 'company', companyId],
    queryFn: ({ signal }) => getCompanyPolicies(companyId, signal),
    retry: false,
  });
}

export function useCompanyPolicies(companyId: number | null) {
  return useQuery({ ...companyPoliciesQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
