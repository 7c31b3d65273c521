import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CorporateHotelAdmin,
  type CorporateHotelUpdate,
  corporateHotelAdminSchema,
  corporateHotelUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { CORPORATE_HOTELS_QUERY_KEY } from './list-corporate-hotels';

export interface CorporateHotelChange {
  code: string;
  update: CorporateHotelUpdate;
}

/** PATCH /api/corporate-hotels/:code: edits the hotel, or (de)activates it with `isActive`. */
export function updateCorporateHotel({ code, update }: CorporateHotelChange): Promise<CorporateHotelAdmin> {
  return apiRequest(`/api/corporate-hotels/${encodeURIComponent(code)}`, corporateHotelAdminSchema, {
    method: 'PATCH',
    body: corporateHotelUpdateSchema.parse(update),
  });
}

export function useUpdateCorporateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCorporateHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CORPORATE_HOTELS_QUERY_KEY }),
  });
}
