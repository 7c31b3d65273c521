import { createDatabase } from '@travesia/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { clearServerRunning, markServerRunning } from './lib/running-server';
import { seedDemoData } from './seed/demo-data';
import { seedDemoHistory } from './seed/demo-history';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
// The demo accounts share the README's password: never in production unless asked for (SEED_DEMO_DATA=true).
const seeded = config.seedDemoData && (await seedDemoData(database));
const app = await buildApp({ config, database });
if (seeded) app.log.info('Seeded the demo companies and users');
// A year of the demo company's trips, so the reports show something (once; decision 026).
if (config.seedDemoData && (await seedDemoHistory(database)))
  app.log.info("Seeded a year of the demo company's trips");

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as { port: number };
// Commands such as `npm run db:backup` find the owner of the embedded database here.
if (database.driver === 'pglite') markServerRunning(config.dataDir, port);
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(`Travesía is running on http://${shownHost}:${port} (database: ${database.driver})`);

let isShuttingDown = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info(`${signal} received, closing`);
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  try {
    // New connections are refused at once; requests under way finish, then the mail relay's and the sweep's runs.
    await app.close();
    await database.close();
    if (database.driver === 'pglite') clearServerRunning(config.dataDir);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.once('SIGTERM', (signal) => void shutDown(signal));
process.once('SIGINT', (signal) => void shutDown(signal));
