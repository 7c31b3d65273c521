import {
  DEFAULT_ROOMS,
  DEFAULT_ROUTE_ADULTS,
  type HotelSearchCriteria,
  partyFromRoute,
} from '@travesia/domain';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The search criteria of the route (spec §3: rooms default 1, adults default 2), with the children's ages
 * and the infants of its query.
 */
export function useSearchCriteria(): HotelSearchCriteria {
  const { destination = '', checkIn = '', checkOut = '', rooms, adults } = useParams();
  const { search } = useLocation();
  return useMemo(() => {
    const guestTotal = positiveInteger(adults, DEFAULT_ROUTE_ADULTS);
    const { childAges, infants } = partyFromRoute(guestTotal, search);
    return {
      destination: destination.toUpperCase(),
      checkIn,
      checkOut,
      rooms: positiveInteger(rooms, DEFAULT_ROOMS),
      adults: guestTotal,
      childAges,
      infants,
    };
  }, [destination, checkIn, checkOut, rooms, adults, search]);
}
