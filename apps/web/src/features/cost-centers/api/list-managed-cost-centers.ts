import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CostCenterAdmin, costCenterAdminListSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

export const MANAGED_COST_CENTERS_QUERY_KEY = ['managed-cost-centers'] as const;

/** GET /api/admin/cost-centers: every center with its budget and this year's bookings (operator: of one company). */
export async function listManagedCostCenters(
  companyId: number | undefined,
  signal?: AbortSignal,
): Promise<CostCenterAdmin[]> {
  const query = companyQuery(companyId);
  const { data } = await apiRequest(`/api/admin/cost-centers${query}`, costCenterAdminListSchema, { signal });
  return data;
}

export function managedCostCentersQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: [...MANAGED_COST_CENTERS_QUERY_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => listManagedCostCenters(companyId, signal),
    retry: false,
  });
}

/** Disabled for users who cannot manage cost centers: the server would refuse anyway. */
export function useManagedCostCenters(companyId: number | undefined, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...managedCostCentersQueryOptions(companyId), enabled: isEnabled });
}
