import {
  CATALOG_KINDS,
  catalogEntryAdminListSchema,
  catalogEntryAdminSchema,
  catalogEntryCreateSchema,
  catalogEntryUpdateSchema,
  catalogRequirementsSchema,
  catalogRequirementsUpdateSchema,
  expenseTypesResponseSchema,
  projectClientsResponseSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { optionalCompanyQuerySchema, recordIdParamsSchema } from '../../lib/record-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import {
  changeCatalogEntry,
  changeCatalogRequirements,
  createCatalogEntry,
  getManagedCatalogRequirements,
  getOwnCatalogRequirements,
  listManagedCatalogEntries,
  listOwnCatalogEntries,
} from './service';

const TAGS = { 'project-clients': 'Clientes de proyecto', 'expense-types': 'Tipos de gasto' } as const;
/** Each catalog's name in its routes' operation ids (listManagedProjectClients, createExpenseType, …). */
const OPERATION_NOUNS = {
  'project-clients': { many: 'ProjectClients', one: 'ProjectClient' },
  'expense-types': { many: 'ExpenseTypes', one: 'ExpenseType' },
} as const;

/** Project clients and expense types: read by every user of the company, kept by its administrator. */
export const companyCatalogRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/clientes-proyecto',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listOwnProjectClients',
        tags: [TAGS['project-clients']],
        summary: 'Clientes de proyecto activos de la empresa del usuario',
        security: BEARER_AUTH,
        response: { 200: projectClientsResponseSchema },
      },
    },
    async (request) => ({
      data: await listOwnCatalogEntries(context, signedInUser(request), 'project-clients'),
    }),
  );

  app.get(
    '/api/admin/expense-types',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listOwnExpenseTypes',
        tags: [TAGS['expense-types']],
        summary: 'Tipos de gasto activos de la empresa del usuario',
        security: BEARER_AUTH,
        response: { 200: expenseTypesResponseSchema },
      },
    },
    (request) => listOwnCatalogEntries(context, signedInUser(request), 'expense-types'),
  );

  app.get(
    '/api/catalogs/requirements',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOwnCatalogRequirements',
        tags: [TAGS['project-clients'], TAGS['expense-types']],
        summary: 'Si la empresa del usuario exige cliente de proyecto y tipo de gasto al reservar',
        security: BEARER_AUTH,
        response: { 200: catalogRequirementsSchema },
      },
    },
    (request) => getOwnCatalogRequirements(context, signedInUser(request)),
  );

  app.get(
    '/api/admin/catalogs/requirements',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'getManagedCatalogRequirements',
        tags: [TAGS['project-clients'], TAGS['expense-types']],
        summary:
          'Si la empresa que el usuario administra exige cliente de proyecto y tipo de gasto al reservar',
        security: BEARER_AUTH,
        querystring: optionalCompanyQuerySchema,
        response: { 200: catalogRequirementsSchema },
      },
    },
    (request) => getManagedCatalogRequirements(context, signedInUser(request), request.query.companyId),
  );

  app.put(
    '/api/admin/catalogs/requirements',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateCatalogRequirements',
        tags: [TAGS['project-clients'], TAGS['expense-types']],
        summary: 'Hace obligatorio (u opcional) el cliente de proyecto o el tipo de gasto al reservar',
        security: BEARER_AUTH,
        body: catalogRequirementsUpdateSchema,
        response: { 200: catalogRequirementsSchema },
      },
    },
    (request) => changeCatalogRequirements(context, signedInUser(request), request.body, request.ip),
  );

  for (const kind of CATALOG_KINDS) {
    app.get(
      `/api/admin/catalogs/${kind}`,
      {
        preHandler: app.requireRole('administrador'),
        schema: {
          operationId: `listManaged${OPERATION_NOUNS[kind].many}`,
          tags: [TAGS[kind]],
          summary: 'Todos los registros, activos o no, que el usuario administra',
          security: BEARER_AUTH,
          querystring: optionalCompanyQuerySchema,
          response: { 200: catalogEntryAdminListSchema },
        },
      },
      async (request) => ({
        data: await listManagedCatalogEntries(context, signedInUser(request), kind, request.query.companyId),
      }),
    );

    app.post(
      `/api/admin/catalogs/${kind}`,
      {
        preHandler: app.requireRole('administrador'),
        schema: {
          operationId: `create${OPERATION_NOUNS[kind].one}`,
          tags: [TAGS[kind]],
          summary: 'Crea un registro',
          security: BEARER_AUTH,
          body: catalogEntryCreateSchema,
          response: { 201: catalogEntryAdminSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createCatalogEntry(context, signedInUser(request), kind, request.body, request.ip)),
    );

    app.patch(
      `/api/admin/catalogs/${kind}/:id`,
      {
        preHandler: app.requireRole('administrador'),
        schema: {
          operationId: `update${OPERATION_NOUNS[kind].one}`,
          tags: [TAGS[kind]],
          summary: 'Cambia o desactiva un registro',
          security: BEARER_AUTH,
          params: recordIdParamsSchema,
          body: catalogEntryUpdateSchema,
          response: { 200: catalogEntryAdminSchema },
        },
      },
      (request) =>
        changeCatalogEntry(context, signedInUser(request), kind, request.params.id, request.body, request.ip),
    );
  }
};
