import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OutOfPolicyReason,
  type OutOfPolicyReasonUpdate,
  outOfPolicyReasonSchema,
  outOfPolicyReasonUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { OUT_OF_POLICY_REASONS_QUERY_KEY } from '../../../lib/out-of-policy-reasons/list-out-of-policy-reasons';

export interface OutOfPolicyReasonChange {
  id: number;
  update: OutOfPolicyReasonUpdate;
}

/** PATCH /api/admin/out-of-policy-reasons/:reasonId: edits the reason, or (de)activates it. */
export function updateOutOfPolicyReason({ id, update }: OutOfPolicyReasonChange): Promise<OutOfPolicyReason> {
  return apiRequest(`/api/admin/out-of-policy-reasons/${id}`, outOfPolicyReasonSchema, {
    method: 'PATCH',
    body: outOfPolicyReasonUpdateSchema.parse(update),
  });
}

export function useUpdateOutOfPolicyReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOutOfPolicyReason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUT_OF_POLICY_REASONS_QUERY_KEY }),
  });
}
