import {
  corporateHotelQuerySchema,
  corporateHotelSchema,
  type HotelResult,
  hotelDetailQuerySchema,
  hotelDetailSchema,
  hotelSearchRequestSchema,
  hotelSearchResponseSchema,
  isCorporateHotelCode,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { jsonWriterCompiler } from '../../lib/json-writer';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { getHotelDetail, hotelSearchOf, listCompanyHotelsIn, searchHotels } from './service';

const hotelCodeParamsSchema = z.object({
  hotelCode: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'El código del hotel no es válido.' }),
});
const iataParamsSchema = z.object({
  iataCode: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { error: 'El destino debe ser un código de aeropuerto de 3 letras.' }),
});

export const hotelRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // A repeated search gets the same results array while its hotels and stock stay the same (the built-in supplier's
  // cache): its JSON is written once and sent again as it is. Written from the schema's keys (checked outside
  // production), as zod's serializer would write it.
  const written = new WeakMap<HotelResult[], Buffer>();
  app.post(
    '/api/hotels/search',
    {
      schema: {
        operationId: 'searchHotels',
        tags: ['Hoteles'],
        summary: 'Hoteles disponibles en un destino para unas fechas y huéspedes',
        body: hotelSearchRequestSchema,
        response: { 200: hotelSearchResponseSchema },
      },
      serializerCompiler: () => {
        const serialize = jsonWriterCompiler(hotelSearchResponseSchema, !context.config.isProduction)();
        return (data: { results: HotelResult[] }) => {
          let json = written.get(data.results);
          if (!json) {
            json = Buffer.from(serialize(data));
            written.set(data.results, json);
          }
          return json as unknown as string;
        };
      },
    },
    async (request) => ({ results: await searchHotels(context, hotelSearchOf(request.body)) }),
  );

  app.get(
    '/api/hotels/iata/:iataCode',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listNegotiatedHotels',
        tags: ['Hoteles'],
        summary: 'Hoteles con tarifa negociada de la empresa en un destino',
        security: BEARER_AUTH,
        params: iataParamsSchema,
        querystring: corporateHotelQuerySchema,
        response: { 200: z.array(corporateHotelSchema) },
      },
    },
    (request) => listCompanyHotelsIn(context, signedInUser(request), request.params.iataCode, request.query),
  );

  app.get(
    '/api/hotels/:hotelCode',
    {
      schema: {
        operationId: 'getHotel',
        tags: ['Hoteles'],
        summary: 'Detalle de un hotel con sus habitaciones y precios para la estadía',
        description:
          'Público, salvo los hoteles corporativos (código CORP-…): solo los ve, a la tarifa negociada, quien ' +
          'inició sesión en la empresa que los negoció.',
        // Optional: anonymous callers see the supplier's hotels.
        security: [{}, ...BEARER_AUTH],
        params: hotelCodeParamsSchema,
        querystring: hotelDetailQuerySchema,
        response: { 200: hotelDetailSchema },
      },
    },
    async (request) => {
      const { checkIn, checkOut, rooms, adults, childAges } = request.query;
      // A negotiated rate belongs to one company, so its hotel needs the caller's session.
      if (isCorporateHotelCode(request.params.hotelCode)) await app.authenticate(request);
      return getHotelDetail(
        context,
        request.user,
        request.params.hotelCode,
        { checkIn, checkOut },
        { rooms, adults, childAges },
      );
    },
  );
};
