import {
  type FlightResult,
  flightReturnsRequestSchema,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { compileResponseSerializer } from './response-serializer';
import { searchFlightReturns, searchFlights } from './service';

/**
 * A search answers up to two hundred itineraries, tens to hundreds of kilobytes: zod's encode of every
 * field cost more than the search itself, so the response is written from its schema's keys without it
 * (outside production it is still checked, so tests catch a supplier drifting from the schema).
 */
const writeSearchResponse = compileResponseSerializer(flightSearchResponseSchema);

export const flightRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const checkResponse = !context.config.isProduction;
  // The built-in supplier answers the same array while a search's flights and seats stay the same: written once.
  const written = new WeakMap<readonly FlightResult[], Buffer>();
  const serializerCompiler = () => (data: { results: FlightResult[] }) => {
    if (checkResponse) flightSearchResponseSchema.parse(data);
    let json = written.get(data.results);
    if (!json) {
      json = Buffer.from(writeSearchResponse(data));
      written.set(data.results, json);
    }
    return json as unknown as string;
  };
  app.post(
    '/api/flights/search',
    {
      schema: {
        operationId: 'searchFlights',
        tags: ['Vuelos'],
        summary:
          'Itinerarios de ida o de ida y vuelta entre dos aeropuertos, del más barato al más caro; en un viaje de ida y vuelta, cada vuelo de ida una vez, con su regreso más barato',
        body: flightSearchRequestSchema,
        response: { 200: flightSearchResponseSchema },
      },
      serializerCompiler,
    },
    async (request) => ({ results: await searchFlights(context, request.body) }),
  );
  app.post(
    '/api/flights/returns',
    {
      schema: {
        operationId: 'listFlightReturns',
        tags: ['Vuelos'],
        summary:
          'Todos los regresos de un vuelo de ida elegido en una búsqueda de ida y vuelta, del más barato al más caro',
        body: flightReturnsRequestSchema,
        response: { 200: flightSearchResponseSchema },
      },
      serializerCompiler,
    },
    async (request) => ({ results: await searchFlightReturns(context, request.body) }),
  );
};
