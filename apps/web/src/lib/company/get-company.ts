import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Company, companySchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

const COMPANY_QUERY_KEY = ['company'] as const;

/** GET /api/companies/:companyId: the company's data (its own for an administrador, any for the operador). */
export function getCompany(companyId: number, signal?: AbortSignal): Promise<Company> {
  return apiRequest(`/api/companies/${companyId}`, companySchema, { signal });
}

export function companyQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...COMPANY_QUERY_KEY, companyId],
    queryFn: ({ signal }) => getCompany(companyId, signal),
  });
}

export function useCompany(companyId: number) {
  return useQuery(companyQueryOptions(companyId));
}
