import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OutOfPolicyReason, outOfPolicyReasonSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../api-client';

const reasonsResponseSchema = z.object({ data: z.array(outOfPolicyReasonSchema) });

/** GET /api/admin/out-of-policy-reasons — the active reason codes the company offers. */
export async function getOutOfPolicyReasons(signal?: AbortSignal): Promise<OutOfPolicyReason[]> {
  const { data } = await apiRequest('/api/admin/out-of-policy-reasons', reasonsResponseSchema, { signal });
  return data;
}

export function outOfPolicyReasonsQueryOptions() {
  return queryOptions({
    queryKey: ['out-of-policy-reasons'],
    queryFn: ({ signal }) => getOutOfPolicyReasons(signal),
  });
}

export function useOutOfPolicyReasons(enabled: boolean) {
  return useQuery({ ...outOfPolicyReasonsQueryOptions(), enabled });
}
