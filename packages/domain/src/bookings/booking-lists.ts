import { z } from 'zod';
import { catalogEntrySchema } from '../cost-centers/catalog-entry';
import { isoDate, multiLineText } from '../fields';
import { costCenterSchema } from './booking-fields';
import { BOOKING_STATUSES, TRANSITION_MESSAGES } from './booking-lifecycle';
import { cancellationRefundSchema } from './cancellation-refund';
import { tripOverlapSchema } from './trip-overlap';

/** Shapes of the booking lists, the approval queue and status changes (spec §7 bookings calls). */

export const BOOKING_TYPES = ['hotel', 'flight'] as const;
export const BOOKING_TYPE_LABELS: Record<(typeof BOOKING_TYPES)[number], string> = {
  hotel: 'Hotel',
  flight: 'Vuelo',
};

export const bookingTravellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  documento: z.string(),
  email: z.string(),
});
export type BookingTraveller = z.infer<typeof bookingTravellerSchema>;

/**
 * Who made the booking, apart from who travels (decision 069); trips kept offline before it was answered have none
 * (they were booked by their traveller).
 */
const bookedByField = z.object({ id: z.number().int(), name: z.string() }).nullable().default(null);

/** "Reservado por Marta Díaz para Carlos Restrepo" when someone booked for the traveller; null for one's own booking. */
export function bookedForText(booking: {
  traveller: Pick<BookingTraveller, 'id' | 'name'>;
  bookedBy: { id: number; name: string } | null;
}): string | null {
  const { bookedBy, traveller } = booking;
  if (!bookedBy || bookedBy.id === traveller.id) return null;
  return `Reservado por ${bookedBy.name} para ${traveller.name}`;
}

/** One change of status: who (null: the system, e.g. the approval deadline) and why. */
export const bookingEventSchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(BOOKING_STATUSES).nullable(),
  toStatus: z.enum(BOOKING_STATUSES),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** Whom the trip is billed to and what the accounting books it under, as chosen at checkout (null: none). */
export const bookingBillingFieldsSchema = z.object({
  projectClient: catalogEntrySchema.nullable(),
  expenseType: catalogEntrySchema.nullable(),
});

/**
 * The traveller's other trips still going ahead at the same time (issue 36), for the approver and the agency to
 * see; trips kept offline before it was answered have none.
 */
const tripOverlapsField = z.array(tripOverlapSchema).default([]);

/**
 * The trip the booking belongs to with other bookings of its traveller (decision 075); null: a trip of its own, and
 * trips kept offline before it was answered.
 */
const tripField = z.object({ id: z.string(), name: z.string() }).nullable().default(null);

/** What every booking answer carries about its life beside what was booked. */
export const bookingLifecycleFieldsSchema = z.object({
  traveller: bookingTravellerSchema,
  bookedBy: bookedByField,
  trip: tripField,
  /** First and last day of the trip (YYYY-MM-DD). */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  /** Pending bookings: when the company's default decision applies. */
  approvalDeadline: z.string().nullable(),
  /** The supplier's record locator, once emitted. */
  supplierLocator: z.string().nullable(),
  events: z.array(bookingEventSchema),
  /** The statuses the person asking may move this booking to now. */
  allowedTransitions: z.array(z.enum(BOOKING_STATUSES)),
  overlaps: tripOverlapsField,
  /**
   * While the viewer may cancel it: what cancelling now refunds and loses, from the terms the booking stored (issue
   * 36); trips kept offline before it was answered have none.
   */
  cancellationRefund: cancellationRefundSchema.nullable().default(null),
  ...bookingBillingFieldsSchema.shape,
});

