import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OutOfPolicyReason, outOfPolicyReasonSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../api-client';
import { companyQuery } from '../company/company-query';

export const OUT_OF_POLICY_REASONS_QUERY_KEY = ['out-of-policy-reasons'] as const;

/**
 * GET /api/admin/out-of-policy-reasons: the active reasons a booking form offers; administrators ask for
 * the deactivated ones too, to manage them.
 */
export async function listOutOfPolicyReasons(
  { companyId, includeInactive }: { companyId?: number; includeInactive: boolean },
  signal?: AbortSignal,
): Promise<OutOfPolicyReason[]> {
  const { data } = await apiRequest(
    `/api/admin/out-of-policy-reasons${companyQuery(companyId, includeInactive ? { includeInactive: 'true' } : {})}`,
    z.object({ data: z.array(outOfPolicyReasonSchema) }),
    { signal },
  );
  return data;
}

export function outOfPolicyReasonsQueryOptions(companyId: number | undefined, includeInactive: boolean) {
  return queryOptions({
    queryKey: [...OUT_OF_POLICY_REASONS_QUERY_KEY, companyId ?? 'own', includeInactive],
    queryFn: ({ signal }) => listOutOfPolicyReasons({ companyId, includeInactive }, signal),
    retry: false,
  });
}

export function useOutOfPolicyReasons(
  companyId: number | undefined,
  { includeInactive, isEnabled }: { includeInactive: boolean; isEnabled: boolean },
) {
  return useQuery({ ...outOfPolicyReasonsQueryOptions(companyId, includeInactive), enabled: isEnabled });
}
