import { useQuery } from '@tanstack/react-query';
import { loadAirports } from '@travesia/domain';

/**
 * The country of a destination airport, from the airport list loaded on demand (importing the list
 * statically would add ~1 MB to this screen's bundle). undefined while it loads or when unknown.
 */
export function useDestinationCountry(iata: string | undefined): string | undefined {
  const code = iata?.trim().toUpperCase() ?? '';
  const query = useQuery({
    queryKey: ['airports', code, 'country'],
    queryFn: async () => (await loadAirports()).find((airport) => airport.iata === code)?.country ?? null,
    enabled: code.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? undefined;
}
