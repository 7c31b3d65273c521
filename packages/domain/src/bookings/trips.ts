import { z } from 'zod';
import { multiLineText, requiredText } from '../fields';
import { isTripGoingAhead, TRANSITION_MESSAGES } from './booking-lifecycle';
import {
  type BookingSummary,
  bookingCommentField,
  bookingSummarySchema,
  bookingTravellerSchema,
} from './booking-lists';

/**
 * Trips (decision 075): the bookings of one traveller grouped as one journey, with a name and a purpose. A booking
 * joins the trip of an earlier one ("Agregar hotel a este viaje"); a booking alone is a trip of its own.
 */

export const TRIP_NAME_MAX = 80;
export const TRIP_PURPOSE_MAX = 300;

/** The name a trip starts with, from the city its first booking goes to. */
export function defaultTripName(city: string): string {
  return `Viaje a ${city}`;
}

export const TRIP_MESSAGES = {
  notFound: 'No encontramos ese viaje.',
  cannotJoin: 'No puedes agregar reservas a ese viaje: es de otro viajero o ya terminó.',
  noPending: 'Este viaje no tiene reservas pendientes de aprobación: ya se decidió.',
} as const;

/** Both booking requests: the booking whose trip this one joins (left out, the booking is a trip of its own). */
export const tripOfField = z.optional(z.uuid({ error: 'La reserva del viaje no es válida.' }));

/** GET /api/me/trips and GET /api/trips/:id: a trip, its bookings in time order, and what they add up to. */
export const tripSchema = z.object({
  /** The trip's id; for a booking alone, null (it is reached through its booking). */
  id: z.string().nullable(),
  name: z.string(),
  purpose: z.string().nullable(),
  traveller: bookingTravellerSchema,
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** COP: every booking still going ahead (not rejected or cancelled). */
  total: z.number().int(),
  items: z.array(bookingSummarySchema),
});
export type Trip = z.infer<typeof tripSchema>;

/** A trip's first and last day and its total (every booking still going ahead), from its bookings. */
export function tripSpanOf(
  items: readonly Pick<BookingSummary, 'startsOn' | 'endsOn' | 'status' | 'total'>[],
): Pick<Trip, 'startsOn' | 'endsOn' | 'total'> {
  const days = items.flatMap((item) => [item.startsOn, item.endsOn]).filter((day) => day !== null);
  days.sort();
  return {
    startsOn: days[0] ?? null,
    endsOn: days.at(-1) ?? null,
    total: items.filter((item) => isTripGoingAhead(item.status)).reduce((sum, item) => sum + item.total, 0),
  };
}

export const tripListResponseSchema = z.object({
  data: z.array(tripSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a later page has more trips. */
  hasMore: z.boolean(),
});
export type TripListResponse = z.infer<typeof tripListResponseSchema>;

export const TRIP_PAGE_SIZE = 10;

export const tripListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número.' })
    .int({ error: 'La página debe ser un número entero.' })
    .min(1, { error: 'La página debe ser 1 o mayor.' })
    .max(10_000, { error: 'La página no puede ser mayor que 10000.' })
    .default(1),
});

/** PUT /api/trips/:id: its name and purpose. */
export const tripUpdateSchema = z.object({
  name: requiredText(`Escribe el nombre del viaje (hasta ${TRIP_NAME_MAX} caracteres).`, TRIP_NAME_MAX),
  purpose: multiLineText({ invalid: 'El motivo del viaje contiene caracteres no válidos.' })
    .max(TRIP_PURPOSE_MAX, { error: `El motivo del viaje no puede superar ${TRIP_PURPOSE_MAX} caracteres.` })
    .optional()
    .transform((purpose) => purpose?.trim() || null),
});
export type TripUpdate = z.input<typeof tripUpdateSchema>;

/** PUT /api/trips/:id/decision: an approver approves or rejects every booking of the trip still waiting. */
export const tripDecisionSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Elige aprobar o rechazar el viaje.' }),
    comment: bookingCommentField,
  })
  .refine((decision) => decision.status !== 'rejected' || decision.comment, {
    error: TRANSITION_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type TripDecision = z.input<typeof tripDecisionSchema>;

/** GET /api/approval-links/:token: what the e-mailed link decides, shown before the approver confirms it. */
export const approvalLinkSchema = z.object({
  booking: bookingSummarySchema,
  decision: z.enum(['approved', 'rejected']),
  /** A trip's link decides every booking of it still waiting (decision 075); null for one booking's link. */
  trip: tripSchema.nullable(),
});
export type ApprovalLink = z.infer<typeof approvalLinkSchema>;
