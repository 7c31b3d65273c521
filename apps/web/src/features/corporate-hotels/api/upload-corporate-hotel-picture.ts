import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CorporateHotelAdmin, corporateHotelAdminSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { CORPORATE_HOTELS_QUERY_KEY } from './list-corporate-hotels';

export interface CorporateHotelPicture {
  code: string;
  file: File;
}

/** POST /api/corporate-hotels/:code/pictures: the image's bytes as they are (the server checks what they are). */
export function uploadCorporateHotelPicture({
  code,
  file,
}: CorporateHotelPicture): Promise<CorporateHotelAdmin> {
  return apiRequest(`/api/corporate-hotels/${encodeURIComponent(code)}/pictures`, corporateHotelAdminSchema, {
    method: 'POST',
    file,
  });
}

export function useUploadCorporateHotelPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCorporateHotelPicture,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CORPORATE_HOTELS_QUERY_KEY }),
  });
}
