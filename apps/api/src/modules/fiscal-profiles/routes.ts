import { fiscalProfileQuerySchema, fiscalProfileSchema, fiscalProfileUpdateSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getFiscalProfile, updateFiscalProfile } from './service';

/** "Datos de facturación": who the company is for DIAN, for its administrators and the operador (issue 30). */
export const fiscalProfileRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/admin/fiscal-profile',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getFiscalProfile',
        tags: ['Empresas'],
        summary: 'Datos de facturación de la empresa (NIT, razón social, responsabilidades del RUT)',
        security: BEARER_AUTH,
        querystring: fiscalProfileQuerySchema,
        response: { 200: fiscalProfileSchema },
      },
    },
    (request) => getFiscalProfile(context, signedInUser(request), request.query.companyId),
  );

  app.put(
    '/api/admin/fiscal-profile',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateFiscalProfile',
        tags: ['Empresas'],
        summary:
          'Guarda los datos de facturación de la empresa; el dígito de verificación debe ser el de la DIAN',
        security: BEARER_AUTH,
        body: fiscalProfileUpdateSchema,
        response: { 200: fiscalProfileSchema },
      },
    },
    (request) => updateFiscalProfile(context, signedInUser(request), request.body, request.ip),
  );
};
