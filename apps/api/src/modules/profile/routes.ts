import {
  adminUserResponseSchema,
  personalDataUpdateSchema,
  travellerQuerySchema,
  userProfileSchema,
} from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH } from '../../plugins/openapi';
import { actingFor } from '../delegations/acting-for-service';
import { getOwnProfile, updateOwnPersonalData } from './service';

/** The signed-in user's own profile (/profile); the password changes at /api/auth/password. */
export const profileRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/api/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOwnProfile',
        tags: ['Usuarios'],
        summary: 'Perfil del usuario de la sesión: datos personales, documento, empresa y aprobadores',
        security: BEARER_AUTH,
        querystring: travellerQuerySchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) =>
      getOwnProfile(context, await actingFor(context.db, signedInUser(request), request.query.travellerId)),
  );

  app.put(
    '/api/me',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'updateOwnPersonalData',
        tags: ['Usuarios'],
        summary: 'Actualiza los datos personales del usuario de la sesión',
        security: BEARER_AUTH,
        body: personalDataUpdateSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      data: await updateOwnPersonalData(context, signedInUser(request), request.body, request.ip),
    }),
  );
};
