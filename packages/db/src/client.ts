import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the app never needs to know which one it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** PGlite only: a tarball of the data folder, for `loadDataDir` (tests copy one migrated, seeded database). */
  dumpDataDir?(): Promise<Blob>;
  /** PGlite only: a consistent gzipped copy of the data folder while the database is in use (backups). */
  snapshot?(): Promise<Blob>;
  /** How many of the repository's migrations the database has not applied. */
  pendingMigrations(): Promise<number>;
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… runs on PostgreSQL; absent runs the embedded PGlite. */
  url?: string;
  /** PGlite data folder; absent keeps the embedded database in memory (tests). */
  dataDir?: string;
  /** PGlite: start from this data-folder tarball (a `dumpDataDir()`) instead of an empty database. */
  loadDataDir?: Blob;
  /** Pool size on PostgreSQL. */
  maxConnections?: number;
  /** Told when an idle PostgreSQL connection dies (server restart, database dropped); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Told every statement the app runs (tests compare what two requests do). */
  onQuery?: (query: string) => void;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
/** Any constant works; it only has to be the same in every API process. */
const MIGRATION_LOCK_ID = 727_001;

export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  const logger = options.onQuery && { logQuery: options.onQuery };
  return options.url
    ? createPostgres(options.url, options.maxConnections ?? 10, options.onConnectionError, logger)
    : createPglite(options.dataDir, options.loadDataDir, logger);
}

type QueryLogger = { logQuery: (query: string) => void } | undefined;

function createPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  logger: QueryLogger,
): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir });
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Uncompressed: the copies are read back at once, and gunzipping each would cost more than it saves.
    dumpDataDir: () => client.dumpDataDir('none'),
    async snapshot() {
      await client.query('CHECKPOINT');
      // Taken inside a transaction of its own, so no other transaction is half-way while the files are read.
      return client.transaction(() => client.dumpDataDir('gzip'));
    },
    pendingMigrations: () => countPendingMigrations(db as unknown as Database),
    close: () => client.close(),
  };
}

function createPostgres(
  url: string,
  max: number,
  onConnectionError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL connection lost: ${error.message}`),
  logger: QueryLogger = undefined,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // Without a listener, an idle connection's error would be thrown and end the process.
  pool.on('error', onConnectionError);
  const db = drizzlePg(pool, { schema, logger });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    async migrate() {
      // Two API processes starting together must not both run the same migration.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    pendingMigrations: () => countPendingMigrations(db as unknown as Database),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** The repository's migrations do not change while a process runs: read (and hashed) once, not on every probe. */
let migrationFiles: ReturnType<typeof readMigrationFiles> | undefined;

/** Drizzle records each applied migration with its folder's timestamp; the newest tells how far a database is. */
async function countPendingMigrations(db: Database): Promise<number> {
  migrationFiles ??= readMigrationFiles({ migrationsFolder });
  const migrations = migrationFiles;
  // Both drivers answer raw statements with `rows`; before the first migration the table does not exist.
  const applied = (await db
    .execute(sql`SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations`)
    .catch(() => ({ rows: [] }))) as { rows: Array<{ created_at: string | null }> };
  const newest = Number(applied.rows[0]?.created_at ?? 0);
  return migrations.filter((migration) => migration.folderMillis > newest).length;
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept a transaction wherever they accept the database. */
export type Executor = Database | Transaction;

/**
 * Runs `work` in a transaction that holds a database-wide lock, so only one process seeds or repairs at a
 * time. `work` must use the transaction it is given: on PGlite it holds the only connection.
 */
export async function withDatabaseLock<T>(
  db: Database,
  lockId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await holdTransactionLock(tx, lockId);
    return work(tx);
  });
}

/**
 * Waits for, then holds until `tx` ends, the lock `lockId`, or with `subjectId` the lock of that one subject (a
 * company, say) under `lockId`: transactions holding the same lock run their critical part one after another.
 */
export async function holdTransactionLock(
  tx: Transaction,
  lockId: number,
  subjectId?: number,
): Promise<void> {
  await tx.execute(
    subjectId === undefined
      ? sql`SELECT pg_advisory_xact_lock(${lockId})`
      : sql`SELECT pg_advisory_xact_lock(${lockId}, ${subjectId})`,
  );
}
