import { criteriaFromRoute, type HotelSearchCriteria } from '@travesia/domain';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

/** The search criteria of the route (spec §3), with the children's ages and the infants of its query. */
export function useSearchCriteria(): HotelSearchCriteria {
  const { destination, checkIn, checkOut, rooms, adults } = useParams();
  const { search } = useLocation();
  return useMemo(
    () => criteriaFromRoute({ destination, checkIn, checkOut, rooms, adults }, search),
    [destination, checkIn, checkOut, rooms, adults, search],
  );
}
