import { costCentersResponseSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { listOwnCostCenters } from './service';

export const costCenterRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/centros-utilidad',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Centros de costos'],
        summary: 'Centros de costos activos de la empresa del usuario',
        security: BEARER_AUTH,
        response: { 200: costCentersResponseSchema },
      },
    },
    async (request) => ({ data: await listOwnCostCenters(context, signedInUser(request)) }),
  );
};
