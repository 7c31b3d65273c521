import { DEFAULT_ROOMS, DEFAULT_ROUTE_ADULTS, type HotelSearchCriteria } from '@travesia/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The search criteria of the route (spec §3: rooms default 1, adults default 2). */
export function useSearchCriteria(): HotelSearchCriteria {
  const { destination = '', checkIn = '', checkOut = '', rooms, adults } = useParams();
  return useMemo(
    () => ({
      destination: destination.toUpperCase(),
      checkIn,
      checkOut,
      rooms: positiveInteger(rooms, DEFAULT_ROOMS),
      adults: positiveInteger(adults, DEFAULT_ROUTE_ADULTS),
    }),
    [destination, checkIn, checkOut, rooms, adults],
  );
}
