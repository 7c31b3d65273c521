import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UndeliveredMailList, undeliveredMailListSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

export const UNDELIVERED_MAIL_QUERY_KEY = ['undelivered-mail'] as const;

/** GET /api/undelivered-mail — e-mails given up on or still being retried, newest first (operador only). */
export function listUndeliveredMail(signal?: AbortSignal): Promise<UndeliveredMailList> {
  return apiRequest('/api/undelivered-mail', undeliveredMailListSchema, { signal });
}

export function undeliveredMailQueryOptions() {
  return queryOptions({
    queryKey: UNDELIVERED_MAIL_QUERY_KEY,
    queryFn: ({ signal }) => listUndeliveredMail(signal),
    retry: false,
  });
}

/** Disabled for anyone but the operador: the server would refuse anyway. */
export function useUndeliveredMail({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...undeliveredMailQueryOptions(), enabled: isEnabled });
}
