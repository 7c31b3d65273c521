import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@travesia/db';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../../src/seed/demo-data';
import { runAdminStatement, withDatabaseName } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite data folder; each test app starts its own PGlite from it. */
    pgliteTemplatePath: string;
    /** A migrated, seeded PostgreSQL database (TEST_DATABASE_URL's server) that test databases are copied from. */
    postgresTemplateName: string;
  }
}

/**
 * Migrates and seeds one database per driver once per run, instead of once per test app: each test app then
 * starts from a copy (PGlite: `loadDataDir`; PostgreSQL: `CREATE DATABASE … TEMPLATE`), so every test file
 * still has a database of its own. Tests of the migrations and the seed themselves build theirs from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'travesia-test-template-'));
  const pgliteTemplatePath = join(folder, 'pglite-data.tar');
  const pglite = createDatabase();
  try {
    await pglite.migrate();
    await seedDemoData(pglite);
    const tarball = await pglite.dumpDataDir?.();
    if (!tarball) throw new Error('PGlite gave no data folder tarball');
    writeFileSync(pgliteTemplatePath, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplatePath', pgliteTemplatePath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplateName = `travesia_template_${randomBytes(6).toString('hex')}`;
  if (adminUrl) {
    try {
      await runAdminStatement(adminUrl, `CREATE DATABASE "${postgresTemplateName}"`);
      const postgres = createDatabase({
        url: withDatabaseName(adminUrl, postgresTemplateName),
        maxConnections: 1,
      });
      try {
        await postgres.migrate();
        await seedDemoData(postgres);
      } finally {
        await postgres.close();
      }
      // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: nobody may connect to it.
      await runAdminStatement(adminUrl, `ALTER DATABASE "${postgresTemplateName}" ALLOW_CONNECTIONS false`);
    } catch (error) {
      await teardown();
      throw error;
    }
    project.provide('postgresTemplateName', postgresTemplateName);
  }
  return teardown;

  async function teardown(): Promise<void> {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) {
      await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS "${postgresTemplateName}" WITH (FORCE)`);
    }
  }
}
