import { z } from 'zod';
import { airportCode } from '../fields/formats';

/* The endpoint's shapes, apart from the list's rows: the search forms read the list before zod has loaded. */

/** GET /api/airports/:iata: one airport by its code, for a screen that names a single place. */
export const airportPlaceSchema = z.object({
  iata: z.string(),
  airport: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  size: z.enum(['large', 'medium']),
  mainAirport: z.string().optional(),
});

export const airportPlaceParamsSchema = z.object({ iata: airportCode('El aeropuerto') });
