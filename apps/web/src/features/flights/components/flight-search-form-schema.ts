import {
  CABINS,
  FLIGHT_SEARCH_MESSAGES,
  type FlightSearchForm,
  findFlightSearchProblem,
  flightSearchRequestSchema,
  searchRequestFromForm,
  TRIP_TYPES,
} from '@travesia/domain';
import { z } from 'zod/mini';

const REQUIRED_MESSAGES = {
  origin: 'Elige el aeropuerto de origen.',
  destination: 'Elige el aeropuerto de destino.',
  departureDate: 'La fecha de ida es obligatoria.',
  returnDate: 'La fecha de regreso es obligatoria.',
} as const;

/**
 * The form's own checks are only "required"; every other rule is the one the API applies: the request
 * schema (same airports, no more infants than adults) and the date rules of `findFlightSearchProblem`. zod/mini,
 * like the request schema, so the form checks itself as soon as it is drawn (decision 051).
 */
export function flightSearchFormSchema(today: string) {
  return z
    .object({
      origin: z.string(),
      destination: z.string(),
      tripType: z.enum(TRIP_TYPES),
      departureDate: z.string(),
      returnDate: z.string(),
      passengers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
      cabin: z.enum(CABINS),
      nonStop: z.boolean(),
      bags: z.object({ hand: z.number(), hold: z.number() }),
    })
    .check(
      z.superRefine((form, context) => {
        const isRoundTrip = form.tripType === 'idaVuelta';
        const missing = {
          origin: !form.origin,
          destination: !form.destination,
          departureDate: !form.departureDate,
          returnDate: isRoundTrip && !form.returnDate,
        };
        for (const field of Object.keys(REQUIRED_MESSAGES) as (keyof typeof REQUIRED_MESSAGES)[]) {
          if (missing[field]) {
            context.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGES[field] });
          }
        }
        if (missing.departureDate || missing.returnDate) return;

        const request = searchRequestFromForm(form);
        const problem = findFlightSearchProblem(request, today);
        if (problem) {
          const isDepartureProblem =
            problem === 'pastDeparture' ||
            !isRoundTrip ||
            findFlightSearchProblem({ departureDate: form.departureDate }, today) === problem;
          context.addIssue({
            code: 'custom',
            path: [isDepartureProblem ? 'departureDate' : 'returnDate'],
            message: FLIGHT_SEARCH_MESSAGES[problem],
          });
        }
        if (missing.origin || missing.destination) return;
        const parsed = flightSearchRequestSchema.safeParse(request);
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          // Passenger issues belong to the one passengers field.
          const field = issue.path[0] === 'passengers' ? 'passengers' : String(issue.path[0]);
          context.addIssue({ code: 'custom', path: [field], message: issue.message });
        }
      }),
    );
}

/** The search request a checked form asks for, with the schema's defaults filled in. */
export function searchRequestOf(form: FlightSearchForm) {
  return flightSearchRequestSchema.parse(searchRequestFromForm(form));
}
