import type { FlightSearchForm } from '@travesia/domain';

/* The form's "required" checks, apart from its zod schema: until the form is used, they alone tell that it cannot
   be sent yet (decision 033's addendum). */

const REQUIRED_MESSAGES = {
  origin: 'Elige el aeropuerto de origen.',
  destination: 'Elige el aeropuerto de destino.',
  departureDate: 'La fecha de ida es obligatoria.',
  returnDate: 'La fecha de regreso es obligatoria.',
} as const;

type RequiredField = keyof typeof REQUIRED_MESSAGES;

/** The required fields left empty, each with its message; empty when every one is filled. */
export function missingFlightSearchFields(form: FlightSearchForm): Partial<Record<RequiredField, string>> {
  const missing: Partial<Record<RequiredField, string>> = {};
  if (!form.origin) missing.origin = REQUIRED_MESSAGES.origin;
  if (!form.destination) missing.destination = REQUIRED_MESSAGES.destination;
  if (!form.departureDate) missing.departureDate = REQUIRED_MESSAGES.departureDate;
  if (form.tripType === 'idaVuelta' && !form.returnDate) missing.returnDate = REQUIRED_MESSAGES.returnDate;
  return missing;
}
