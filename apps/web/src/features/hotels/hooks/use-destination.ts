import { useQuery } from '@tanstack/react-query';
import { loadAirports } from '@travesia/domain';

export interface Destination {
  /** The code the address carries (an IATA airport or city code). */
  code: string;
  /** "Bogotá"; the code itself until the airport list has loaded, or for a code outside it. */
  city: string;
  /** undefined while the list loads or for an unknown code. */
  country: string | undefined;
}

/**
 * The destination of a hotel search by name and country, from the airport list loaded on demand (importing
 * the list statically would add ~1 MB to this screen's bundle).
 */
export function useDestination(iata: string | undefined): Destination {
  const code = iata?.trim().toUpperCase() ?? '';
  const query = useQuery({
    queryKey: ['airports', code, 'place'],
    queryFn: async () => {
      const airport = (await loadAirports()).find((candidate) => candidate.iata === code);
      return airport ? { city: airport.city, country: airport.country } : null;
    },
    enabled: code.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { code, city: query.data?.city ?? code, country: query.data?.country };
}
