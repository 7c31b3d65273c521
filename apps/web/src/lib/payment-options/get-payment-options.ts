import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentOptions, paymentOptionsSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/** Every payment query starts with this key, so a change refreshes them all. */
export const PAYMENT_QUERY_KEY = ['payment'] as const;

/** GET /api/payment/options: payroll state and the company's active cards for the signed-in user. */
export function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return apiRequest('/api/payment/options', paymentOptionsSchema, { signal });
}

export function paymentOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...PAYMENT_QUERY_KEY, 'options'],
    queryFn: ({ signal }) => getPaymentOptions(signal),
  });
}

export function usePaymentOptions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...paymentOptionsQueryOptions(), enabled: isEnabled });
}
