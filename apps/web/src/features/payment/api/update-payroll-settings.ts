import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PayrollSettings, payrollSettingsSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENT_QUERY_KEY } from '../../../lib/payment-options/get-payment-options';

/** PUT /api/payment/payroll-settings: the administrator enables or disables payroll deduction. */
export function updatePayrollSettings(enabled: boolean): Promise<PayrollSettings> {
  return apiRequest('/api/payment/payroll-settings', payrollSettingsSchema, {
    method: 'PUT',
    body: { enabled },
  });
}

export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayrollSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEY }),
  });
}
