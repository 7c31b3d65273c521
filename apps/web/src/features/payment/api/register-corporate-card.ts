import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CorporateCard, type CorporateCardCreate, corporateCardSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENT_QUERY_KEY } from '../../../lib/payment-options/get-payment-options';

/** POST /api/payment/cards: the number and code go to the server once and are never kept in the app. */
export function registerCorporateCard(card: CorporateCardCreate): Promise<CorporateCard> {
  return apiRequest('/api/payment/cards', corporateCardSchema, { method: 'POST', body: card });
}

export function useRegisterCorporateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCorporateCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEY }),
  });
}
