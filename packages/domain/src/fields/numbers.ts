import { z } from 'zod/mini';

/** The largest PostgreSQL `integer` (int4): ids, counts and peso amounts are stored in such columns. */
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number from `min` to `max` (within int4) in a JSON body, or the Spanish `message`: a JSON number only,
 * never "3" or true, which coercion used to take for 3 and 1 (an attacker's review).
 */
export const count = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.gte(min, { error: message }),
      z.lte(Math.min(max, INT4_MAX), { error: message }),
    );

/** Digits only: how a whole number is written in a path, a query string or a form's text field. */
const WHOLE_NUMBER_TEXT = /^\d+$/;

/** The whole number a text of digits writes; anything else (a sign, a dot, spaces, 0x1F, 1e3, '') is NaN. */
export function parseWholeNumberText(text: string): number {
  return WHOLE_NUMBER_TEXT.test(text) ? Number(text) : Number.NaN;
}

/**
 * `count` in a path or query string, where every value arrives as text: digits only, then the same checks and
 * message. Only there; a JSON body takes `count`.
 */
export const countParam = (message: string, min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }).check(z.regex(WHOLE_NUMBER_TEXT, { error: message })),
      z.transform(Number),
    ),
    count(message, min, max),
  );

/** A database id (serial) in a JSON body: a whole number from 1 to INT4_MAX, or the Spanish `message`. */
export const recordId = (message: string) => count(message, 1, INT4_MAX);

/** A database id in a path or query string, where it arrives as text. */
export const recordIdParam = (message: string) => countParam(message, 1, INT4_MAX);

/** Whole pesos that fit an int4 column (COP has no decimals here). */
export const pesos = (message: string, min = 0) => count(message, min, INT4_MAX);

/**
 * Whole pesos as typed in a form, with or without thousands dots (450.000); anything else is NaN, so the field's
 * own schema (`pesos`) answers with its message.
 */
export function parsePesosText(text: string): number {
  return /^\d{1,3}(\.\d{3})+$|^\d+$/.test(text) ? Number(text.replaceAll('.', '')) : Number.NaN;
}

/** A form's pesos field: the text trimmed and parsed; pipe it into the field's schema. */
export const pesosText = z.pipe(z.string().check(z.trim()), z.transform(parsePesosText));

const COMPANY_ID_MESSAGE = 'El identificador de la empresa no es válido.';

/** The company an operador names in a JSON body (everyone else acts on their own). */
export const companyIdField = recordId(COMPANY_ID_MESSAGE);

/** The company in a path (`/:companyId`) or query string (`?companyId=`). */
export const companyIdParam = recordIdParam(COMPANY_ID_MESSAGE);
