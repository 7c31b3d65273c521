import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
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

/** Development mailbox; registered only outside production. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
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
