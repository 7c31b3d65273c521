import { z } from 'zod';

/** The largest PostgreSQL `integer` (int4): ids, counts and peso amounts are stored in such columns. */
export const INT4_MAX = 2_147_483_647;

/** A database id (serial) in a JSON body: a whole number from 1 to INT4_MAX, or the Spanish `message`. */
export const recordId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(INT4_MAX, { error: message });

/** A database id in a path or query string, where it arrives as text. */
export const recordIdParam = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(INT4_MAX, { error: message });

/** A whole number between `min` and `max` (within int4); form values arrive as strings, hence the coercion. */
export const count = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(Math.min(max, INT4_MAX), { error: message });

/** Whole pesos that fit an int4 column (COP has no decimals here). */
export const pesos = (message: string, min = 0) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(INT4_MAX, { error: message });

/**
 * Whole pesos as typed in a form, with or without thousands dots (450.000); anything else is NaN, so the field's
 * own schema (`pesos`) answers with its message.
 */
export function parsePesosText(text: string): number {
  return /^\d{1,3}(\.\d{3})+$|^\d+$/.test(text) ? Number(text.replaceAll('.', '')) : Number.NaN;
}

/** A form's pesos field: the text trimmed and parsed; pipe it into the field's schema. */
export const pesosText = z.string().trim().transform(parsePesosText);

const COMPANY_ID_MESSAGE = 'El identificador de la empresa no es válido.';

/** The company an operador names in a JSON body (everyone else acts on their own). */
export const companyIdField = recordId(COMPANY_ID_MESSAGE);

/** The company in a path (`/:companyId`) or query string (`?companyId=`). */
export const companyIdParam = recordIdParam(COMPANY_ID_MESSAGE);
