/*
 * What the flight search form offers, apart from the request's schema: the search page draws its form from these
 * before zod has loaded (decision 033's addendum), so this module imports no zod.
 */

/** Cabins as the search form offers them; Y is the default (spec §9). */
export const CABINS = ['Y', 'W', 'C', 'F'] as const;
export type Cabin = (typeof CABINS)[number];
export const CABIN_LABELS: Record<Cabin, string> = {
  Y: 'Económica',
  W: 'Económica premium',
  C: 'Ejecutiva',
  F: 'Primera',
};

export const TRIP_TYPES = ['idaVuelta', 'ida'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const BAG_LIMITS = { hand: { min: 0, max: 1 }, hold: { min: 0, max: 2 } } as const;

export const FLIGHT_SEARCH_MESSAGES = {
  sameAirport: 'El origen y el destino deben ser aeropuertos distintos.',
  pastDeparture: 'La fecha de ida no puede ser anterior a hoy.',
  returnBeforeDeparture: 'La fecha de regreso no puede ser anterior a la de ida.',
  tooFar: 'Solo se pueden buscar vuelos hasta 330 días desde hoy.',
  infantsOverAdults: 'Cada bebé debe viajar en brazos de un adulto: no puede haber más bebés que adultos.',
  unknownAirport: 'No conocemos ese aeropuerto. Elige uno de la lista.',
} as const;
