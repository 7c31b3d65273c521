import {
  bookableTravellersSchema,
  delegationCreateSchema,
  delegationListQuerySchema,
  delegationListSchema,
  delegationParamsSchema,
  delegationSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, noContentSchema } from '../../plugins/openapi';
import { createDelegation, listBookableTravellers, listDelegations, revokeDelegation } from './service';

export const delegationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/delegations',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listDelegations',
        tags: ['Delegaciones'],
        summary: 'Delegaciones vigentes de un usuario: quién reserva por él y por quién reserva',
        security: BEARER_AUTH,
        querystring: delegationListQuerySchema,
        response: { 200: delegationListSchema },
      },
    },
    (request) => listDelegations(context, signedInUser(request), request.query.userId),
  );

  app.post(
    '/api/delegations',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'createDelegation',
        tags: ['Delegaciones'],
        summary: 'Permite a otro usuario de la empresa reservar por el viajero',
        security: BEARER_AUTH,
        body: delegationCreateSchema,
        response: { 201: delegationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDelegation(context, signedInUser(request), request.body, request.ip)),
  );

  app.delete(
    '/api/delegations/:delegationId',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'revokeDelegation',
        tags: ['Delegaciones'],
        summary: 'Revoca una delegación',
        security: BEARER_AUTH,
        params: delegationParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await revokeDelegation(context, signedInUser(request), request.params.delegationId, request.ip);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/delegations/bookable-travellers',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listBookableTravellers',
        tags: ['Delegaciones'],
        summary: 'Personas por las que el usuario puede reservar, él primero',
        security: BEARER_AUTH,
        response: { 200: bookableTravellersSchema },
      },
    },
    (request) => listBookableTravellers(context, signedInUser(request)),
  );
};
