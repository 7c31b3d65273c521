import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentOptions, paymentOptionsSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';
import { travellerQuery } from '../booking-for/booking-for';

/** Every payment query starts with this key, so a change refreshes them all. */
export const PAYMENT_QUERY_KEY = ['payment'] as const;

/**
 * GET /api/payment/options: payroll state and the company's active cards for the signed-in user, or for the
 * colleague they book for (payroll deduction is the traveller's own signed authorization).
 */
export function getPaymentOptions(signal?: AbortSignal, travellerId?: number): Promise<PaymentOptions> {
  return apiRequest(`/api/payment/options${travellerQuery(travellerId)}`, paymentOptionsSchema, { signal });
}

export function paymentOptionsQueryOptions(travellerId?: number) {
  return queryOptions({
    queryKey: [...PAYMENT_QUERY_KEY, 'options', travellerId ?? 'self'],
    queryFn: ({ signal }) => getPaymentOptions(signal, travellerId),
  });
}

export function usePaymentOptions({
  isEnabled = true,
  travellerId,
}: {
  isEnabled?: boolean;
  travellerId?: number;
} = {}) {
  return useQuery({ ...paymentOptionsQueryOptions(travellerId), enabled: isEnabled });
}
