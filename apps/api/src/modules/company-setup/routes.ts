import { companySetupQuerySchema, companySetupSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getCompanySetup } from './service';

export const companySetupRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/company-setup',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getCompanySetup',
        tags: ['Empresas'],
        summary: 'Lo que le falta configurar a la empresa para que su gente pueda reservar',
        security: BEARER_AUTH,
        querystring: companySetupQuerySchema,
        response: { 200: companySetupSchema },
      },
    },
    (request) => getCompanySetup(context, signedInUser(request), request.query.companyId),
  );
};
