/** The five continent labels of the product (spec §9). */
export const CONTINENTS = ['Africa', 'Europa', 'Asia', 'América', 'Oceanía'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** OurAirports' classification; only airports with scheduled service of these two sizes are listed. */
export type AirportSize = 'large' | 'medium';

/** One record of the bundled airport list (spec §3 'Destination / airport record'), names in Spanish. */
export interface Airport {
  iata: string;
  airport: string;
  city: string;
  country: string;
  continent: Continent;
  available: true;
  class: 'Aeropuerto';
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. 'America/Bogota'. */
  timeZone: string;
  /** ISO 3166-1 alpha-2, e.g. 'CO'. */
  countryCode: string;
  size: AirportSize;
  /**
   * The code of the main airport of the city this one serves, when that is another airport (EOH → MDE, both
   * Medellín): a city's hotels are one destination however many airports it has. Absent on a city's main airport.
   */
  mainAirport?: string;
}

const AIRPORT_CODE = /^[A-Za-z]{3}$/;

/** Airport codes count only if they are exactly three letters (spec §5). */
export function isAirportCode(code: string): boolean {
  return AIRPORT_CODE.test(code);
}
