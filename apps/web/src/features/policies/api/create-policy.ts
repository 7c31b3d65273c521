import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PolicyCreate, type PolicySaved, policyCreateSchema, policySavedSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { POLICIES_QUERY_KEY } from './get-company-policies';

/** POST /api/admin/policies: a new rule, or the deactivated rule of the same scope brought back. */
export function createPolicy(policy: PolicyCreate): Promise<PolicySaved> {
  return apiRequest('/api/admin/policies', policySavedSchema, {
    method: 'POST',
    body: policyCreateSchema.parse(policy),
  });
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICIES_QUERY_KEY }),
  });
}
