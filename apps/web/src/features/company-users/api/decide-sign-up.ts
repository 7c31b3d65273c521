import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CompanyUser,
  companyUserSchema,
  type SignUpDecision,
  signUpDecisionSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { COMPANY_USERS_QUERY_KEY } from './list-company-users';

/** POST /api/users/:userId/sign-up-decision: lets an account made with the invitation code in, or not. */
export function decideSignUp({
  userId,
  decision,
}: { userId: number } & SignUpDecision): Promise<CompanyUser> {
  return apiRequest(`/api/users/${userId}/sign-up-decision`, companyUserSchema, {
    method: 'POST',
    body: signUpDecisionSchema.parse({ decision }),
  });
}

export function useDecideSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSignUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_QUERY_KEY }),
  });
}
