import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPolicy, adminPolicySchema, type PolicyUpdate, policyUpdateSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { POLICIES_QUERY_KEY } from './get-company-policies';

export interface PolicyChange {
  id: number;
  update: PolicyUpdate;
}

/** PATCH /api/admin/policies/:policyId: edits the rule, or (de)activates it with `is_active`. */
export function updatePolicy({ id, update }: PolicyChange): Promise<AdminPolicy> {
  return apiRequest(`/api/admin/policies/${id}`, adminPolicySchema, {
    method: 'PATCH',
    body: policyUpdateSchema.parse(update),
  });
}

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICIES_QUERY_KEY }),
  });
}
