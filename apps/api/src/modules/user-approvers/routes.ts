import {
  userApproversListSchema,
  userApproversQuerySchema,
  userApproversSchema,
  userApproversUpdateSchema,
  userIdParamsSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { listUserApprovers, setUserApprovers } from './service';

export const userApproverRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/user-approvers',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listUserApprovers',
        tags: ['Aprobadores'],
        summary: 'Aprobadores de cada usuario de la empresa (administrador, operador) o los propios',
        security: BEARER_AUTH,
        querystring: userApproversQuerySchema,
        response: { 200: userApproversListSchema },
      },
    },
    async (request) => ({
      data: await listUserApprovers(context, signedInUser(request), request.query.companyId),
    }),
  );

  app.put(
    '/api/user-approvers/:userId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'replaceUserApprovers',
        tags: ['Aprobadores'],
        summary: 'Reemplaza los aprobadores de un usuario',
        security: BEARER_AUTH,
        params: userIdParamsSchema,
        body: userApproversUpdateSchema,
        response: { 200: userApproversSchema },
      },
    },
    (request) =>
      setUserApprovers(context, signedInUser(request), request.params.userId, request.body, request.ip),
  );
};
