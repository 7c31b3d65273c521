import {
  BAG_LIMITS,
  CABINS,
  criteriaFromResultsParams,
  type FlightRouteCriteria,
  type FlightSearch,
} from '@travesia/domain';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';

/**
 * The results routes of spec §2.1 carry airports, dates and passengers only; cabin, non-stop and bags
 * travel in the query string (only when they differ from the spec defaults), so a reload or a shared
 * link repeats the same search.
 */
const searchOptionsSchema = z.object({
  cabin: z.enum(CABINS).catch('Y'),
  nonStop: z
    .enum(['true', 'false'])
    .catch('true')
    .transform((value) => value === 'true'),
  hand: z.coerce.number().int().min(BAG_LIMITS.hand.min).max(BAG_LIMITS.hand.max).catch(1),
  hold: z.coerce.number().int().min(BAG_LIMITS.hold.min).max(BAG_LIMITS.hold.max).catch(0),
});

export interface FlightSearchRoute {
  criteria: FlightRouteCriteria;
  request: FlightSearch;
}

/** The search a results address describes; null when the address was edited into something invalid. */
export function useFlightSearchRoute(): FlightSearchRoute | null {
  const { origin, destination, date, dateDeparture, dateReturn, adults, children, infants } = useParams();
  const [searchParams] = useSearchParams();
  const criteria = useMemo(
    () =>
      criteriaFromResultsParams({
        origin,
        destination,
        date,
        dateDeparture,
        dateReturn,
        adults,
        children,
        infants,
      }),
    [origin, destination, date, dateDeparture, dateReturn, adults, children, infants],
  );
  const query = searchParams.toString();
  return useMemo(() => {
    if (!criteria) return null;
    const options = searchOptionsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    return {
      criteria,
      request: {
        origin: criteria.origin,
        destination: criteria.destination,
        departureDate: criteria.departureDate,
        ...(criteria.returnDate === undefined ? {} : { returnDate: criteria.returnDate }),
        passengers: { adults: criteria.adults, children: criteria.children, infants: criteria.infants },
        cabin: options.cabin,
        nonStop: options.nonStop,
        bags: { hand: options.hand, hold: options.hold },
      },
    };
  }, [criteria, query]);
}
