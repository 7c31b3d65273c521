import { notificationListSchema, recordIdParam } from '@travesia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedInUser } from '../../plugins/auth';
import { BEARER_AUTH, noContentSchema } from '../../plugins/openapi';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_NOT_FOUND_MESSAGE,
} from './service';

const notificationIdParamsSchema = z.object({
  id: recordIdParam(NOTIFICATION_NOT_FOUND_MESSAGE),
});

export const notificationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listNotifications',
        tags: ['Notificaciones'],
        summary: 'Las notificaciones del usuario, las más recientes primero',
        security: BEARER_AUTH,
        response: { 200: notificationListSchema },
      },
    },
    (request) => listNotifications(context, signedInUser(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'markNotificationRead',
        tags: ['Notificaciones'],
        summary: 'Marca una notificación como leída',
        security: BEARER_AUTH,
        params: notificationIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await markNotificationRead(context, signedInUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'markAllNotificationsRead',
        tags: ['Notificaciones'],
        summary: 'Marca todas como leídas',
        security: BEARER_AUTH,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(context, signedInUser(request));
      return reply.code(204).send();
    },
  );
};
