import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BookableCostCenters, costCentersResponseSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/**
 * GET /api/centros-utilidad — the active cost centers of the caller's company, with the share of each budget
 * used, and the one the caller's last booking was charged to.
 */
export function getCostCenters(signal?: AbortSignal): Promise<BookableCostCenters> {
  return apiRequest('/api/centros-utilidad', costCentersResponseSchema, { signal });
}

export function costCentersQueryOptions() {
  return queryOptions({ queryKey: ['cost-centers'], queryFn: ({ signal }) => getCostCenters(signal) });
}

export function useCostCenters() {
  return useQuery(costCentersQueryOptions());
}
