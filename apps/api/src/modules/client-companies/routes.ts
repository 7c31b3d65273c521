import { clientCompanyCreatedSchema, clientCompanyCreateSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { openClientCompany } from './service';

export const clientCompanyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/client-companies',
    {
      preHandler: app.requireRole('operador'),
      schema: {
        operationId: 'openClientCompany',
        tags: ['Empresas'],
        summary: 'Abre una empresa cliente e invita a su primer administrador (solo el operador)',
        security: BEARER_AUTH,
        body: clientCompanyCreateSchema,
        response: { 201: clientCompanyCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await openClientCompany(context, signedInUser(request), request.body, request.ip)),
  );
};
