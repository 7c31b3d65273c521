import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UndeliveredMail, undeliveredMailSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { UNDELIVERED_MAIL_QUERY_KEY } from './list-undelivered-mail';

/** POST /api/undelivered-mail/:id/retry — a dead e-mail goes back to the relay with a fresh set of attempts. */
export function retryUndeliveredMail(id: number): Promise<UndeliveredMail> {
  return apiRequest(`/api/undelivered-mail/${id}/retry`, undeliveredMailSchema, { method: 'POST' });
}

export function useRetryUndeliveredMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryUndeliveredMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNDELIVERED_MAIL_QUERY_KEY }),
  });
}
