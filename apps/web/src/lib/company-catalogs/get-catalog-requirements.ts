import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogRequirements, catalogRequirementsSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';
import { BOOKING_CATALOGS_QUERY_KEY } from './list-project-clients';

/** GET /api/catalogs/requirements: whether the caller's company requires each choice on a booking. */
export function getCatalogRequirements(signal?: AbortSignal): Promise<CatalogRequirements> {
  return apiRequest('/api/catalogs/requirements', catalogRequirementsSchema, { signal });
}

export function catalogRequirementsQueryOptions() {
  return queryOptions({
    queryKey: [...BOOKING_CATALOGS_QUERY_KEY, 'requirements'],
    queryFn: ({ signal }) => getCatalogRequirements(signal),
  });
}

export function useCatalogRequirements() {
  return useQuery(catalogRequirementsQueryOptions());
}
