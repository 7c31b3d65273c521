import { signInSettingsSchema, signInSettingsUpdateSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { companyIdParamsSchema } from '../../lib/route-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getSignInSettings, updateSignInSettings } from './settings-service';

/** The admin's «Inicio de sesión» section: how the company signs in, for its administradores and the operador. */
export const signInSettingsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/companies/:companyId/sign-in-settings',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        tags: ['Empresas'],
        operationId: 'getSignInSettings',
        summary:
          'Cómo inicia sesión la empresa (contraseña, OpenID Connect o SAML), sus dominios y lo que se copia en el proveedor; el secreto nunca se devuelve',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: signInSettingsSchema },
      },
    },
    (request) => getSignInSettings(context, signedInUser(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/sign-in-settings',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        tags: ['Empresas'],
        operationId: 'updateSignInSettings',
        summary:
          'Cambia cómo inicia sesión la empresa: método, proveedor, dominios, «solo SSO» con su cuenta de emergencia y el primer ingreso',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: signInSettingsUpdateSchema,
        response: {
          200: signInSettingsSchema,
        },
      },
    },
    (request) =>
      updateSignInSettings(
        context,
        signedInUser(request),
        request.params.companyId,
        request.body,
        request.ip,
      ),
  );
};
