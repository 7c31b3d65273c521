import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { isLocalRequest } from '../../lib/loopback';
import { renderOutboxPage } from './outbox-page';
import { listOutboxMessages } from './service';

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * Development mailbox; registered only outside production, and answering only this machine: its reset, approval and
 * invitation links would hand any account to whoever else on the network reads them (`isLocalRequest`).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw notFound();
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutboxMessages(context);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage(messages));
  });

  app.get(
    '/api/dev/outbox',
    { schema: { hide: true, response: { 200: outboxResponseSchema } } },
    async () => {
      const messages = await listOutboxMessages(context);
      return {
        messages: messages.map((message) => ({
          id: message.id,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  );
};
