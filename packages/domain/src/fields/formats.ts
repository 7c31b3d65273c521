import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-dates';

/** `label` names the date, e.g. 'La fecha de entrada'; it must exist on the calendar (no 2026-02-30). */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} debe tener el formato AAAA-MM-DD.` })
    .refine(isIsoDate, { error: `${label} debe tener el formato AAAA-MM-DD.` });

/** `label` names the place, e.g. 'El destino'; the code comes back upper-cased. */
export const airportCode = (label: string) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: `${label} debe ser un código de aeropuerto de 3 letras.` })
    .transform((code) => code.toUpperCase());
