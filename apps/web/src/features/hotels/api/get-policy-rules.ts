import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PolicyRule, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/me/policy-rules → the signed-in user's hotel rules. A failed load fails the query (spec §8's empty list
 * would read as 'Dentro de la política'): the cards say 'Política sin verificar' instead.
 */
export async function getHotelPolicyRules(signal?: AbortSignal): Promise<PolicyRule[]> {
  return (await apiRequest('/api/me/policy-rules', policyRulesResponseSchema, { signal })).hotel;
}

/** Keyed by the documento, so another user signed in on the device never reads the last one's rules. */
export function hotelPolicyRulesQueryOptions(documento: string) {
  return queryOptions({
    queryKey: ['policies', 'rules', documento, 'hotel'],
    queryFn: ({ signal }) => getHotelPolicyRules(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's own hotel rules; nothing is requested for a visitor. */
export function useHotelPolicyRules(documento: string | undefined) {
  return useQuery({ ...hotelPolicyRulesQueryOptions(documento ?? ''), enabled: Boolean(documento) });
}
