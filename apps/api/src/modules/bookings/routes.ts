import {
  bookingSchema,
  hotelBookingRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { createHotelBooking, getBooking } from './service';

const bookingIdParamsSchema = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const bookingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/api/bookings/hotel',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Reservas'],
        summary: 'Reserva una habitación de hotel (idempotente con el encabezado Idempotency-Key)',
        security: BEARER_AUTH,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
        body: hotelBookingRequestSchema,
        response: { 200: bookingSchema, 201: bookingSchema },
      },
    },
    async (request, reply) => {
      const { booking, isNew } = await createHotelBooking(
        context,
        signedInUser(request),
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
        request.ip,
      );
      return reply.code(isNew ? 201 : 200).send(booking);
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
