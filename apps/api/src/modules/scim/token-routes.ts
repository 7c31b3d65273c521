import { scimTokenIssuedSchema, scimTokenRequestSchema, scimTokenStatusSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { optionalCompanyQuerySchema } from '../../lib/record-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getScimTokenStatus, issueScimToken } from './token-service';

const TAG = 'Aprovisionamiento (SCIM)';

/** The company administrador's side of provisioning: the directory's token and where it connects. */
export const scimTokenRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/scim-token',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        tags: [TAG],
        operationId: 'getScimToken',
        summary: 'La URL de SCIM de la empresa y si tiene token, cuándo se generó y cuándo se usó',
        security: BEARER_AUTH,
        querystring: optionalCompanyQuerySchema,
        response: { 200: scimTokenStatusSchema },
      },
    },
    (request) => getScimTokenStatus(context, signedInUser(request), request.query.companyId),
  );

  app.post(
    '/api/admin/scim-token',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        tags: [TAG],
        operationId: 'issueScimToken',
        summary: 'Genera el token SCIM de la empresa (el anterior deja de servir); se muestra solo esta vez',
        security: BEARER_AUTH,
        body: scimTokenRequestSchema,
        response: { 201: scimTokenIssuedSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await issueScimToken(context, signedInUser(request), request.body.companyId, request.ip)),
  );
};
