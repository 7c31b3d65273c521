import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PageHeaderProvider } from '../components/page-layout';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth/auth-provider';
import { AppHeader } from './app-header';

const MAX_QUERY_RETRIES = 3;

/**
 * A network failure or a server error may pass; an answer of 4xx (not found, forbidden, invalid) will not,
 * so it shows at once instead of after seconds of retries ('Reserva no encontrada.', issue 9).
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408)
    return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessRefused },
      mutations: { retry: false },
    },
  });
}

/** Everything the pages rely on; must sit inside the router (logout navigates). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <PageHeaderProvider value={AppHeader}>{children}</PageHeaderProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
