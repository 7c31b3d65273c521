import { useQuery } from '@tanstack/react-query';
import { type SupplierStatus, supplierStatusSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/suppliers — who serves hotels and flights and how their last calls went (operador only). */
export function getSupplierStatus(signal?: AbortSignal): Promise<SupplierStatus> {
  return apiRequest('/api/suppliers', supplierStatusSchema, { signal });
}

export function useSupplierStatus() {
  return useQuery({
    queryKey: ['suppliers', 'status'],
    queryFn: ({ signal }) => getSupplierStatus(signal),
    // The page is a monitor: it keeps itself current while open.
    refetchInterval: 30_000,
  });
}
