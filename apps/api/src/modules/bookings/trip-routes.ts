import {
  TRIP_MESSAGES,
  tripDecisionSchema,
  tripListQuerySchema,
  tripListResponseSchema,
  tripSchema,
  tripUpdateSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { uuidOrNotFound } from '../../lib/route-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, textFileAnswer } from '../../plugins/openapi';
import { decideTripAsSignedIn } from './trip-approvals';
import { getTrip, getTripCalendar, listOwnTrips, renameTrip } from './trips';

const tripIdParamsSchema = z.object({ id: z.string() });

const tripIdOf = (id: string) => uuidOrNotFound(id, TRIP_MESSAGES.notFound);

/** Trips (decision 075): Mis Viajes, one trip's itinerary, its name, its calendar, and one decision for it. */
export const tripRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/me/trips',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listOwnTrips',
        tags: ['Viajes'],
        summary: 'Mis Viajes: las reservas del usuario agrupadas por viaje, el más reciente primero',
        security: BEARER_AUTH,
        querystring: tripListQuerySchema,
        response: { 200: tripListResponseSchema },
      },
    },
    (request) => listOwnTrips(context, signedInUser(request), request.query.page),
  );

  app.get(
    '/api/trips/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getTrip',
        tags: ['Viajes'],
        summary: 'Un viaje con sus reservas en orden de fechas y su total',
        security: BEARER_AUTH,
        params: tripIdParamsSchema,
        response: { 200: tripSchema },
      },
    },
    (request) => getTrip(context, signedInUser(request), tripIdOf(request.params.id)),
  );

  app.put(
    '/api/trips/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'updateTrip',
        tags: ['Viajes'],
        summary: 'Cambia el nombre y el motivo de un viaje (su viajero o quien reservó para él)',
        security: BEARER_AUTH,
        params: tripIdParamsSchema,
        body: tripUpdateSchema,
        response: { 200: tripSchema },
      },
    },
    (request) =>
      renameTrip(context, signedInUser(request), tripIdOf(request.params.id), request.body, request.ip),
  );

  app.put(
    '/api/trips/:id/decision',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'decideTrip',
        tags: ['Viajes'],
        summary: 'Aprueba o rechaza en un paso todas las reservas pendientes de un viaje (aprobadores)',
        security: BEARER_AUTH,
        params: tripIdParamsSchema,
        body: tripDecisionSchema,
        response: { 200: tripSchema },
      },
    },
    (request) =>
      decideTripAsSignedIn(
        context,
        signedInUser(request),
        tripIdOf(request.params.id),
        request.body,
        request.ip,
      ),
  );

  app.get(
    '/api/trips/:id/calendar.ics',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getTripCalendar',
        tags: ['Viajes'],
        summary: 'Todas las reservas de un viaje en un archivo de calendario (iCalendar)',
        security: BEARER_AUTH,
        params: tripIdParamsSchema,
        response: textFileAnswer('El archivo .ics del viaje', 'text/calendar'),
      },
    },
    async (request, reply) => {
      const calendar = await getTripCalendar(context, signedInUser(request), tripIdOf(request.params.id));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendar.filename}"`)
        .send(calendar.body);
    },
  );
};
