import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CorporateHotelAdmin,
  type CorporateHotelCreate,
  corporateHotelAdminSchema,
  corporateHotelCreateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { CORPORATE_HOTELS_QUERY_KEY } from './list-corporate-hotels';

/** POST /api/corporate-hotels */
export function createCorporateHotel(hotel: CorporateHotelCreate): Promise<CorporateHotelAdmin> {
  return apiRequest('/api/corporate-hotels', corporateHotelAdminSchema, {
    method: 'POST',
    body: corporateHotelCreateSchema.parse(hotel),
  });
}

export function useCreateCorporateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorporateHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CORPORATE_HOTELS_QUERY_KEY }),
  });
}
