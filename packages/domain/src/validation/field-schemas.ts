import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-dates';

/** Field builders the request schemas share, so the same field answers the same Spanish message everywhere. */

/** `label` names the date, e.g. 'La fecha de entrada'. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .refine(isIsoDate, { error: `${label} debe tener el formato AAAA-MM-DD.` });

/** A whole number between `min` and `max`; form values arrive as strings, hence the coercion. */
export const count = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** `label` names the place, e.g. 'El destino'; the code comes back upper-cased. */
export const airportCode = (label: string) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: `${label} debe ser un código de aeropuerto de 3 letras.` })
    .transform((code) => code.toUpperCase());
