import {
  costCenterAdminListSchema,
  costCenterAdminSchema,
  costCenterCreateSchema,
  costCentersResponseSchema,
  costCenterUpdateSchema,
  travellerQuerySchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { optionalCompanyQuerySchema, recordIdParamsSchema } from '../../lib/record-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { actingFor } from '../delegations/acting-for-service';
import { changeCostCenter, createCostCenter, listManagedCostCenters, listOwnCostCenters } from './service';

export const costCenterRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/centros-utilidad',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listOwnCostCenters',
        tags: ['Centros de costos'],
        summary: 'Centros de costos activos de la empresa del usuario, con el uso de su presupuesto del año',
        security: BEARER_AUTH,
        querystring: travellerQuerySchema,
        response: { 200: costCentersResponseSchema },
      },
    },
    async (request) =>
      listOwnCostCenters(
        context,
        await actingFor(context.db, signedInUser(request), request.query.travellerId),
      ),
  );

  app.get(
    '/api/admin/cost-centers',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'listManagedCostCenters',
        tags: ['Centros de costos'],
        summary: 'Centros de costos que el usuario administra, con presupuesto y lo reservado este año',
        security: BEARER_AUTH,
        querystring: optionalCompanyQuerySchema,
        response: { 200: costCenterAdminListSchema },
      },
    },
    async (request) => ({
      data: await listManagedCostCenters(context, signedInUser(request), request.query.companyId),
    }),
  );

  app.post(
    '/api/admin/cost-centers',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'createCostCenter',
        tags: ['Centros de costos'],
        summary: 'Crea un centro de costos',
        security: BEARER_AUTH,
        body: costCenterCreateSchema,
        response: { 201: costCenterAdminSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCostCenter(context, signedInUser(request), request.body, request.ip)),
  );

  app.patch(
    '/api/admin/cost-centers/:id',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateCostCenter',
        tags: ['Centros de costos'],
        summary: 'Cambia o desactiva un centro de costos',
        security: BEARER_AUTH,
        params: recordIdParamsSchema,
        body: costCenterUpdateSchema,
        response: { 200: costCenterAdminSchema },
      },
    },
    (request) =>
      changeCostCenter(context, signedInUser(request), request.params.id, request.body, request.ip),
  );
};
