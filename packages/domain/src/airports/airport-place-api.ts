import { z } from 'zod';
import { airportCode } from '../fields/formats';

/* The endpoint's request; its answer, airportPlaceSchema, is in airport-places.ts beside the list's rows. */

export const airportPlaceParamsSchema = z.object({ iata: airportCode('El aeropuerto') });
