import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogEntry, expenseTypesResponseSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';
import { BOOKING_CATALOGS_QUERY_KEY } from './list-project-clients';

/** GET /api/admin/expense-types: the active expense types of the caller's company (any member reads them). */
export function listExpenseTypes(signal?: AbortSignal): Promise<CatalogEntry[]> {
  return apiRequest('/api/admin/expense-types', expenseTypesResponseSchema, { signal });
}

export function expenseTypesQueryOptions() {
  return queryOptions({
    queryKey: [...BOOKING_CATALOGS_QUERY_KEY, 'expense-types'],
    queryFn: ({ signal }) => listExpenseTypes(signal),
  });
}

export function useExpenseTypes() {
  return useQuery(expenseTypesQueryOptions());
}
