import {
  adminPolicySchema,
  companyIdParam,
  companyPoliciesSchema,
  outOfPolicyReasonCreateSchema,
  outOfPolicyReasonSchema,
  outOfPolicyReasonUpdateSchema,
  policyCreateSchema,
  policyRulesResponseSchema,
  policySavedSchema,
  policyUpdateSchema,
  recordIdParam,
  travelGroupAssignmentSchema,
  travelGroupCreateSchema,
  travelGroupMemberSchema,
  travelGroupRenameSchema,
  travelGroupSchema,
  travellerQuerySchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { companyIdParamsSchema } from '../../lib/route-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { actingFor } from '../delegations/acting-for-service';
import {
  changeOutOfPolicyReason,
  createOutOfPolicyReason,
  listOutOfPolicyReasons,
} from './out-of-policy-reasons-service';
import {
  changePolicy,
  createPolicy,
  getCompanyPolicies,
  getOwnPolicyRules,
  getPolicyRulesOfUser,
} from './service';
import {
  assignTravelGroup,
  createTravelGroup,
  listCompanyTravelGroups,
  listTravelGroupMembers,
  renameCompanyTravelGroup,
} from './travel-groups-service';

const DOCUMENTO_MESSAGE = 'El número de documento no es válido.';
const documentoParamsSchema = z.object({
  documento: z.string().regex(/^[0-9A-Za-z-]{3,20}$/, { error: DOCUMENTO_MESSAGE }),
});

const policyParamsSchema = z.object({
  policyId: recordIdParam('El identificador de la política no es válido.'),
});
const groupParamsSchema = z.object({ groupId: recordIdParam('El identificador del grupo no es válido.') });
const userParamsSchema = z.object({ userId: recordIdParam('El identificador del usuario no es válido.') });
const reasonParamsSchema = z.object({ reasonId: recordIdParam('El identificador del motivo no es válido.') });
const companyQuerySchema = z.object({ companyId: z.optional(companyIdParam) });
const reasonsQuerySchema = companyQuerySchema.extend({
  includeInactive: z
    .enum(['true', 'false'], { error: 'includeInactive debe ser true o false.' })
    .default('false')
    .transform((value) => value === 'true'),
});

const TAGS = ['Políticas'];

/**
 * Travel policies (spec §7), the travel groups they can be assigned to and the out-of-policy reasons. Any
 * signed-in user reads their company's; administrators change their own company's, the operator any company's.
 */
export const policyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/me/policy-rules',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOwnPolicyRules',
        tags: TAGS,
        summary: 'Reglas de la política de viajes que aplican al usuario de la sesión',
        security: BEARER_AUTH,
        querystring: travellerQuerySchema,
        response: { 200: policyRulesResponseSchema },
      },
    },
    async (request) =>
      getOwnPolicyRules(
        context,
        await actingFor(context.db, signedInUser(request), request.query.travellerId),
      ),
  );

  // The spec's call, kept for other clients (the spec names the segment {userId}; what it carries is a documento):
  // the app asks /api/me/policy-rules, so no documento sits in its URLs (the request log masks it here,
  // lib/log-redaction.ts).
  app.get(
    '/api/admin/policies/rules/:documento',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getPolicyRulesOfUser',
        tags: TAGS,
        summary: 'Reglas de la política de viajes que aplican a un usuario (por documento)',
        security: BEARER_AUTH,
        params: documentoParamsSchema,
        response: { 200: policyRulesResponseSchema },
      },
    },
    (request) => getPolicyRulesOfUser(context, signedInUser(request), request.params.documento),
  );

  app.get(
    '/api/admin/policies/company/:companyId',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getCompanyPolicy',
        tags: TAGS,
        summary: 'Política de viajes de una empresa: todas sus reglas por servicio',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: companyPoliciesSchema },
      },
    },
    (request) => getCompanyPolicies(context, signedInUser(request), request.params.companyId),
  );

  app.post(
    '/api/admin/policies',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'createPolicyRule',
        tags: TAGS,
        summary: 'Crea una regla de la política de viajes (o reactiva la desactivada del mismo alcance)',
        security: BEARER_AUTH,
        body: policyCreateSchema,
        response: { 200: policySavedSchema, 201: policySavedSchema },
      },
    },
    async (request, reply) => {
      const saved = await createPolicy(context, signedInUser(request), request.body, request.ip);
      return reply.code(saved.reactivated ? 200 : 201).send(saved);
    },
  );

  app.patch(
    '/api/admin/policies/:policyId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updatePolicyRule',
        tags: TAGS,
        summary: 'Cambia, desactiva o reactiva una regla de la política de viajes',
        security: BEARER_AUTH,
        params: policyParamsSchema,
        body: policyUpdateSchema,
        response: { 200: adminPolicySchema },
      },
    },
    (request) =>
      changePolicy(context, signedInUser(request), request.params.policyId, request.body, request.ip),
  );

  app.get(
    '/api/admin/travel-groups',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'listTravelGroups',
        tags: TAGS,
        summary: 'Grupos de viaje de la empresa, con su número de miembros',
        security: BEARER_AUTH,
        querystring: companyQuerySchema,
        response: { 200: z.object({ data: z.array(travelGroupSchema) }) },
      },
    },
    async (request) => ({
      data: await listCompanyTravelGroups(context, signedInUser(request), request.query.companyId),
    }),
  );

  app.post(
    '/api/admin/travel-groups',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'createTravelGroup',
        tags: TAGS,
        summary: 'Crea un grupo de viaje',
        security: BEARER_AUTH,
        body: travelGroupCreateSchema,
        response: { 201: travelGroupSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTravelGroup(context, signedInUser(request), request.body, request.ip)),
  );

  app.patch(
    '/api/admin/travel-groups/:groupId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'renameTravelGroup',
        tags: TAGS,
        summary: 'Cambia el nombre de un grupo de viaje',
        security: BEARER_AUTH,
        params: groupParamsSchema,
        body: travelGroupRenameSchema,
        response: { 200: travelGroupSchema },
      },
    },
    (request) =>
      renameCompanyTravelGroup(
        context,
        signedInUser(request),
        request.params.groupId,
        request.body,
        request.ip,
      ),
  );

  app.get(
    '/api/admin/travel-groups/members',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'listTravelGroupMembers',
        tags: TAGS,
        summary: 'Usuarios activos de la empresa con su grupo de viaje',
        security: BEARER_AUTH,
        querystring: companyQuerySchema,
        response: { 200: z.object({ data: z.array(travelGroupMemberSchema) }) },
      },
    },
    async (request) => ({
      data: await listTravelGroupMembers(context, signedInUser(request), request.query.companyId),
    }),
  );

  app.put(
    '/api/users/:userId/travel-group',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'assignTravelGroup',
        tags: TAGS,
        summary: 'Asigna un usuario a un grupo de viaje de su empresa (null: ninguno)',
        security: BEARER_AUTH,
        params: userParamsSchema,
        body: travelGroupAssignmentSchema,
        response: { 200: travelGroupMemberSchema },
      },
    },
    (request) =>
      assignTravelGroup(
        context,
        signedInUser(request),
        request.params.userId,
        request.body.travel_group_id,
        request.ip,
      ),
  );

  app.get(
    '/api/admin/out-of-policy-reasons',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listOutOfPolicyReasons',
        tags: TAGS,
        summary:
          'Motivos para reservar fuera de la política (los activos; includeInactive para administrarlos)',
        security: BEARER_AUTH,
        querystring: reasonsQuerySchema,
        response: { 200: z.object({ data: z.array(outOfPolicyReasonSchema) }) },
      },
    },
    async (request) => ({
      data: await listOutOfPolicyReasons(context, signedInUser(request), request.query),
    }),
  );

  app.post(
    '/api/admin/out-of-policy-reasons',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'createOutOfPolicyReason',
        tags: TAGS,
        summary: 'Agrega un motivo para reservar fuera de la política',
        security: BEARER_AUTH,
        body: outOfPolicyReasonCreateSchema,
        response: { 201: outOfPolicyReasonSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createOutOfPolicyReason(context, signedInUser(request), request.body, request.ip)),
  );

  app.patch(
    '/api/admin/out-of-policy-reasons/:reasonId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateOutOfPolicyReason',
        tags: TAGS,
        summary: 'Cambia, desactiva o reactiva un motivo para reservar fuera de la política',
        security: BEARER_AUTH,
        params: reasonParamsSchema,
        body: outOfPolicyReasonUpdateSchema,
        response: { 200: outOfPolicyReasonSchema },
      },
    },
    (request) =>
      changeOutOfPolicyReason(
        context,
        signedInUser(request),
        request.params.reasonId,
        request.body,
        request.ip,
      ),
  );
};
