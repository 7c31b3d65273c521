import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogEntry, projectClientsResponseSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/** Every query of the company's catalogs for booking starts with this key. */
export const BOOKING_CATALOGS_QUERY_KEY = ['booking-catalogs'] as const;

/** GET /api/clientes-proyecto: the active project clients of the caller's company. */
export async function listProjectClients(signal?: AbortSignal): Promise<CatalogEntry[]> {
  const { data } = await apiRequest('/api/clientes-proyecto', projectClientsResponseSchema, { signal });
  return data;
}

export function projectClientsQueryOptions() {
  return queryOptions({
    queryKey: [...BOOKING_CATALOGS_QUERY_KEY, 'project-clients'],
    queryFn: ({ signal }) => listProjectClients(signal),
  });
}

export function useProjectClients() {
  return useQuery(projectClientsQueryOptions());
}
