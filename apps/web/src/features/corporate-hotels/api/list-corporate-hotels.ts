import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CorporateHotelAdmin, corporateHotelAdminSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

export const CORPORATE_HOTELS_QUERY_KEY = ['corporate-hotels'] as const;

/** GET /api/corporate-hotels: the hotels of the administrator's company, or of the one the operator names. */
export async function listCorporateHotels(
  companyId: number | undefined,
  signal?: AbortSignal,
): Promise<CorporateHotelAdmin[]> {
  const { data } = await apiRequest(
    `/api/corporate-hotels${companyQuery(companyId)}`,
    z.object({ data: z.array(corporateHotelAdminSchema) }),
    { signal },
  );
  return data;
}

export function corporateHotelsQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: [...CORPORATE_HOTELS_QUERY_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => listCorporateHotels(companyId, signal),
    retry: false,
  });
}

/** Disabled for users who cannot manage the hotels: the server would refuse anyway. */
export function useCorporateHotels(companyId: number | undefined, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...corporateHotelsQueryOptions(companyId), enabled: isEnabled });
}
