import { supplierStatusSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getSupplierStatus } from './service';

/** The operador's view of the inventories: who serves hotels and flights and how their calls go. */
export const supplierStatusRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/suppliers',
    {
      preHandler: app.requireRole('operador'),
      schema: {
        operationId: 'listSuppliers',
        tags: ['Proveedores'],
        summary: 'Proveedores de hoteles y vuelos y sus últimas llamadas (solo el operador)',
        security: BEARER_AUTH,
        response: { 200: supplierStatusSchema },
      },
    },
    () => getSupplierStatus(context),
  );
};
