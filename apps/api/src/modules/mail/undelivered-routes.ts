import {
  undeliveredMailListSchema,
  undeliveredMailParamsSchema,
  undeliveredMailSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { BEARER_AUTH } from '../../plugins/openapi';
import { listUndeliveredMail, retryUndeliveredMail } from './service';

/** The operador's view of the mail relay's failures (decision 012). */
export const undeliveredMailRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/undelivered-mail',
    {
      preHandler: app.requireRole('operador'),
      schema: {
        operationId: 'listUndeliveredMail',
        tags: ['Correos'],
        summary: 'Correos que no se pudieron entregar o que se están reintentando (solo el operador)',
        security: BEARER_AUTH,
        response: { 200: undeliveredMailListSchema },
      },
    },
    () => listUndeliveredMail(context),
  );

  app.post(
    '/api/undelivered-mail/:id/retry',
    {
      preHandler: app.requireRole('operador'),
      schema: {
        operationId: 'retryUndeliveredMail',
        tags: ['Correos'],
        summary: 'Vuelve a poner en la cola de envío un correo descartado (solo el operador)',
        security: BEARER_AUTH,
        params: undeliveredMailParamsSchema,
        response: { 200: undeliveredMailSchema },
      },
    },
    (request) => retryUndeliveredMail(context, request.params.id),
  );
};
