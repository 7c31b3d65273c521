import { z } from 'zod/mini';
import { isIsoDate } from '../dates/calendar-dates';

/*
 * zod/mini, as the search forms check these before anything else of zod has loaded (decision 051); a request schema
 * wraps them with the full zod's functions (z.optional, z.nullable) where it needs to.
 */

/** `label` names the date, e.g. 'La fecha de entrada'; it must exist on the calendar (no 2026-02-30). */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} debe tener el formato AAAA-MM-DD.` }),
      z.refine(isIsoDate, { error: `${label} debe tener el formato AAAA-MM-DD.` }),
    );

/** `label` names the place, e.g. 'El destino'; the code comes back upper-cased. */
export const airportCode = (label: string) =>
  z.pipe(
    z
      .string({ error: `${label} es obligatorio.` })
      .check(
        z.trim(),
        z.regex(/^[A-Za-z]{3}$/, { error: `${label} debe ser un código de aeropuerto de 3 letras.` }),
      ),
    z.transform((code: string) => code.toUpperCase()),
  );
