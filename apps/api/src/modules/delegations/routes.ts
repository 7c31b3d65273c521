import {
  bookableTravellersSchema,
  colleagueSearchQuerySchema,
  colleaguesSchema,
  delegationCreateSchema,
  delegationListQuerySchema,
  delegationOverviewSchema,
  delegationParamsSchema,
  delegationSchema,
  scopeDelegationCreateSchema,
  scopeDelegationParamsSchema,
  scopeDelegationSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, noContentSchema } from '../../plugins/openapi';
import { createScopeDelegation, revokeScopeDelegation } from './scope-service';
import {
  createDelegation,
  findColleagues,
  listBookableTravellers,
  listDelegations,
  revokeDelegation,
} from './service';

export const delegationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/delegations',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listDelegations',
        tags: ['Delegaciones'],
        summary:
          'Delegaciones vigentes de un usuario: quién reserva por él, por quién reserva y de qué es gestor de viajes',
        security: BEARER_AUTH,
        querystring: delegationListQuerySchema,
        response: { 200: delegationOverviewSchema },
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

  app.get(
    '/api/delegations/colleagues',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'findColleagues',
        tags: ['Delegaciones'],
        summary: 'Compañeros activos de la empresa por nombre o correo (al menos 2 caracteres), para delegar',
        security: BEARER_AUTH,
        querystring: colleagueSearchQuerySchema,
        response: { 200: colleaguesSchema },
      },
    },
    (request) => findColleagues(context, signedInUser(request), request.query.q),
  );

  app.post(
    '/api/delegations/scopes',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'createScopeDelegation',
        tags: ['Delegaciones'],
        summary: 'Hace a un usuario gestor de viajes de un centro de costos o de un grupo de viaje',
        security: BEARER_AUTH,
        body: scopeDelegationCreateSchema,
        response: { 201: scopeDelegationSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createScopeDelegation(context, signedInUser(request), request.body, request.ip)),
  );

  app.delete(
    '/api/delegations/scopes/:scopeDelegationId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'revokeScopeDelegation',
        tags: ['Delegaciones'],
        summary: 'Revoca un gestor de viajes',
        security: BEARER_AUTH,
        params: scopeDelegationParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await revokeScopeDelegation(
        context,
        signedInUser(request),
        request.params.scopeDelegationId,
        request.ip,
      );
      return reply.code(204).send();
    },
  );
};
