// npm run db:export [-- file.sql]: the embedded database as a plain SQL script for PostgreSQL 15 to 18.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportEmbeddedAsSql } from '@travesia/db';
import { loadConfig } from '../src/config';
import { findRunningServer } from '../src/lib/running-server';

const config = loadConfig();
const target = resolve(process.argv[2] ?? 'travesia-export.sql');
const running = findRunningServer(config.dataDir);
if (running) {
  console.error(`The server (pid ${running.pid}) owns ${config.dataDir}: stop it first, then export.`);
  process.exit(1);
}
writeFileSync(target, await exportEmbeddedAsSql(config.dataDir));
console.log(`Wrote ${target}. Load it into an empty PostgreSQL database with
  DATABASE_URL=postgres://… npm run db:import -- ${target}
or
  psql --single-transaction -v ON_ERROR_STOP=1 -d <database> -f ${target}`);
