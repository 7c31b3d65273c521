import { useQuery } from '@tanstack/react-query';
import { type PolicyRules, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { POLICIES_QUERY_KEY } from './get-company-policies';

/** GET /api/admin/policies/rules/:documento: the active rules the signed-in user books under, by kind. */
export function getOwnPolicyRules(documento: string, signal?: AbortSignal): Promise<PolicyRules> {
  return apiRequest(`/api/admin/policies/rules/${encodeURIComponent(documento)}`, policyRulesResponseSchema, {
    signal,
  });
}

export function useOwnPolicyRules(documento: string) {
  return useQuery({
    queryKey: [...POLICIES_QUERY_KEY, 'own', documento],
    queryFn: ({ signal }) => getOwnPolicyRules(documento, signal),
    retry: false,
  });
}
