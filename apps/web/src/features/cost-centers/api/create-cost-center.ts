import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CostCenterAdmin,
  type CostCenterCreate,
  costCenterAdminSchema,
  costCenterCreateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { costCentersQueryOptions } from '../../../lib/cost-centers/get-cost-centers';
import { MANAGED_COST_CENTERS_QUERY_KEY } from './list-managed-cost-centers';

/** POST /api/admin/cost-centers */
export function createCostCenter(center: CostCenterCreate): Promise<CostCenterAdmin> {
  return apiRequest('/api/admin/cost-centers', costCenterAdminSchema, {
    method: 'POST',
    body: costCenterCreateSchema.parse(center),
  });
}

export function useCreateCostCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCostCenter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MANAGED_COST_CENTERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: costCentersQueryOptions().queryKey }),
      ]),
  });
}
