import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PayrollAuthorization,
  type PayrollAuthorizationSign,
  payrollAuthorizationSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENT_QUERY_KEY } from '../../../lib/payment-options/get-payment-options';

/** PUT /api/payment/payroll-authorization: signs it (signing again replaces the one in force). */
export function signPayrollAuthorization(input: PayrollAuthorizationSign): Promise<PayrollAuthorization> {
  return apiRequest('/api/payment/payroll-authorization', payrollAuthorizationSchema, {
    method: 'PUT',
    body: input,
  });
}

export function useSignPayrollAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signPayrollAuthorization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEY }),
  });
}
