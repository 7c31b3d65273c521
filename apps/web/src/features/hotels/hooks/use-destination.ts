import { useAirportPlace } from '../../../lib/airports/airport-place';

export interface Destination {
  /** The code the address carries (an IATA airport or city code). */
  code: string;
  /** "Bogotá"; the code itself until the API has answered, or for a code outside the airport list. */
  city: string;
  /** undefined until the API has answered, or for an unknown code. */
  country: string | undefined;
}

/** The destination of a hotel search by name and country. */
export function useDestination(iata: string | undefined): Destination {
  const code = iata?.trim().toUpperCase() ?? '';
  const place = useAirportPlace(code);
  return { code, city: place?.city ?? code, country: place?.country };
}
