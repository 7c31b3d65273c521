import { z } from 'zod';
import { toIsoDate } from '../dates/calendar-dates';
import { isoDate } from './formats';

/**
 * What a travel document says of its holder and an airline asks of every passenger: sex, birth date and
 * nationality. A flight passenger carries them, and the traveller's own are kept in their profile, so both forms
 * check them with these fields and answer the same messages.
 */

/** Sex as printed on the travel document: airlines (and Kiwi's mr/ms title) need it for every passenger. */
export const GENDERS = ['F', 'M'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  F: 'Femenino',
  M: 'Masculino',
};

export const genderSchema = z.enum(GENDERS, {
  error: 'Indica el sexo del pasajero como figura en su documento.',
});

export const birthDateSchema = isoDate('La fecha de nacimiento');

export const FUTURE_BIRTH_DATE_MESSAGE = 'La fecha de nacimiento no puede ser futura.';

/** Both YYYY-MM-DD; `today` is the caller's, so the rule stays free of the clock where it can. */
export function isFutureBirthDate(birthDate: string, today: string): boolean {
  return birthDate > today;
}

/** ISO 3166-1 alpha-2. */
export const nationalitySchema = z
  .string({ error: 'Indica la nacionalidad.' })
  .regex(/^[A-Z]{2}$/, { error: 'Elige una nacionalidad de la lista.' });

/**
 * A detail the traveller may leave unkept: null, or empty as a form sends an unanswered field. Anything else is
 * the field's, with its own message.
 */
const unkept = <Output extends string>(field: z.core.$ZodType<Output, string>) =>
  z
    .string()
    .nullable()
    .transform((value) => value || null)
    .pipe(z.nullable(field));

/**
 * The traveller's own details as /profile edits them: each may be left empty (null), and a birth date is never
 * in the future (Bogotá's today, as bookings check it). Absent from a request: left as kept.
 */
export const travellerDetailsUpdateShape = {
  gender: unkept(genderSchema).optional(),
  birthDate: unkept(
    birthDateSchema.check(
      z.refine((date: string) => !isFutureBirthDate(date, toIsoDate(new Date())), {
        error: FUTURE_BIRTH_DATE_MESSAGE,
      }),
    ),
  ).optional(),
  nationality: unkept(nationalitySchema).optional(),
};

/** The traveller's own details as kept: null until the traveller gives them, on /profile or in a booking. */
export const travellerDetailsSchema = z.object({
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
});
export type TravellerDetails = z.infer<typeof travellerDetailsSchema>;
