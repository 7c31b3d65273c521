import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type BookableCostCenters, costCentersResponseSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/**
 * GET /api/centros-utilidad — the active cost centers of the caller's company, with the share of each budget
 * used, and the one the caller's last booking was charged to.
 */
export function getCostCenters(signal?: AbortSignal): Promise<BookableCostCenters> {
  return apiRequest('/api/centros-utilidad', costCentersResponseSchema, { signal });
}

const COST_CENTERS_KEY = ['cost-centers'] as const;

export function costCentersQueryOptions() {
  return queryOptions({ queryKey: COST_CENTERS_KEY, queryFn: ({ signal }) => getCostCenters(signal) });
}

/**
 * After a booking: its center is now the last one used and its budget use has grown, so the next checkout reads
 * them again instead of starting from the answer kept before.
 */
export function forgetCostCenters(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: COST_CENTERS_KEY });
}

export function useCostCenters() {
  return useQuery(costCentersQueryOptions());
}
