import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CatalogRequirements,
  type CatalogRequirementsUpdate,
  catalogRequirementsSchema,
  catalogRequirementsUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';
import { BOOKING_CATALOGS_QUERY_KEY } from '../../../lib/company-catalogs/list-project-clients';

const requirementsQueryKey = ['managed-catalog', 'requirements'] as const;

/** GET /api/admin/catalogs/requirements: whether the managed company requires each choice at checkout. */
export function getManagedCatalogRequirements(
  companyId: number | undefined,
  signal?: AbortSignal,
): Promise<CatalogRequirements> {
  return apiRequest(`/api/admin/catalogs/requirements${companyQuery(companyId)}`, catalogRequirementsSchema, {
    signal,
  });
}

export function managedCatalogRequirementsQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: [...requirementsQueryKey, companyId ?? 'own'],
    queryFn: ({ signal }) => getManagedCatalogRequirements(companyId, signal),
    retry: false,
  });
}

export function useManagedCatalogRequirements(companyId: number | undefined) {
  return useQuery(managedCatalogRequirementsQueryOptions(companyId));
}

/** PUT /api/admin/catalogs/requirements */
export function updateCatalogRequirements(update: CatalogRequirementsUpdate): Promise<CatalogRequirements> {
  return apiRequest('/api/admin/catalogs/requirements', catalogRequirementsSchema, {
    method: 'PUT',
    body: catalogRequirementsUpdateSchema.parse(update),
  });
}

export function useUpdateCatalogRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalogRequirements,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requirementsQueryKey }),
        // The administrator's own checkout asks for the choice from now on too.
        queryClient.invalidateQueries({ queryKey: BOOKING_CATALOGS_QUERY_KEY }),
      ]),
  });
}
