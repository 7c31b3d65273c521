import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type BookableCostCenters, costCentersResponseSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';
import { travellerQuery } from '../booking-for/booking-for';

/**
 * GET /api/centros-utilidad — the active cost centers of the caller's company, with the share of each budget
 * used, and the one the traveller's (the caller's, or the colleague's they book for) last booking was charged to.
 */
export function getCostCenters(signal?: AbortSignal, travellerId?: number): Promise<BookableCostCenters> {
  return apiRequest(`/api/centros-utilidad${travellerQuery(travellerId)}`, costCentersResponseSchema, {
    signal,
  });
}

const COST_CENTERS_KEY = ['cost-centers'] as const;

export function costCentersQueryOptions(travellerId?: number) {
  return queryOptions({
    queryKey: travellerId === undefined ? COST_CENTERS_KEY : [...COST_CENTERS_KEY, travellerId],
    queryFn: ({ signal }) => getCostCenters(signal, travellerId),
  });
}

/**
 * After a booking: its center is now the last one used and its budget use has grown, so the next checkout reads
 * them again instead of starting from the answer kept before.
 */
export function forgetCostCenters(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: COST_CENTERS_KEY });
}

export function useCostCenters(travellerId?: number) {
  return useQuery(costCentersQueryOptions(travellerId));
}
