import { monthSpendQuerySchema, monthSpendSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getMonthSpend } from './service';

export const spendRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/spend/month',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getMonthSpend',
        tags: ['Gasto'],
        summary: 'Gasto del mes de la empresa (reservas que siguen en pie), en COP',
        security: BEARER_AUTH,
        querystring: monthSpendQuerySchema,
        response: { 200: monthSpendSchema },
      },
    },
    (request) => getMonthSpend(context, signedInUser(request), request.query),
  );
};
