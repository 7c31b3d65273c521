import { useQuery } from '@tanstack/react-query';
import { type PolicyRules, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { POLICIES_QUERY_KEY } from './get-company-policies';

/** GET /api/me/policy-rules: the active rules the signed-in user books under, by kind. */
export function getOwnPolicyRules(signal?: AbortSignal): Promise<PolicyRules> {
  return apiRequest('/api/me/policy-rules', policyRulesResponseSchema, { signal });
}

export function useOwnPolicyRules() {
  return useQuery({
    queryKey: [...POLICIES_QUERY_KEY, 'own'],
    queryFn: ({ signal }) => getOwnPolicyRules(signal),
    retry: false,
  });
}
