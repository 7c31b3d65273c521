import { randomBytes } from 'node:crypto';
import { createDatabase } from '@travesia/db';
import { sql } from 'drizzle-orm';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty PostgreSQL database named `<prefix>_<random>` next to `adminUrl`'s; drop() removes it. */
export async function createScratchPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const admin = createDatabase({ url: adminUrl, maxConnections: 1 });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}
