import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PolicyRule, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/admin/policies/rules/:userId → the flight rules. A failed load fails the query (spec §8's empty list
 * would read as 'Dentro de la política'): the cards say 'Política sin verificar' instead.
 */
export async function getFlightPolicyRules(userId: string, signal?: AbortSignal): Promise<PolicyRule[]> {
  const rules = await apiRequest(
    `/api/admin/policies/rules/${encodeURIComponent(userId)}`,
    policyRulesResponseSchema,
    { signal },
  );
  return rules.flight;
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
