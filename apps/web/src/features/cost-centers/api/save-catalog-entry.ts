import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CatalogEntryAdmin,
  type CatalogEntryCreate,
  type CatalogEntryUpdate,
  type CatalogKind,
  catalogEntryAdminSchema,
  catalogEntryCreateSchema,
  catalogEntryUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { catalogQueryKey } from './list-catalog-entries';

/** POST /api/admin/catalogs/:kind */
export function createCatalogEntry(kind: CatalogKind, entry: CatalogEntryCreate): Promise<CatalogEntryAdmin> {
  return apiRequest(`/api/admin/catalogs/${kind}`, catalogEntryAdminSchema, {
    method: 'POST',
    body: catalogEntryCreateSchema.parse(entry),
  });
}

/** PATCH /api/admin/catalogs/:kind/:id */
export function updateCatalogEntry(
  kind: CatalogKind,
  id: number,
  update: CatalogEntryUpdate,
): Promise<CatalogEntryAdmin> {
  return apiRequest(`/api/admin/catalogs/${kind}/${id}`, catalogEntryAdminSchema, {
    method: 'PATCH',
    body: catalogEntryUpdateSchema.parse(update),
  });
}

export function useCreateCatalogEntry(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CatalogEntryCreate) => createCatalogEntry(kind, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogQueryKey(kind) }),
  });
}

export function useUpdateCatalogEntry(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: CatalogEntryUpdate }) =>
      updateCatalogEntry(kind, id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogQueryKey(kind) }),
  });
}
