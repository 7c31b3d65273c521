// npm run db:restore -- backup.tar.gz: replaces the embedded database with a db:backup copy (server stopped).

import { join } from 'node:path';
import { listBackups, restoreBackup } from '@travesia/db';
import { loadConfig } from '../src/config';
import { clearServerRunning, findRunningServer } from '../src/lib/running-server';

const config = loadConfig();
const source =
  process.argv[2] ??
  listBackups(config.backups.dir)
    .map((name) => join(config.backups.dir, name))
    .at(-1);
if (!source) {
  console.error(`No backup given and none in ${config.backups.dir}.`);
  process.exit(1);
}
const running = findRunningServer(config.dataDir);
if (running) {
  console.error(`The server (pid ${running.pid}) owns ${config.dataDir}: stop it first, then restore.`);
  process.exit(1);
}
const aside = await restoreBackup(source, config.dataDir);
// The copy was taken while a server ran and names it; that server is not this folder's owner any more.
clearServerRunning(config.dataDir);
console.log(
  `Restored ${source} into ${config.dataDir}.${aside ? ` The folder it replaced is ${aside}.` : ''}`,
);
