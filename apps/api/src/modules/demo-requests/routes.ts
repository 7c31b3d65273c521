import {
  demoRequestAcceptedSchema,
  demoRequestListQuerySchema,
  demoRequestListResponseSchema,
  demoRequestSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { BEARER_AUTH } from '../../plugins/openapi';
import { listDemoRequests, submitDemoRequest } from './service';

export const demoRequestRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/api/demo-requests',
    {
      schema: {
        operationId: 'requestDemo',
        tags: ['Solicitudes de demo'],
        summary: 'Solicita una demo de Travesía (formulario público)',
        body: demoRequestSchema,
        response: { 201: demoRequestAcceptedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await submitDemoRequest(context, request.body, { ip: request.ip })),
  );

  app.get(
    '/api/demo-requests',
    {
      preHandler: app.requireRole('operador'),
      schema: {
        operationId: 'listDemoRequests',
        tags: ['Solicitudes de demo'],
        summary: 'Solicitudes de demo recibidas, las más recientes primero (solo el operador)',
        security: BEARER_AUTH,
        querystring: demoRequestListQuerySchema,
        response: { 200: demoRequestListResponseSchema },
      },
    },
    (request) => listDemoRequests(context, request.query),
  );
};
