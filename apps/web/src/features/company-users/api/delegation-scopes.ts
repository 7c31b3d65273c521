import { queryOptions, useQuery } from '@tanstack/react-query';
import { costCenterAdminListSchema, travelGroupSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

/** A cost center or travel group an administrator may make someone gestor de viajes of. */
export interface ScopeChoice {
  id: number;
  name: string;
}

const travelGroupListSchema = z.object({ data: z.array(travelGroupSchema) });

/**
 * The company's cost centers (GET /api/admin/cost-centers) and travel groups (GET /api/admin/travel-groups), read
 * when the gestor form opens; the operador names the company, an administrator always gets their own.
 */
export function scopeChoicesQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['delegation-scope-choices', companyId ?? 'own'],
    queryFn: async ({ signal }) => {
      const query = companyQuery(companyId);
      const [centers, groups] = await Promise.all([
        apiRequest(`/api/admin/cost-centers${query}`, costCenterAdminListSchema, { signal }),
        apiRequest(`/api/admin/travel-groups${query}`, travelGroupListSchema, { signal }),
      ]);
      return {
        cost_center: centers.data
          .filter((center) => center.isActive)
          .map((center): ScopeChoice => ({ id: center.id, name: `${center.code} · ${center.name}` })),
        travel_group: groups.data.map((group): ScopeChoice => ({ id: group.id, name: group.name })),
      };
    },
    retry: false,
  });
}

export function useScopeChoices(companyId: number | undefined) {
  return useQuery(scopeChoicesQueryOptions(companyId));
}
