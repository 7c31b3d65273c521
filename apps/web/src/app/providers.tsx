import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PageHeaderProvider } from '../components/page-layout';
import { AuthProvider } from '../lib/auth/auth-provider';
import { AppHeader } from './app-header';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false },
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
