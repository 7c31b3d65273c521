import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CorporateHotelAdmin, corporateHotelAdminSchema } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const CORPORATE_HOTELS_QUERY_KEY = ['corporate-hotels'] as const;

/** GET /api/corporate-hotels: the hotels an administrator (own company) or the operator (all) manages. */
export async function listCorporateHotels(signal?: AbortSignal): Promise<CorporateHotelAdmin[]> {
  const { data } = await apiRequest(
    '/api/corporate-hotels',
    z.object({ data: z.array(corporateHotelAdminSchema) }),
    { signal },
  );
  return data;
}

export function corporateHotelsQueryOptions() {
  return queryOptions({
    queryKey: CORPORATE_HOTELS_QUERY_KEY,
    queryFn: ({ signal }) => listCorporateHotels(signal),
    retry: false,
  });
}

/** Disabled for users who cannot manage the hotels: the server would refuse anyway. */
export function useCorporateHotels({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...corporateHotelsQueryOptions(), enabled: isEnabled });
}
