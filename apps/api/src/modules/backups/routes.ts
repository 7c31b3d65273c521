import { type DatabaseHandle, writeBackup } from '@travesia/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { isLocalRequest } from '../../lib/loopback';

const backupSchema = z.object({ file: z.string() });

export interface BackupRouteOptions {
  context: AppContext;
  database: Pick<DatabaseHandle, 'snapshot'>;
}

/**
 * `npm run db:backup` while the server runs: the embedded database has one owner, this process, so the copy is
 * taken here and written to BACKUP_DIR. Only a program on this machine may ask (as for the development mailbox);
 * anyone else gets 404.
 */
export const backupRoutes: FastifyPluginAsyncZod<BackupRouteOptions> = async (app, { context, database }) => {
  app.post(
    '/api/operations/backup',
    { schema: { hide: true, response: { 201: backupSchema } } },
    async (request, reply) => {
      if (!isLocalRequest(request)) throw notFound();
      if (!database.snapshot) {
        throw conflict('La base de datos es PostgreSQL: haz la copia con pg_dump -Fc.');
      }
      const { dir, keep } = context.config.backups;
      const file = await writeBackup(await database.snapshot(), dir, keep);
      request.log.info({ file }, 'backup written');
      return reply.code(201).send({ file });
    },
  );
};
