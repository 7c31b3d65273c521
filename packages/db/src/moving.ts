import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';

/**
 * Lines of PGlite's pg_dump (PostgreSQL 18) that older servers refuse: `transaction_timeout` exists from
 * PostgreSQL 17, and psql before 17.6 does not know the `\restrict` guard. Nothing else in the dump needs 18.
 */
const NEWER_THAN_15 = [/^SET transaction_timeout = .*;$/, /^\\(un)?restrict \S+$/];

/**
 * The embedded database in `dataDir` as a plain SQL script that PostgreSQL 15 to 18 load into an empty database
 * (`psql --single-transaction -v ON_ERROR_STOP=1 -f dump.sql`, or `importSqlDump`): schema, rows as INSERTs (so a
 * driver without COPY loads it too), sequences and the migrations already applied. The server must be stopped:
 * PGlite's data folder has one owner.
 */
export async function exportEmbeddedAsSql(dataDir: string): Promise<string> {
  const client = await PGlite.create({ dataDir });
  try {
    const file = await pgDump({
      pg: client,
      args: ['--no-owner', '--no-privileges', '--rows-per-insert=500'],
    });
    return withoutNewerSettings(await file.text());
  } finally {
    await client.close();
  }
}

function withoutNewerSettings(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !NEWER_THAN_15.some((pattern) => pattern.test(line)))
    .join('\n');
}

/**
 * Loads a dump from `exportEmbeddedAsSql` into the PostgreSQL database at `url`, in one transaction: all of it or
 * nothing. Refuses a database that already has Travesía's tables, so a second import cannot mix two copies.
 */
export async function importSqlDump(url: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query<{ found: boolean }>(
      "SELECT to_regclass('public.companies') IS NOT NULL AS found",
    );
    if (existing.rows[0]?.found) {
      throw new Error('The target database already has Travesía tables; import into an empty database.');
    }
    // One simple-protocol query runs every statement of the script, inside the transaction around it.
    await client.query(`BEGIN;\n${dump}\nCOMMIT;`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
