import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from './repository';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['Sistema'],
        summary: 'Estado del servicio y de su base de datos',
        response: { 200: healthSchema },
      },
    },
    async () => {
      await pingDatabase(context.db);
      return { status: 'ok' as const, database: context.driver };
    },
  );
};
