import { useQuery } from '@tanstack/react-query';
import { getAirportPlace } from '../api/get-airport-place';

export interface Destination {
  /** The code the address carries (an IATA airport or city code). */
  code: string;
  /** "Bogotá"; the code itself until the API has answered, or for a code outside the airport list. */
  city: string;
  /** undefined until the API has answered, or for an unknown code. */
  country: string | undefined;
}

/**
 * The destination of a hotel search by name and country, asked of the API for this one code: the results page
 * does not download the airport list the search forms use (decision 025).
 */
export function useDestination(iata: string | undefined): Destination {
  const code = iata?.trim().toUpperCase() ?? '';
  const query = useQuery({
    queryKey: ['airports', code, 'place'],
    queryFn: ({ signal }) => getAirportPlace(code, signal),
    enabled: code.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { code, city: query.data?.city ?? code, country: query.data?.country };
}
