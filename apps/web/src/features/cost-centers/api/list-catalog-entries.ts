import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogEntryAdmin, type CatalogKind, catalogEntryAdminListSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

export const catalogQueryKey = (kind: CatalogKind) => ['managed-catalog', kind] as const;

/** GET /api/admin/catalogs/:kind: the project clients or expense types, active or not. */
export async function listCatalogEntries(
  kind: CatalogKind,
  companyId: number | undefined,
  signal?: AbortSignal,
): Promise<CatalogEntryAdmin[]> {
  const query = companyQuery(companyId);
  const { data } = await apiRequest(`/api/admin/catalogs/${kind}${query}`, catalogEntryAdminListSchema, {
    signal,
  });
  return data;
}

export function catalogEntriesQueryOptions(kind: CatalogKind, companyId: number | undefined) {
  return queryOptions({
    queryKey: [...catalogQueryKey(kind), companyId ?? 'own'],
    queryFn: ({ signal }) => listCatalogEntries(kind, companyId, signal),
    retry: false,
  });
}

export function useCatalogEntries(kind: CatalogKind, companyId: number | undefined) {
  return useQuery(catalogEntriesQueryOptions(kind, companyId));
}
