import { clientErrorReportSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { consumeRateLimit } from '../../lib/rate-limit';
import { noContentSchema } from '../../plugins/openapi';

/** A report is two short strings; anything bigger is not one. */
const REPORT_BODY_LIMIT_BYTES = 2 * 1024;

/**
 * Errors the web app hits in the browser (a page whose code failed to download, a screen that threw), so they
 * show up in the API log beside the request id. Anonymous, since they happen before sign-in too; limited per
 * IP; logged, never stored.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/api/client-errors',
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      schema: {
        operationId: 'reportClientError',
        tags: ['Errores del cliente'],
        summary: 'Informa un error de la aplicación web (sección que no cargó); se registra, no se guarda',
        body: clientErrorReportSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(context.db, context.config.rateLimits.clientErrorPerIp, request.ip);
      request.log.warn({ clientError: request.body }, 'client error');
      return reply.code(204).send();
    },
  );
};
