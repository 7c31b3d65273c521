import { useQuery } from '@tanstack/react-query';
import { type SingleSignOnExchangeResult, singleSignOnExchangeResultSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** POST /api/auth/sso/exchange — the provider's answer, left as a code in the return page's address. */
export function exchangeSingleSignOn(code: string): Promise<SingleSignOnExchangeResult> {
  return apiRequest('/api/auth/sso/exchange', singleSignOnExchangeResultSchema, {
    method: 'POST',
    body: { code },
    authenticated: false,
  });
}

/**
 * Trades the code for a session (and signs in), or answers the details a first sign-in still needs. A query keyed
 * by the code, never refetched: the code is single-use, and however often the page is drawn it is asked once.
 */
export function useExchangeSingleSignOn(code: string | null) {
  const { startSession } = useAuth();
  return useQuery({
    queryKey: ['single-sign-on', 'exchange', code],
    queryFn: async () => {
      const result = await exchangeSingleSignOn(code ?? '');
      if ('token' in result) await startSession(result);
      return result;
    },
    enabled: code !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
