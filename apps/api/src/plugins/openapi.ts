import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Marks a route as needing `Authorization: Bearer <token>` in the OpenAPI document. */
export const BEARER_AUTH = [{ bearerAuth: [] }];

/** The OpenAPI document is generated from the routes' zod schemas; register before any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Travesía API',
        description:
          'Reservas de viajes corporativos: autenticación, usuarios, empresas, hoteles, políticas y reservas.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token de la sesión' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
