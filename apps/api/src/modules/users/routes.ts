import { adminUserQuerySchema, adminUserResponseSchema, companyUsersResponseSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { jsonWriterCompiler } from '../../lib/json-writer';
import { companyIdParamsSchema } from '../../lib/route-params';
import { bearerTokenHash, signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getAdminUserByDocumento, getSessionAdminUser, listCompanyUsers } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/me',
    {
      // No guard: the one query behind this call checks the session itself (any role may read itself).
      schema: {
        operationId: 'getSessionUser',
        tags: ['Usuarios'],
        summary: 'Usuario de la sesión',
        security: BEARER_AUTH,
        response: { 200: adminUserResponseSchema },
      },
      // Called on every page of the app: written straight from the schema's keys (checked outside production).
      serializerCompiler: jsonWriterCompiler(adminUserResponseSchema, !context.config.isProduction),
    },
    async (request) => ({
      success: true,
      data: await getSessionAdminUser(context, bearerTokenHash(request)),
    }),
  );

  app.get(
    '/api/admin/user',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'findUserByDocumento',
        tags: ['Usuarios'],
        summary: 'Usuario por número de documento',
        security: BEARER_AUTH,
        querystring: adminUserQuerySchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      data: await getAdminUserByDocumento(context, signedInUser(request), request.query.documento),
    }),
  );

  // Spec's call table: the same look-up with the documento in the body. The spec's fixed application token
  // would be a secret shipped to every browser; the caller's own session decides instead, as above.
  app.post(
    '/api/getuser',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'findUserByDocumentoInBody',
        tags: ['Usuarios'],
        summary: 'Usuario por número de documento (documento en el cuerpo)',
        security: BEARER_AUTH,
        body: adminUserQuerySchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      data: await getAdminUserByDocumento(context, signedInUser(request), request.body.documento),
    }),
  );

  app.get(
    '/api/users/company/:companyId',
    {
      preHandler: app.requireRole('aprobador'),
      schema: {
        operationId: 'listCompanyUsers',
        tags: ['Usuarios'],
        summary: 'Usuarios de una empresa',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: companyUsersResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      data: await listCompanyUsers(context, signedInUser(request), request.params.companyId),
    }),
  );
};
