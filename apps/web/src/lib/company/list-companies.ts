import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyList, companyListSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/** GET /api/companies — the companies the signed-in user may work on (the operador: every client). */
export function listCompanies(signal?: AbortSignal): Promise<CompanyList> {
  return apiRequest('/api/companies', companyListSchema, { signal });
}

export function companiesQueryOptions() {
  return queryOptions({ queryKey: ['companies'], queryFn: ({ signal }) => listCompanies(signal) });
}

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
