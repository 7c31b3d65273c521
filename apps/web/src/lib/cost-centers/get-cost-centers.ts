import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CostCenter, costCentersResponseSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/** GET /api/centros-utilidad — the active cost centers of the caller's company. */
export async function getCostCenters(signal?: AbortSignal): Promise<CostCenter[]> {
  const { data } = await apiRequest('/api/centros-utilidad', costCentersResponseSchema, {
    signal,
  });
  return data;
}

export function costCentersQueryOptions() {
  return queryOptions({ queryKey: ['cost-centers'], queryFn: ({ signal }) => getCostCenters(signal) });
}

export function useCostCenters() {
  return useQuery(costCentersQueryOptions());
}
