import {
  type Booking,
  bookingSchema,
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
import { notFound } from '../../lib/app-error';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { type BookingOutcome, createFlightBooking, createHotelBooking, getBooking } from './service';

const bookingIdParamsSchema = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The schema of a booking endpoint: signed in, one Idempotency-Key per booking, 201 when new, 200 on replay. */
function idempotentBookingSchema<Body extends z.ZodType, Response extends z.ZodType>(
  summary: string,
  body: Body,
  response: Response,
) {
  return {
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
        tags: ['Reservas'],
        summary: 'Una reserva (del viajero, o de la empresa para administradores)',
        security: BEARER_AUTH,
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema },
      },
    },
    (request) => {
      if (!UUID.test(request.params.id)) throw notFound('Reserva no encontrada.');
      return getBooking(context, signedInUser(request), request.params.id);
    },
  );
};
