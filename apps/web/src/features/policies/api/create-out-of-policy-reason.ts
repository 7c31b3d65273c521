import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OutOfPolicyReason,
  type OutOfPolicyReasonCreate,
  outOfPolicyReasonCreateSchema,
  outOfPolicyReasonSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { OUT_OF_POLICY_REASONS_QUERY_KEY } from '../../../lib/out-of-policy-reasons/list-out-of-policy-reasons';

/** POST /api/admin/out-of-policy-reasons */
export function createOutOfPolicyReason(reason: OutOfPolicyReasonCreate): Promise<OutOfPolicyReason> {
  return apiRequest('/api/admin/out-of-policy-reasons', outOfPolicyReasonSchema, {
    method: 'POST',
    body: outOfPolicyReasonCreateSchema.parse(reason),
  });
}

export function useCreateOutOfPolicyReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOutOfPolicyReason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUT_OF_POLICY_REASONS_QUERY_KEY }),
  });
}
