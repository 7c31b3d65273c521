import { z } from 'zod';
import { costCenterSchema, PAYMENT_METHODS } from '../bookings/booking-fields';
import { BOOKING_STATUSES } from '../bookings/booking-lifecycle';
import { bookingLifecycleFieldsSchema } from '../bookings/booking-lists';
import { birthDateSchema, genderSchema, isoDate, nationalitySchema, requiredText } from '../fields';
import { fareFamilySchema, flightResultSchema, LUGGAGE_SIZES } from './flight-api';

/**
 * Flight passengers and bookings, apart from the search shapes of flight-api.ts. What a booking is made with, whose
 * passenger's phone check carries the numbering plans (libphonenumber's metadata), is flight-booking-request.ts:
 * neither searching (decision 025) nor reading a booking (issue 33) has a use for them.
 */

/**
 * A passenger's name as an airline takes it: letters (accents included), spaces, apostrophes, dots and hyphens.
 * Airlines refuse other characters on a ticket, so an emoji or a digit is refused here, before the checkout ends.
 */
const TICKET_NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
const ticketName = (missing: string, field: string) =>
  requiredText(missing, 80).regex(TICKET_NAME, {
    error: `${field} solo puede tener letras, espacios, apóstrofos, puntos y guiones.`,
  });

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = {
  adult: 'Adulto',
  child: 'Niño',
  infant: 'Bebé',
};

export const DOCUMENT_TYPES = ['CC', 'CE', 'TI', 'RC', 'PA'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  CC: 'Cédula de ciudadanía',
  CE: 'Cédula de extranjería',
  TI: 'Tarjeta de identidad',
  RC: 'Registro civil',
  PA: 'Pasaporte',
};

/**
 * A passenger's fields but the phone, which a booking request checks (flight-booking-request.ts) and a booking
 * answers as stored. Age rules against the date of the last flight are checked by `findPassengerProblem`
 * (passengers.ts).
 */
export const flightPassengerFieldsSchema = z.object({
  type: z.enum(PASSENGER_TYPES, { error: 'Indica el tipo de pasajero.' }),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'Elige un tipo de documento válido.' }),
  documento: z
    .string({ error: 'Indica el número de documento.' })
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, {
      error: 'El número de documento debe tener entre 4 y 20 letras o números.',
    }),
  firstname: ticketName('Indica el nombre del pasajero.', 'El nombre del pasajero'),
  last_name: ticketName('Indica el apellido del pasajero.', 'El apellido del pasajero'),
  gender: genderSchema,
  birthDate: birthDateSchema,
  /** Required on international trips (`findTravelDocumentProblem`); airlines and Kiwi ask for it. */
  documentExpiry: z.optional(isoDate('La fecha de vencimiento del documento')),
  /** ISO 3166-1 alpha-2 of the country that issued the document; the nationality's when not given. */
  documentCountry: z
    .string({ error: 'Elige el país que emitió el documento.' })
    .regex(/^[A-Z]{2}$/, { error: 'Elige el país que emitió el documento.' })
    .optional(),
  nationality: nationalitySchema,
  /** Required for the first adult (the contact), optional for the rest. */
  email: z.email({ error: 'El correo del pasajero no es válido.' }).optional(),
});

/**
 * A passenger as a booking answers it: the phone already stored (E.164), so no parsing on the way out; also what
 * the web app reads back of the passengers it validated itself before keeping them.
 */
export const storedFlightPassengerSchema = flightPassengerFieldsSchema.extend({
  phone: z.string().optional(),
});

/** A flight booking's total in COP, split: the fare without its taxes, the extra luggage, the taxes. */
export const flightPriceBreakdownSchema = z.object({
  fare: z.number().int(),
  luggage: z.number().int(),
  taxes: z.number().int(),
});

export const flightBookingSchema = z.object({
  id: z.string(),
  locator: z.string(),
  status: z.enum(BOOKING_STATUSES),
  type: z.literal('flight'),
  /** The itinerary as it was sold (route segments carry the times and carriers). */
  itinerary: flightResultSchema.omit({ fareFamilies: true, booking_token: true }),
  fareFamily: fareFamilySchema,
  extraLuggage: z.array(z.enum(LUGGAGE_SIZES)),
  passengers: z.array(storedFlightPassengerSchema),
  /** COP: fare family for every passenger plus extra luggage. */
  total: z.number().int(),
  breakdown: flightPriceBreakdownSchema,
  currency: z.literal('COP'),
  withinPolicy: z.boolean(),
  outOfPolicyReason: z.string().nullable(),
  costCenter: costCenterSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: z.string(),
  ...bookingLifecycleFieldsSchema.shape,
});
export type FlightBooking = z.infer<typeof flightBookingSchema>;
