import { z } from 'zod';
import { documentoSchema } from '../auth/auth-schemas';
import { phoneSchema } from '../fields/phone';
import { personName } from '../fields/text';
import { travellerDetailsSchema, travellerDetailsUpdateShape } from '../fields/traveller-details';
import type { DocumentType } from '../flights/flight-booking';
import { roleSchema } from './roles';

/**
 * Identity documents a user is registered under: the numeric ones, because the documento keys users
 * across the product (sign-in looks the user up by it). Passports stay on the passenger forms.
 */
export const USER_DOCUMENT_TYPES = ['CC', 'CE'] as const satisfies readonly DocumentType[];
export type UserDocumentType = (typeof USER_DOCUMENT_TYPES)[number];

/**
 * PUT /api/me: the personal data a user edits on /profile, with the traveller's own sex, birth date and
 * nationality that prefill their flight bookings.
 */
export const personalDataUpdateSchema = z.object({
  firstname: personName('El nombre'),
  last_name: personName('El apellido'),
  phone: phoneSchema,
  document: z.object({
    type: z.enum(USER_DOCUMENT_TYPES, { error: 'Elige el tipo de documento.' }),
    number: documentoSchema,
  }),
  ...travellerDetailsUpdateShape,
});
export type PersonalDataUpdate = z.input<typeof personalDataUpdateSchema>;

/** GET /api/me/profile: what /profile shows. */
export const userProfileSchema = z.object({
  firstname: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  document: z.object({ type: z.enum(USER_DOCUMENT_TYPES), number: z.string() }),
  ...travellerDetailsSchema.shape,
  company: z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() }),
  approvers: z.array(z.object({ name: z.string(), last_name: z.string(), email: z.string() })),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
