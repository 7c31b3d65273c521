import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PolicyRule, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { travellerQuery } from '../../../lib/booking-for/booking-for';

/**
 * GET /api/me/policy-rules → the signed-in user's hotel rules. A failed load fails the query (spec §8's empty list
 * would read as 'Dentro de la política'): the cards say 'Política sin verificar' instead.
 */
export async function getHotelPolicyRules(signal?: AbortSignal, travellerId?: number): Promise<PolicyRule[]> {
  const path = `/api/me/policy-rules${travellerQuery(travellerId)}`;
  return (await apiRequest(path, policyRulesResponseSchema, { signal })).hotel;
}

/**
 * Keyed by the documento, so another user signed in on the device never reads the last one's rules, and by the
 * colleague booked for (their rules apply, decision 069).
 */
export function hotelPolicyRulesQueryOptions(documento: string, travellerId?: number) {
  return queryOptions({
    queryKey: ['policies', 'rules', documento, 'hotel', travellerId ?? 'self'],
    queryFn: ({ signal }) => getHotelPolicyRules(signal, travellerId),
    staleTime: 5 * 60_000,
  });
}

/** The traveller's hotel rules (the signed-in user's, or the colleague's); nothing is requested for a visitor. */
export function useHotelPolicyRules(documento: string | undefined, travellerId?: number) {
  return useQuery({
    ...hotelPolicyRulesQueryOptions(documento ?? '', travellerId),
    enabled: Boolean(documento),
  });
}
