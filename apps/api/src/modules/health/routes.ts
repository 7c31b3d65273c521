import type { DatabaseHandle } from '@travesia/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { serviceUnavailable } from '../../lib/app-error';
import { checkReadiness, readinessProblem } from './readiness';
import { pingDatabase } from './repository';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const liveSchema = z.object({ status: z.literal('ok') });
const readinessSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending']),
    mailRelay: z.enum(['ok', 'stuck', 'off']),
  }),
});

export interface HealthRouteOptions {
  context: AppContext;
  database: Pick<DatabaseHandle, 'pendingMigrations'>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, { context, database }) => {
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

  // For a process supervisor or an orchestrator: restart the process when this fails.
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['Sistema'],
        operationId: 'checkLiveness',
        summary: 'El proceso está vivo y atiende peticiones',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // For a load balancer: send this process traffic only while this answers 200.
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['Sistema'],
        operationId: 'checkReadiness',
        summary: 'El proceso puede atender: base de datos, migraciones y envío de correos',
        response: { 200: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(context, database);
      reply.header('cache-control', 'no-store');
      if (!readiness.ready) throw serviceUnavailable(readinessProblem(readiness));
      return { status: 'ok' as const, checks: readiness.checks };
    },
  );
};
