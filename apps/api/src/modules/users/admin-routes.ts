import {
  companyUserSchema,
  invitationAcceptedSchema,
  invitationAcceptSchema,
  invitationDetailsSchema,
  invitationRevokeSchema,
  invitationTokenSchema,
  signUpDecisionSchema,
  userChangeSchema,
  userIdParamsSchema,
  userImportCheckSchema,
  userImportRequestSchema,
  userImportResultSchema,
  userInvitationSchema,
  userInvitationsResponseSchema,
  userInviteRequestSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { companyIdParamsSchema } from '../../lib/route-params';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, noContentSchema } from '../../plugins/openapi';
import { changeCompanyUser, decideSignUp } from './admin-service';
import {
  acceptInvitation,
  getInvitationDetails,
  importUsers,
  inviteUser,
  listCompanyInvitations,
  previewUserImport,
  revokeInvitation,
} from './invitation-service';

const TAG = 'Usuarios de la empresa';

/** The administrator's actions on the users of their company, and the public side of an invitation. */
export const companyUserRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.patch(
    '/api/users/:userId',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'updateCompanyUser',
        tags: [TAG],
        summary: 'Cambia el rol de un usuario, o lo desactiva o reactiva',
        security: BEARER_AUTH,
        params: userIdParamsSchema,
        body: userChangeSchema,
        response: { 200: companyUserSchema },
      },
    },
    (request) =>
      changeCompanyUser(context, signedInUser(request), request.params.userId, request.body, request.ip),
  );

  app.post(
    '/api/users/:userId/sign-up-decision',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'decideSignUp',
        tags: [TAG],
        summary: 'Aprueba o rechaza una cuenta creada con el código de invitación',
        security: BEARER_AUTH,
        params: userIdParamsSchema,
        body: signUpDecisionSchema,
        response: { 200: companyUserSchema },
      },
    },
    (request) =>
      decideSignUp(context, signedInUser(request), request.params.userId, request.body, request.ip),
  );

  app.post(
    '/api/users/company/:companyId/invitations/revoke',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'revokeInvitation',
        tags: [TAG],
        summary: 'Revoca la invitación pendiente a un correo: su enlace deja de servir',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: invitationRevokeSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await revokeInvitation(
        context,
        signedInUser(request),
        request.params.companyId,
        request.body.email,
        request.ip,
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/company/:companyId/invitations',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'listInvitations',
        tags: [TAG],
        summary: 'Invitaciones pendientes de la empresa',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        response: { 200: userInvitationsResponseSchema },
      },
    },
    async (request) => ({
      data: await listCompanyInvitations(context, signedInUser(request), request.params.companyId),
    }),
  );

  app.post(
    '/api/users/company/:companyId/invitations',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'inviteUser',
        tags: [TAG],
        summary: 'Invita a una persona por correo con un rol',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: userInviteRequestSchema,
        response: { 201: userInvitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await inviteUser(
            context,
            signedInUser(request),
            request.params.companyId,
            request.body,
            request.ip,
          ),
        ),
  );

  app.post(
    '/api/users/company/:companyId/import/check',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'checkUserImport',
        tags: [TAG],
        summary: 'Revisa un CSV de usuarios sin invitar a nadie',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: userImportRequestSchema,
        response: { 200: userImportCheckSchema },
      },
    },
    (request) =>
      previewUserImport(context, signedInUser(request), request.params.companyId, request.body.csv),
  );

  app.post(
    '/api/users/company/:companyId/import',
    {
      preHandler: app.requireRole('administrador'),
      schema: {
        operationId: 'importUsers',
        tags: [TAG],
        summary: 'Invita a todos los usuarios de un CSV, o a nadie si alguna fila tiene errores',
        security: BEARER_AUTH,
        params: companyIdParamsSchema,
        body: userImportRequestSchema,
        response: { 201: userImportResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await importUsers(
            context,
            signedInUser(request),
            request.params.companyId,
            request.body.csv,
            request.ip,
          ),
        ),
  );

  // The token travels in the body, never in a URL that access logs would keep.
  app.post(
    '/api/invitations/lookup',
    {
      schema: {
        operationId: 'lookUpInvitation',
        tags: [TAG],
        summary: 'Datos de una invitación pendiente',
        body: z.object({ token: invitationTokenSchema }),
        response: { 200: invitationDetailsSchema },
      },
    },
    (request) => getInvitationDetails(context, request.body.token),
  );

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        tags: [TAG],
        summary: 'Acepta una invitación: crea la cuenta en la empresa que invitó',
        body: invitationAcceptSchema.extend({ token: invitationTokenSchema }),
        response: { 201: invitationAcceptedSchema },
      },
    },
    async (request, reply) => {
      const { token, ...account } = request.body;
      return reply.code(201).send(await acceptInvitation(context, token, account, request.ip));
    },
  );
};
