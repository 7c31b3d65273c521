import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CostCenterAdmin,
  type CostCenterUpdate,
  costCenterAdminSchema,
  costCenterUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { costCentersQueryOptions } from '../../../lib/cost-centers/get-cost-centers';
import { MANAGED_COST_CENTERS_QUERY_KEY } from './list-managed-cost-centers';

export interface CostCenterChange {
  id: number;
  update: CostCenterUpdate;
}

/** PATCH /api/admin/cost-centers/:id: edits the center, or (de)activates it with `isActive`. */
export function updateCostCenter({ id, update }: CostCenterChange): Promise<CostCenterAdmin> {
  return apiRequest(`/api/admin/cost-centers/${id}`, costCenterAdminSchema, {
    method: 'PATCH',
    body: costCenterUpdateSchema.parse(update),
  });
}

export function useUpdateCostCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCostCenter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MANAGED_COST_CENTERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: costCentersQueryOptions().queryKey }),
      ]),
  });
}
