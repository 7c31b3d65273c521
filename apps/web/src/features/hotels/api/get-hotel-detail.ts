import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HotelDetail, type HotelSearchCriteria, hotelDetailSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/hotels/:hotelCode?checkIn&checkOut&rooms&adults — public; rooms priced for the stay. */
export function getHotelDetail(
  hotelCode: string,
  criteria: HotelSearchCriteria,
  signal?: AbortSignal,
): Promise<HotelDetail> {
  const query = new URLSearchParams({
    checkIn: criteria.checkIn,
    checkOut: criteria.checkOut,
    rooms: String(criteria.rooms),
    adults: String(criteria.adults),
  });
  return apiRequest(`/api/hotels/${encodeURIComponent(hotelCode)}?${query}`, hotelDetailSchema, {
    signal,
    authenticated: false,
  });
}

export function hotelDetailQueryOptions(hotelCode: string, criteria: HotelSearchCriteria) {
  return queryOptions({
    queryKey: ['hotels', 'detail', hotelCode, criteria],
    queryFn: ({ signal }) => getHotelDetail(hotelCode, criteria, signal),
    retry: false,
  });
}

export function useHotelDetail(hotelCode: string, criteria: HotelSearchCriteria) {
  return useQuery(hotelDetailQueryOptions(hotelCode, criteria));
}
