import { useMemo } from 'react';
import { useAirportList } from '../../../components/airport-autocomplete/use-airport-list';

export interface AirportNames {
  /** Airport name by IATA code; undefined for a code outside the list. */
  airportName: (iata: string) => string | undefined;
  /** City by IATA code, for short labels. */
  cityName: (iata: string) => string | undefined;
}

/**
 * Names from the lazily loaded airport list; null until it has arrived (or when it failed to load), and
 * while `wanted` is false (the list is not fetched then).
 */
export function useAirportNames(wanted = true): AirportNames | null {
  const list = useAirportList(wanted);
  return useMemo(() => {
    if (list.status !== 'ready') return null;
    const byCode = new Map(list.airports.map((airport) => [airport.iata, airport]));
    return {
      airportName: (iata) => byCode.get(iata.toUpperCase())?.airport,
      cityName: (iata) => byCode.get(iata.toUpperCase())?.city,
    };
  }, [list]);
}
