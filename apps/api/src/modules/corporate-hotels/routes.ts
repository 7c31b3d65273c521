import {
  companyIdParam,
  corporateHotelAdminSchema,
  corporateHotelCreateSchema,
  corporateHotelUpdateSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { changeCorporateHotel, createCorporateHotel, listManagedCorporateHotels } from './service';

const listQuerySchema = z.object({ companyId: z.optional(companyIdParam) });
export const codeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'El código del hotel no es válido.' }),
});

/** Negotiated hotels, managed by the company's administrator and by the operator. */
export const corporateHotelRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/corporate-hotels',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'listCorporateHotels',
        tags: ['Hoteles corporativos'],
        summary: 'Hoteles con tarifa negociada que el usuario administra',
        security: BEARER_AUTH,
        querystring: listQuerySchema,
        response: { 200: z.object({ data: z.array(corporateHotelAdminSchema) }) },
      },
    },
    async (request) => ({
      data: await listManagedCorporateHotels(context, signedInUser(request), request.query.companyId),
    }),
  );

  app.post(
    '/api/corporate-hotels',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'createCorporateHotel',
        tags: ['Hoteles corporativos'],
        summary: 'Agrega un hotel con tarifa negociada',
        security: BEARER_AUTH,
        body: corporateHotelCreateSchema,
        response: { 201: corporateHotelAdminSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCorporateHotel(context, signedInUser(request), request.body, request.ip)),
  );

  app.patch(
    '/api/corporate-hotels/:code',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateCorporateHotel',
        tags: ['Hoteles corporativos'],
        summary: 'Cambia o desactiva un hotel con tarifa negociada',
        security: BEARER_AUTH,
        params: codeParamsSchema,
        body: corporateHotelUpdateSchema,
        response: { 200: corporateHotelAdminSchema },
      },
    },
    (request) =>
      changeCorporateHotel(context, signedInUser(request), request.params.code, request.body, request.ip),
  );
};
