import swagger from '@fastify/swagger';
import { type ApiErrorBody, BOOKING_ERROR_CODES, ERROR_CODES } from '@travesia/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import './openapi-schemas';
import { hasSessionGuard } from './auth';

/**
 * Marks a route as needing `Authorization: Bearer <token>` in the OpenAPI document. Routes behind
 * `app.authenticate` or `app.requireRole` get it without saying so; a route that checks the session itself says it.
 */
export const BEARER_AUTH = [{ bearerAuth: [] }];

/** The one shape every failure answers with (plugins/errors.ts), named `Error` in the document. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum([...Object.values(ERROR_CODES), ...Object.values(BOOKING_ERROR_CODES)]),
      message: z.string().meta({ description: 'En español, para mostrarlo tal cual.' }),
    }),
  })
  .meta({ id: 'Error' }) satisfies z.ZodType<ApiErrorBody>;

/** The body of a 204 answer, documented as none. */
export const noContentSchema = z.undefined().describe('Sin contenido');

/** The answer of a text file download (CSV, iCalendar): its media type, so a generated client reads text, not JSON. */
export function textFileAnswer(description: string, mediaType: 'text/csv' | 'text/calendar') {
  return { 200: { description, content: { [mediaType]: { schema: z.string() } } } };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/** Added to every documented route's own responses, so the document lists them and the serializer checks them. */
const ERROR_RESPONSES = {
  '4xx': errorAnswer(
    'La solicitud fue rechazada (datos no válidos, permiso, recurso inexistente, conflicto…).',
  ),
  '5xx': errorAnswer('El servidor o un proveedor no pudo atender la solicitud.'),
};
const UNAUTHENTICATED_RESPONSE = {
  401: errorAnswer('Falta la sesión, o el token fue revocado o expiró.'),
};

/** The OpenAPI document is generated from the routes' zod schemas; register before any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', describeRoute);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Travesía API',
        description:
          'Reservas de viajes corporativos: autenticación, usuarios, empresas, hoteles, vuelos, políticas, ' +
          'reservas e informes. Toda falla responde `{error: {code, message}}` (esquema `Error`).',
        version: '1.0.0',
      },
      // Relative: every installation serves the API where it serves this document (its APP_URL).
      servers: [{ url: '/', description: 'La dirección que sirve este documento' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'El token que devuelve POST /api/auth/login, en `Authorization: Bearer <token>`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

/**
 * Gives a documented route its security (a bearer token behind a session guard, none otherwise) and the error
 * answers it shares with every route, unless the route names them itself.
 */
function describeRoute(route: RouteOptions): void {
  // A route without a schema is still listed by @fastify/swagger; it answers errors like any other.
  const schema = route.schema ?? {};
  if (schema.hide) return;
  const guarded = hasSessionGuard(route.preHandler);
  if (guarded && schema.security?.length === 0) {
    throw new Error(
      `${route.method} ${route.url} is behind a session guard but its schema says security: []`,
    );
  }
  const security = schema.security ?? (guarded ? BEARER_AUTH : []);
  const ownResponses = (schema.response ?? {}) as Record<string, unknown>;
  // A copy: two routes may share one schema object, each gets its own security.
  route.schema = {
    ...schema,
    security,
    response: {
      ...(security.length > 0 ? UNAUTHENTICATED_RESPONSE : {}),
      ...ERROR_RESPONSES,
      ...ownResponses,
    },
  };
  // A route that writes its own answers (a JSON writer on a hot path) writes only the statuses it declared;
  // the error answers added here keep the app's zod serializer.
  const ownSerializer = route.serializerCompiler;
  if (ownSerializer) {
    route.serializerCompiler = (definition) =>
      String(definition.httpStatus) in ownResponses
        ? ownSerializer(definition)
        : serializerCompiler(definition as Parameters<typeof serializerCompiler>[0]);
  }
}

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Every schema named in the registry comes out twice (`Name` for answers, `NameInput` for requests); only the
 * ones the paths reach, directly or through another schema, stay in the document.
 */
function withoutUnusedSchemas(document: OpenApiObject): OpenApiObject {
  const { paths, components = {} } = document as { paths?: unknown; components?: { schemas?: object } };
  const schemas: Record<string, unknown> = { ...components.schemas };
  const used = new Set<string>();
  const pending = [JSON.stringify(paths)];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        pending.push(JSON.stringify(schemas[name]));
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as OpenApiObject;
}
