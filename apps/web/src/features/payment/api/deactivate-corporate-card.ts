import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENT_QUERY_KEY } from '../../../lib/payment-options/get-payment-options';

/** DELETE /api/payment/cards/:cardId: the card can no longer be chosen to pay. */
export function deactivateCorporateCard(cardId: number): Promise<void> {
  return apiRequest(`/api/payment/cards/${cardId}`, undefined, { method: 'DELETE' });
}

export function useDeactivateCorporateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCorporateCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEY }),
  });
}
