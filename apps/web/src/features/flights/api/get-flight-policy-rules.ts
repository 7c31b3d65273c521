import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PolicyRule, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/policies/rules/:userId → the flight rules; spec §8: a failed load is an empty list. */
export async function getFlightPolicyRules(userId: string, signal?: AbortSignal): Promise<PolicyRule[]> {
  try {
    const rules = await apiRequest(
      `/api/admin/policies/rules/${encodeURIComponent(userId)}`,
      policyRulesResponseSchema,
      { signal },
    );
    return rules.flight;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function flightPolicyRulesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['policies', 'rules', userId, 'flight'],
    queryFn: ({ signal }) => getFlightPolicyRules(userId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's own flight rules; nothing is requested for a visitor. */
export function useFlightPolicyRules(userId: string | undefined) {
  return useQuery({ ...flightPolicyRulesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
