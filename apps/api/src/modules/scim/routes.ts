import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { describeFailure } from '../../plugins/errors';
import { lenientJsonParser } from '../../plugins/json-body';
import type { DirectoryTenant } from '../users/directory-service';
import { resourceTypes, schemaDefinitions, serviceProviderConfig } from './discovery';
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from './groups-service';
import { listResponse, type ScimQuery } from './list-params';
import { invalidValue, notFoundError, ScimError, type ScimType, scimErrorBody } from './scim-error';
import { SCIM_MEDIA_TYPE, SCIM_PATH } from './scim-schemas';
import { authenticateScimToken, scimBaseUrl } from './token-service';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
} from './users-service';

/**
 * SCIM 2.0 at /scim/v2 (RFC 7644, decision 046): a company's directory (Entra ID, Okta, Google) creates, changes and
 * deactivates its users and travel groups with the company's bearer token. Every answer, failures included, is
 * `application/scim+json` in SCIM's own shapes; the discovery endpoints need no token (RFC 7644 §4). Left out of
 * the OpenAPI document: the discovery endpoints describe the service the way directories read it.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The company whose token signed a SCIM request. */
    scimTenant: DirectoryTenant | null;
  }
}

const HIDDEN = { schema: { hide: true } };
const UNAUTHENTICATED =
  'El token SCIM no es válido: genera uno en Travesía (Inicio de sesión) y cópialo en el directorio.';
const QUERY_KEYS = ['filter', 'startIndex', 'count', 'attributes', 'excludedAttributes'] as const;

function send(reply: FastifyReply, status: number, scimType: ScimType | undefined, detail: string) {
  return reply.code(status).send(scimErrorBody(status, scimType, detail));
}

/** The failure in SCIM's shape: the API's own answer and Spanish message, with the scimType that fits it. */
function answerFailure(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ScimError) return send(reply, error.status, error.scimType, error.message);
  const response = describeFailure(error, request);
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const scimType: ScimType | undefined =
    response.statusCode === 409
      ? 'uniqueness'
      : response.statusCode === 400
        ? code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'invalidSyntax'
          : 'invalidValue'
        : undefined;
  reply.headers(response.headers);
  return send(reply, response.statusCode, scimType, response.body.error.message);
}

function tenantOf(request: FastifyRequest): DirectoryTenant {
  if (!request.scimTenant) throw new ScimError(401, undefined, UNAUTHENTICATED);
  return request.scimTenant;
}

/** The paging and projection parameters, each given once as text. */
function queryOf(request: FastifyRequest): ScimQuery {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const query: ScimQuery = {};
  for (const key of QUERY_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw invalidValue(`El parámetro ${key} debe ir una sola vez.`);
    query[key] = value;
  }
  return query;
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The endpoints that need the company's token. */
async function tenantRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    const tenant = match?.[1] ? await authenticateScimToken(context, match[1]) : undefined;
    if (!tenant) throw new ScimError(401, undefined, UNAUTHENTICATED);
    request.scimTenant = tenant;
  });

  app.get('/Users', HIDDEN, (request) => listScimUsers(context, tenantOf(request), queryOf(request)));
  app.get('/Users/:id', HIDDEN, (request) =>
    getScimUser(context, tenantOf(request), idOf(request), queryOf(request)),
  );
  app.post('/Users', HIDDEN, async (request, reply) => {
    const resource = await createScimUser(context, tenantOf(request), request.body, request.ip);
    const location = (resource.meta as { location: string }).location;
    return reply.code(201).header('location', location).send(resource);
  });
  app.put('/Users/:id', HIDDEN, (request) =>
    replaceScimUser(context, tenantOf(request), idOf(request), request.body, request.ip),
  );
  app.patch('/Users/:id', HIDDEN, (request) =>
    patchScimUser(context, tenantOf(request), idOf(request), request.body, request.ip),
  );
  app.delete('/Users/:id', HIDDEN, async (request, reply) => {
    await deleteScimUser(context, tenantOf(request), idOf(request), request.ip);
    return reply.code(204).send();
  });

  app.get('/Groups', HIDDEN, (request) => listScimGroups(context, tenantOf(request), queryOf(request)));
  app.get('/Groups/:id', HIDDEN, (request) =>
    getScimGroup(context, tenantOf(request), idOf(request), queryOf(request)),
  );
  app.post('/Groups', HIDDEN, async (request, reply) => {
    const resource = await createScimGroup(context, tenantOf(request), request.body, request.ip);
    const location = (resource.meta as { location: string }).location;
    return reply.code(201).header('location', location).send(resource);
  });
  app.put('/Groups/:id', HIDDEN, (request) =>
    replaceScimGroup(context, tenantOf(request), idOf(request), request.body, request.ip),
  );
  app.patch('/Groups/:id', HIDDEN, async (request, reply) => {
    await patchScimGroup(context, tenantOf(request), idOf(request), request.body, request.ip);
    return reply.code(204).send();
  });
  app.delete('/Groups/:id', HIDDEN, async (request, reply) => {
    await deleteScimGroup(context, tenantOf(request), idOf(request), request.ip);
    return reply.code(204).send();
  });
}

/** The service's description, open to anyone (it says nothing of any company). */
function discoveryRoutes(app: FastifyInstance, context: AppContext): void {
  const baseUrl = scimBaseUrl(context);
  const findOne = <T extends { id: string }>(list: T[], id: string, what: string) => {
    const found = list.find((item) => item.id.toLowerCase() === id.toLowerCase());
    if (!found) throw notFoundError(`${what} no encontrado.`);
    return found;
  };
  app.get('/ServiceProviderConfig', HIDDEN, () => serviceProviderConfig(baseUrl));
  app.get('/ResourceTypes', HIDDEN, () => {
    const types = resourceTypes(baseUrl);
    return listResponse(types, types.length, 1);
  });
  app.get('/ResourceTypes/:id', HIDDEN, (request) =>
    findOne(resourceTypes(baseUrl), idOf(request), 'Tipo de recurso'),
  );
  app.get('/Schemas', HIDDEN, () => {
    const schemas = schemaDefinitions(baseUrl);
    return listResponse(schemas, schemas.length, 1);
  });
  app.get('/Schemas/:id', HIDDEN, (request) => findOne(schemaDefinitions(baseUrl), idOf(request), 'Esquema'));
}

export const scimRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  await app.register(
    async (scim) => {
      scim.addContentTypeParser(SCIM_MEDIA_TYPE, { parseAs: 'string' }, lenientJsonParser(scim));
      scim.decorateRequest('scimTenant', null);
      scim.setErrorHandler(answerFailure);
      scim.setNotFoundHandler((_request, reply) => send(reply, 404, undefined, 'Recurso no encontrado.'));
      scim.addHook('onSend', async (_request, reply, payload) => {
        if (payload !== undefined && payload !== null && payload !== '') {
          reply.header('content-type', `${SCIM_MEDIA_TYPE}; charset=utf-8`);
        }
        reply.header('cache-control', 'no-store');
        return payload;
      });
      discoveryRoutes(scim, context);
      await scim.register(async (tenant) => tenantRoutes(tenant, context));
    },
    { prefix: SCIM_PATH },
  );
};
