import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentOptions, paymentOptionsSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/** GET /api/payment/options — whether the signed-in user may pay by payroll, and the company's cards. */
export function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return apiRequest('/api/payment/options', paymentOptionsSchema, { signal });
}

export function paymentOptionsQueryOptions() {
  return queryOptions({ queryKey: ['payment-options'], queryFn: ({ signal }) => getPaymentOptions(signal) });
}

export function usePaymentOptions() {
  return useQuery(paymentOptionsQueryOptions());
}
