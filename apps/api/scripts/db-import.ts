// npm run db:import -- file.sql: loads a db:export script into the empty PostgreSQL database of DATABASE_URL.
import { readFileSync } from 'node:fs';
import { importSqlDump } from '@travesia/db';
import { loadConfig } from '../src/config';

const config = loadConfig();
const source = process.argv[2];
if (!source || !config.databaseUrl) {
  console.error('Usage: DATABASE_URL=postgres://… npm run db:import -- travesia-export.sql');
  process.exit(1);
}
await importSqlDump(config.databaseUrl, readFileSync(source, 'utf8'));
console.log(`Loaded ${source}. Start the server with the same DATABASE_URL.`);
