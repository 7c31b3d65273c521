import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENT_QUERY_KEY } from '../../../lib/payment-options/get-payment-options';

/** DELETE /api/payment/payroll-authorization */
export function revokePayrollAuthorization(): Promise<void> {
  return apiRequest('/api/payment/payroll-authorization', undefined, { method: 'DELETE' });
}

export function useRevokePayrollAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePayrollAuthorization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEY }),
  });
}
