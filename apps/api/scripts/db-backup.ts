// npm run db:backup: a consistent copy of the embedded database in BACKUP_DIR, keeping the newest BACKUP_KEEP.
import { createDatabase, writeBackup } from '@travesia/db';
import { loadConfig } from '../src/config';
import { findRunningServer } from '../src/lib/running-server';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (see the README).');
  process.exit(1);
}
const running = findRunningServer(config.dataDir);
if (running) {
  // The server owns the folder: it takes the copy between two transactions.
  const answer = await fetch(`http://127.0.0.1:${running.port}/api/operations/backup`, { method: 'POST' });
  if (!answer.ok) {
    console.error(`The server answered ${answer.status}: ${await answer.text()}`);
    process.exit(1);
  }
  console.log(`Wrote ${((await answer.json()) as { file: string }).file} (taken by the running server).`);
} else {
  const database = createDatabase({ dataDir: config.dataDir });
  try {
    const snapshot = await database.snapshot?.();
    if (!snapshot) throw new Error('The embedded database gave no snapshot.');
    console.log(`Wrote ${await writeBackup(snapshot, config.backups.dir, config.backups.keep)}.`);
  } finally {
    await database.close();
  }
}
