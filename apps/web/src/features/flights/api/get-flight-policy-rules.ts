import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PolicyRule, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/me/policy-rules → the signed-in user's flight rules. A failed load fails the query (spec §8's empty list
 * would read as 'Dentro de la política'): the cards say 'Política sin verificar' instead.
 */
export async function getFlightPolicyRules(signal?: AbortSignal): Promise<PolicyRule[]> {
  return (await apiRequest('/api/me/policy-rules', policyRulesResponseSchema, { signal })).flight;
}

/** Keyed by the user, so that another user signed in on the device never reads the last one's rules. */
export function flightPolicyRulesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['policies', 'rules', userId, 'flight'],
    queryFn: ({ signal }) => getFlightPolicyRules(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's own flight rules; nothing is requested for a visitor. */
export function useFlightPolicyRules(userId: string | undefined) {
  return useQuery({ ...flightPolicyRulesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
