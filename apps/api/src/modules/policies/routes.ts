import { policyRulesResponseSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getPolicyRulesOfUser } from './service';

const DOCUMENTO_MESSAGE = 'El número de documento no es válido.';
const paramsSchema = z.object({
  userId: z.string().regex(/^[0-9A-Za-z-]{3,20}$/, { error: DOCUMENTO_MESSAGE }),
});

export const policyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/policies/rules/:userId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Políticas'],
        summary: 'Reglas de la política de viajes que aplican a un usuario (por documento)',
        security: BEARER_AUTH,
        params: paramsSchema,
        response: { 200: policyRulesResponseSchema },
      },
    },
    (request) => getPolicyRulesOfUser(context, signedInUser(request), request.params.userId),
  );
};
