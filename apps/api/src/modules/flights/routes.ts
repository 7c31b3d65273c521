import { type FlightResult, flightSearchRequestSchema, flightSearchResponseSchema } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { compileResponseSerializer } from './response-serializer';
import { searchFlights } from './service';

/**
 * A round-trip search answers about a hundred itineraries, several hundred kilobytes: zod's encode of every
 * field cost more than the search itself, so the response is written from its schema's keys without it
 * (outside production it is still checked, so tests catch a supplier drifting from the schema).
 */
const writeSearchResponse = compileResponseSerializer(flightSearchResponseSchema);

export const flightRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const checkResponse = !context.config.isProduction;
  // The built-in supplier answers the same array while a search's flights and seats stay the same: written once.
  const written = new WeakMap<readonly FlightResult[], Buffer>();
  app.post(
    '/api/flights/search',
    {
      schema: {
        tags: ['Vuelos'],
        summary: 'Itinerarios de ida o de ida y vuelta entre dos aeropuertos, del más barato al más caro',
        body: flightSearchRequestSchema,
        response: { 200: flightSearchResponseSchema },
      },
      serializerCompiler: () => (data: { results: FlightResult[] }) => {
        if (checkResponse) flightSearchResponseSchema.parse(data);
        let json = written.get(data.results);
        if (!json) {
          json = Buffer.from(writeSearchResponse(data));
          written.set(data.results, json);
        }
        return json as unknown as string;
      },
    },
    async (request) => ({ results: await searchFlights(context, request.body) }),
  );
};
