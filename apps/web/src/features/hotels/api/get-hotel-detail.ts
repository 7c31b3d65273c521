import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type HotelDetail,
  type HotelSearchCriteria,
  hotelDetailSchema,
  isCorporateHotelCode,
  partyOf,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/hotels/:hotelCode?checkIn&checkOut&rooms&adults&childAges — rooms priced for the stay and party. Public, except a
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
    adults: String(partyOf(criteria).adults),
    ...(criteria.childAges.length > 0 ? { childAges: criteria.childAges.join(',') } : {}),
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
