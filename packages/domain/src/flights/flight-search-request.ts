import { z } from 'zod/mini';
import { airportCode, isoDate } from '../fields/formats';
import { count } from '../fields/numbers';
import { adultsSchema, childrenSchema } from '../hotels/guest-counts';
import { GUEST_LIMITS } from '../hotels/guests';
import { BAG_LIMITS, CABINS, FLIGHT_SEARCH_MESSAGES } from './flight-search-options';

/*
 * POST /api/flights/search and the search form behind it, one schema for both: zod/mini, so the flight search page
 * checks its form with it as soon as it is drawn, without the full zod (decision 051).
 */

export const flightPassengersSchema = z.object({
  adults: adultsSchema,
  children: childrenSchema,
  infants: count(
    `El número de bebés debe estar entre ${GUEST_LIMITS.infants.min} y ${GUEST_LIMITS.infants.max}.`,
    GUEST_LIMITS.infants.min,
    GUEST_LIMITS.infants.max,
  ),
});
export type FlightPassengers = z.infer<typeof flightPassengersSchema>;

/**
 * Date rules (not past, return not before departure, within 330 days) are checked by `findFlightSearchProblem` in
 * flight-search.ts, which the API runs with its own "today".
 */
export const flightSearchRequestSchema = z
  .object({
    origin: airportCode('El origen'),
    destination: airportCode('El destino'),
    departureDate: isoDate('La fecha de ida'),
    /** Absent: one way. */
    returnDate: z.optional(isoDate('La fecha de regreso')),
    passengers: flightPassengersSchema,
    cabin: z._default(z.enum(CABINS, { error: 'Elige una cabina válida.' }), 'Y'),
    /** true: only flights without stops (spec default). */
    nonStop: z._default(z.boolean({ error: 'Indica si buscas solo vuelos directos.' }), true),
    bags: z._default(
      z.object({
        hand: count('Puedes llevar 0 o 1 equipaje de mano por pasajero.', 0, BAG_LIMITS.hand.max),
        hold: count('Puedes facturar entre 0 y 2 maletas por pasajero.', 0, BAG_LIMITS.hold.max),
      }),
      { hand: 1, hold: 0 },
    ),
  })
  .check(
    z.superRefine((search, context) => {
      if (search.origin === search.destination) {
        context.addIssue({
          code: 'custom',
          message: FLIGHT_SEARCH_MESSAGES.sameAirport,
          path: ['destination'],
        });
      }
      if (search.passengers.infants > search.passengers.adults) {
        context.addIssue({
          code: 'custom',
          message: FLIGHT_SEARCH_MESSAGES.infantsOverAdults,
          path: ['passengers', 'infants'],
        });
      }
    }),
  );
export type FlightSearchRequest = z.input<typeof flightSearchRequestSchema>;
export type FlightSearch = z.output<typeof flightSearchRequestSchema>;
