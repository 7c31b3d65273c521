import { airportPlaceParamsSchema, airportPlaceSchema, findAirport, toAirportPlace } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';

/** The list changes only with a release (npm run airports:build), so a browser may keep an answer for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * One airport by its code: a screen that names a single place (the hotel results' "Hoteles en Bogotá") asks
 * here instead of downloading the whole list the search forms use.
 */
export const airportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/airports/:iata',
    {
      schema: {
        operationId: 'getAirport',
        tags: ['Aeropuertos'],
        summary: 'Un aeropuerto por su código IATA: nombre, ciudad y país en español',
        params: airportPlaceParamsSchema,
        response: { 200: airportPlaceSchema },
      },
    },
    (request, reply) => {
      const airport = findAirport(request.params.iata);
      if (!airport) throw notFound(`No encontramos el aeropuerto ${request.params.iata}.`);
      reply.header('cache-control', CACHE_CONTROL);
      return toAirportPlace(airport);
    },
  );
};
