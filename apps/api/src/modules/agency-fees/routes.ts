import { agencyFeesQuerySchema, agencyFeesSchema, agencyFeesUpdateSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getAgencyFees, updateAgencyFees } from './service';

/** The agency's administrative fees per company and product (issue 30, decision 071). */
export const agencyFeeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/agency-fees',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getAgencyFees',
        tags: ['Empresas'],
        summary: 'Tarifas administrativas de la agencia para la empresa, por producto',
        security: BEARER_AUTH,
        querystring: agencyFeesQuerySchema,
        response: { 200: agencyFeesSchema },
      },
    },
    (request) => getAgencyFees(context, signedInUser(request), request.query.companyId),
  );

  app.put(
    '/api/admin/agency-fees',
    {
      preHandler: app.requireRole('operador'),
      schema: {
        operationId: 'updateAgencyFees',
        tags: ['Empresas'],
        summary:
          'El operador fija las tarifas administrativas de una empresa (vuelo nacional, internacional, hotel, cambio)',
        security: BEARER_AUTH,
        body: agencyFeesUpdateSchema,
        response: { 200: agencyFeesSchema },
      },
    },
    (request) => updateAgencyFees(context, signedInUser(request), request.body, request.ip),
  );
};
