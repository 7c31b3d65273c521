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

/** Keyed by the documento, so another user signed in on the device never reads the last one's rules. */
export function flightPolicyRulesQueryOptions(documento: string) {
  return queryOptions({
    queryKey: ['policies', 'rules', documento, 'flight'],
    queryFn: ({ signal }) => getFlightPolicyRules(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's own flight rules; nothing is requested for a visitor. */
export function useFlightPolicyRules(documento: string | undefined) {
  return useQuery({ ...flightPolicyRulesQueryOptions(documento ?? ''), enabled: Boolean(documento) });
}
