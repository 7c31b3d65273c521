import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/** Numbers typed without a country code are Colombian, as most travellers' are. */
const DEFAULT_COUNTRY = 'CO';

/**
 * A phone number as suppliers take it (E.164: '+573105550101'), from what people type ('310 555 0101',
 * '+57 (310) 555-0101', '0057 310…'); null when it is not a possible number.
 */
export function toE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.replace(/^00/, '+'), DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored number as people read it ('+57 310 5550101'); text that is not a number stays as it is. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return parsePhoneNumberFromString(stored, DEFAULT_COUNTRY)?.formatInternational() ?? stored;
}

/**
 * A phone field: accepts what people type, stores and sends E.164, or answers the Spanish `message`
 * (`missing` when no text came at all).
 */
export const phoneNumber = (message: string, missing = message) =>
  z
    .string({ error: missing })
    .trim()
    .max(30, { error: message })
    .transform((text, context) => {
      const e164 = toE164(text);
      if (e164) return e164;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** A person's phone (sign-up, profile, passengers), kept in E.164 (decision 023): Kiwi and the airlines take nothing else. */
export const phoneSchema = phoneNumber(
  'Ingresa un teléfono válido, por ejemplo +57 300 123 4567.',
  'El teléfono es obligatorio.',
);
