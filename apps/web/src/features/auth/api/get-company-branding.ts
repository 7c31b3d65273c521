import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyBranding, companyBrandingSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/companies/:companyId/branding — public: what a company's own login page shows. */
export function getCompanyBranding(companyId: string, signal?: AbortSignal): Promise<CompanyBranding> {
  return apiRequest(`/api/companies/${encodeURIComponent(companyId)}/branding`, companyBrandingSchema, {
    signal,
    authenticated: false,
  });
}

export function companyBrandingQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['companies', companyId, 'branding'],
    queryFn: ({ signal }) => getCompanyBranding(companyId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Branding of the company in /login/:idcompany; nothing is requested without one. */
export function useCompanyBranding(companyId: string | undefined) {
  return useQuery({ ...companyBrandingQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}
