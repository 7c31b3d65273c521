import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PolicyRule, policyRulesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/policies/rules/:userId → the hotel rules; spec §8: a failed load is an empty list. */
export async function getHotelPolicyRules(userId: string, signal?: AbortSignal): Promise<PolicyRule[]> {
  try {
    const rules = await apiRequest(
      `/api/admin/policies/rules/${encodeURIComponent(userId)}`,
      policyRulesResponseSchema,
      {
        signal,
      },
    );
    return rules.hotel;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function hotelPolicyRulesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['policies', 'rules', userId, 'hotel'],
    queryFn: ({ signal }) => getHotelPolicyRules(userId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's own hotel rules; nothing is requested for a visitor. */
export function useHotelPolicyRules(userId: string | undefined) {
  return useQuery({ ...hotelPolicyRulesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