/** A row of a bookings list or of the approval queue. */
export const bookingSummarySchema = z.object({
  id: z.string(),
  locator: z.string(),
  type: z.enum(BOOKING_TYPES),
  status: z.enum(BOOKING_STATUSES),
  /** e.g. 'Bogotá → Medellín' or the hotel's name. */
  title: z.string(),
  /** e.g. 'AV 9340 · 2 pasajeros' or 'Habitación doble · 2 noches'. */
  subtitle: z.string(),
  traveller: bookingTravellerSchema,
  bookedBy: bookedByField,
  trip: tripField,
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  total: z.number().int(),
  currency: z.literal('COP'),
  withinPolicy: z.boolean(),
  outOfPolicyReason: z.string().nullable(),
  costCenter: costCenterSchema.nullable(),
  ...bookingBillingFieldsSchema.shape,
  approvalDeadline: z.string().nullable(),
  supplierLocator: z.string().nullable(),
  createdAt: z.string(),
  allowedTransitions: z.array(z.enum(BOOKING_STATUSES)),
  overlaps: tripOverlapsField,
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const BOOKING_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** Query of GET /api/bookings/documento/:documento, /api/bookings/company/:companyId and /api/approvals. */
export const bookingListQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: 'Estado de reserva desconocido.' }).optional(),
  type: z.enum(BOOKING_TYPES, { error: 'Tipo de reserva desconocido.' }).optional(),
  /** Trips starting on or after this day. */
  from: z.optional(isoDate('La fecha inicial')),
  /** Trips starting on or before this day. */
  to: z.optional(isoDate('La fecha final')),
  page: z.coerce
    .number({ error: 'La página debe ser un número.' })
    .int({ error: 'La página debe ser un número entero.' })
    .min(1, { error: 'La página debe ser 1 o mayor.' })
    .max(100_000, { error: 'La página no puede ser mayor que 100000.' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int({ error: 'El tamaño de página debe ser un número entero.' })
    .min(1, { error: `El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.` })
    .max(MAX_PAGE_SIZE, { error: `El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.` })
    .default(BOOKING_PAGE_SIZE),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/** Query of GET /api/bookings/company/:companyId/export: the list's filters, every page. */
export const bookingExportQuerySchema = bookingListQuerySchema.pick({
  status: true,
  type: true,
  from: true,
  to: true,
});
export type BookingExportQuery = z.input<typeof bookingExportQuerySchema>;

/**
 * Lists count their matches only this far (decision 022): an exact count reads every match (15–24 ms at 100,000
 * bookings against under 1 ms for the page), and nobody pages through a thousand bookings.
 */
export const BOOKING_COUNT_LIMIT = 1_000;

/** Whether a list's `total` stands for "more than BOOKING_COUNT_LIMIT" rather than an exact count. */
export function isBookingTotalCapped(total: number): boolean {
  return total > BOOKING_COUNT_LIMIT;
}

/** A list's total as people read it: the count, or 'más de 1.000' past the limit. */
export function formatBookingTotal(total: number): string {
  return isBookingTotalCapped(total) ? 'más de 1.000' : String(total);
}

/**
 * What a list's pager shows: how many pages it knows of ('más de 50' past the count limit), whether another page
 * may follow (past the limit: while this page is full) and whether there is a single page (then no pager).
 */
export function listPager(list: { page: number; pageSize: number; total: number; rowsOnPage: number }): {
  pages: string;
  hasNext: boolean;
  isSinglePage: boolean;
} {
  if (isBookingTotalCapped(list.total)) {
    return {
      pages: `más de ${Math.floor(BOOKING_COUNT_LIMIT / list.pageSize)}`,
      hasNext: list.rowsOnPage >= list.pageSize,
      isSinglePage: false,
    };
  }
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return { pages: String(pages), hasNext: list.page < pages, isSinglePage: pages === 1 };
}

export const bookingListResponseSchema = z.object({
  data: z.array(bookingSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Exact up to BOOKING_COUNT_LIMIT; BOOKING_COUNT_LIMIT + 1 means more than that. */
  total: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

/** Query of GET /api/emission-queue: only the page. */
export const emissionQueueQuerySchema = bookingListQuerySchema.pick({ page: true, pageSize: true });
export type EmissionQueueQuery = z.input<typeof emissionQueueQuerySchema>;

/** GET /api/emission-queue: the agency's approved bookings of every company, the soonest trip first, to emit. */
export const emissionQueueResponseSchema = bookingListResponseSchema.extend({
  data: z.array(bookingSummarySchema.extend({ companyName: z.string() })),
});
export type EmissionQueueResponse = z.infer<typeof emissionQueueResponseSchema>;
export type EmissionQueueItem = EmissionQueueResponse['data'][number];

export const BOOKING_COMMENT_MAX = 500;
export const BOOKING_COMMENT_TOO_LONG_MESSAGE = `El comentario no puede superar ${BOOKING_COMMENT_MAX} caracteres.`;

/** The comment left with a decision, in the app or from an e-mailed link: optional; empty means none. */
export const bookingCommentField = multiLineText({ invalid: 'El comentario contiene caracteres no válidos.' })
  .max(BOOKING_COMMENT_MAX, { error: BOOKING_COMMENT_TOO_LONG_MESSAGE })
  .optional()
  .transform((comment) => comment || undefined);

/** PUT /api/bookings/:id: a new status, with a comment (required to reject). */
export const bookingStatusChangeSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'emitted', 'cancelled'], {
      error: 'Estado de reserva no válido.',
    }),
    comment: bookingCommentField,
  })
  .refine((change) => change.status !== 'rejected' || change.comment, {
    error: TRANSITION_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type BookingStatusChange = z.input<typeof bookingStatusChangeSchema>;
