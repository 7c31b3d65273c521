import { randomBytes } from 'node:crypto';
import { createDatabase } from '@travesia/db';
import { sql } from 'drizzle-orm';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a PostgreSQL database named `<prefix>_<random>` next to `adminUrl`'s, empty or as a copy of
 * `template` (which nobody may be connected to); drop() removes it.
 */
export async function createScratchPostgresDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** `url` with its database replaced by `name`. */
export function withDatabaseName(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

export async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const admin = createDatabase({ url: adminUrl, maxConnections: 1 });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}
