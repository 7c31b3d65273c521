import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SingleSignOnOffer, singleSignOnOfferSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/sso/companies/:companyId — public: the button a company's own sign-in page shows. */
export function getCompanySingleSignOn(companyId: string, signal?: AbortSignal): Promise<SingleSignOnOffer> {
  return apiRequest(`/api/auth/sso/companies/${encodeURIComponent(companyId)}`, singleSignOnOfferSchema, {
    signal,
    authenticated: false,
  });
}

export function companySingleSignOnQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['single-sign-on', 'company', companyId],
    queryFn: ({ signal }) => getCompanySingleSignOn(companyId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The offer of the company in /login/:idcompany; nothing is asked without one. */
export function useCompanySingleSignOn(companyId: string | undefined) {
  return useQuery({ ...companySingleSignOnQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}
