import {
  approvalLinkSchema,
  type Booking,
  bookingCommentField,
  bookingExportQuerySchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingSchema,
  bookingStatusChangeSchema,
  bookingSummarySchema,
  emissionQueueQuerySchema,
  emissionQueueResponseSchema,
  flightBookingRequestSchema,
  flightBookingSchema,
  hotelBookingRequestSchema,
  hotelBookingSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { companyIdParamsSchema, uuidOrNotFound } from '../../lib/route-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, textFileAnswer } from '../../plugins/openapi';
import { BOOKING_NOT_FOUND_MESSAGE } from './access';
import { createFlightBooking } from './flight-booking';
import { createHotelBooking } from './hotel-booking';
import type { BookingOutcome } from './new-booking';
import {
  exportBookingsOfCompany,
  getBooking,
  getBookingCalendar,
  listApprovalQueue,
  listBookingsOfCompany,
  listBookingsOfDocumento,
  listEmissionQueue,
  listOwnBookings,
} from './queries';
import { changeBookingStatus, decideByApprovalLink, previewApprovalLink } from './status-changes';

const bookingIdParamsSchema = z.object({ id: z.string() });
const approvalTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const approvalDecisionBodySchema = z.object({ comment: bookingCommentField }).default({ comment: undefined });

const bookingIdOf = (id: string) => uuidOrNotFound(id, BOOKING_NOT_FOUND_MESSAGE);

/** The schema of a booking endpoint: signed in, one Idempotency-Key per booking, 201 when new, 200 on replay. */
function idempotentBookingSchema<Body extends z.ZodType, Response extends z.ZodType>(
  operationId: string,
  summary: string,
  body: Body,
  response: Response,
) {
  return {
    operationId,
    tags: ['Reservas'],
    summary,
    security: BEARER_AUTH,
    headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
    body,
    response: { 200: response, 201: response },
  };
}

const statusCodeOf = ({ isNew }: BookingOutcome<Booking>) => (isNew ? 201 : 200);

export const bookingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/api/bookings/hotel',
    {
      preHandler: app.authenticate,
      schema: idempotentBookingSchema(
        'bookHotel',
        'Reserva una habitación de hotel (idempotente con el encabezado Idempotency-Key)',
        hotelBookingRequestSchema,
        hotelBookingSchema,
      ),
    },
    async (request, reply) => {
      const outcome = await createHotelBooking(
        context,
        signedInUser(request),
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
        request.ip,
      );
      return reply.code(statusCodeOf(outcome)).send(outcome.booking);
    },
  );

  app.post(
    '/api/bookings/flight',
    {
      preHandler: app.authenticate,
      schema: idempotentBookingSchema(
        'bookFlight',
        'Reserva un vuelo y retiene sus asientos (idempotente con el encabezado Idempotency-Key)',
        flightBookingRequestSchema,
        flightBookingSchema,
      ),
    },
    async (request, reply) => {
      const outcome = await createFlightBooking(
        context,
        signedInUser(request),
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
        request.ip,
      );
      return reply.code(statusCodeOf(outcome)).send(outcome.booking);
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getBooking',
        tags: ['Reservas'],
        summary: 'Una reserva con su historial (viajero, sus aprobadores, administradores y operador)',
        security: BEARER_AUTH,
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema },
      },
    },
    (request) => getBooking(context, signedInUser(request), bookingIdOf(request.params.id)),
  );

  app.put(
    '/api/bookings/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changeBookingStatus',
        tags: ['Reservas'],
        summary: 'Aprueba, rechaza, emite o cancela una reserva (decisión 008)',
        security: BEARER_AUTH,
        params: bookingIdParamsSchema,
        body: bookingStatusChangeSchema,
        response: { 200: bookingSchema },
      },
    },
    (request) =>
      changeBookingStatus(
        context,
        signedInUser(request),
        bookingIdOf(request.params.id),
        request.body,
        request.ip,
      ),
  );

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getBookingCalendar',
        tags: ['Reservas'],
        summary: 'El viaje como archivo de calendario (iCalendar)',
        security: BEARER_AUTH,
        params: bookingIdParamsSchema,
        response: textFileAnswer('El archivo .ics del viaje', 'text/calendar'),
      },
    },
    async (request, reply) => {
      const calendar = await getBookingCalendar(
        context,
        signedInUser(request),
        bookingIdOf(request.params.id),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendar.filename}"`)
        .send(calendar.body);
    },
  );

  app.get(
    '/api/me/bookings',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listOwnBookings',
        tags: ['Reservas'],
        summary: 'Reservas del usuario de la sesión',
        security: BEARER_AUTH,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    (request) => listOwnBookings(context, signedInUser(request), request.query),
  );

  // The spec's call, kept for other clients and for approvers and administrators looking up a traveller: the app
  // lists the user's own trips with /api/me/bookings, and the request log masks the documento (lib/log-redaction.ts).
  app.get(
    '/api/bookings/documento/:documento',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listBookingsOfDocumento',
        tags: ['Reservas'],
        summary: 'Reservas de un viajero por documento (el propio, o como aprobador o administrador)',
        security: BEARER_AUTH,
        params: z.object({ documento: z.string().trim().min(1).max(40) }),
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    (request) =>
      listBookingsOfDocumento(context, signedInUser(request), request.params.documento, request.query),
  );

  app.get(
    '/api/bookings/company/:companyId',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listCompanyBookings',
        tags: ['Reservas'],
        summary: 'Reservas de una empresa (administradores y operador)',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    (request) =>
      listBookingsOfCompany(context, signedInUser(request), request.params.companyId, request.query),
  );

  app.get(
    '/api/bookings/company/:companyId/export',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'exportCompanyBookings',
        tags: ['Reservas'],
        summary: 'Reservas de una empresa en CSV, con los filtros de la lista (administradores y operador)',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        querystring: bookingExportQuerySchema,
        response: textFileAnswer('Una fila por reserva, separada por comas', 'text/csv'),
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportBookingsOfCompany(
        context,
        signedInUser(request),
        request.params.companyId,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/approvals',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listApprovals',
        tags: ['Reservas'],
        summary:
          'La cola del aprobador: viajes de las personas que aprueba (pendientes si no se indica estado)',
        security: BEARER_AUTH,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    (request) => listApprovalQueue(context, signedInUser(request), request.query),
  );

  app.get(
    '/api/emission-queue',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listEmissionQueue',
        tags: ['Reservas'],
        summary:
          'La cola del operador: reservas aprobadas de todas las empresas por emitir, el viaje más próximo primero',
        security: BEARER_AUTH,
        querystring: emissionQueueQuerySchema,
        response: { 200: emissionQueueResponseSchema },
      },
    },
    (request) => listEmissionQueue(context, signedInUser(request), request.query),
  );

  app.get(
    '/api/approval-links/:token',
    {
      schema: {
        operationId: 'getApprovalLink',
        tags: ['Reservas'],
        summary: 'Lo que decide un enlace de aprobación enviado por correo',
        params: approvalTokenParamsSchema,
        response: { 200: approvalLinkSchema },
      },
    },
    (request) => previewApprovalLink(context, request.params.token),
  );

  app.post(
    '/api/approval-links/:token',
    {
      schema: {
        operationId: 'decideByApprovalLink',
        tags: ['Reservas'],
        summary: 'Aprueba o rechaza con un enlace de un solo uso enviado por correo',
        params: approvalTokenParamsSchema,
        body: approvalDecisionBodySchema,
        response: { 200: bookingSummarySchema },
      },
    },
    (request) => decideByApprovalLink(context, request.params.token, request.body.comment, request.ip),
  );
};
