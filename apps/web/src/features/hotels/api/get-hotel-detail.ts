import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type HotelDetail,
  type HotelSearchCriteria,
  hotelDetailSchema,
  isCorporateHotelCode,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/hotels/:hotelCode?checkIn&checkOut&rooms&adults — rooms priced for the stay. Public, except a
 * company's negotiated hotels, which need the session of someone of that company.
 */
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
    authenticated: isCorporateHotelCode(hotelCode),
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
