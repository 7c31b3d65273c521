/**
 * The yardstick every scenario is divided by: a bare Fastify 5 server answering one primary-key read, written the
 * plain way (a parameterised query through `pg`'s pool of the app's size, or PGlite in a folder like the app's),
 * on the same database server the app runs on. Nothing of the app is loaded: no auth, no schemas, no Drizzle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

export interface BaselineServer {
  /** GET this URL: one row by primary key, as JSON. */
  url: string;
  close(): Promise<void>;
}

const TABLE = 'CREATE TABLE IF NOT EXISTS bench_baseline (id integer PRIMARY KEY, name text NOT NULL)';
const ROWS =
  "INSERT INTO bench_baseline SELECT n, 'fila ' || n FROM generate_series(1, 1000) AS n ON CONFLICT DO NOTHING";
const READ = 'SELECT id, name FROM bench_baseline WHERE id = $1';
/** The row the load reads, so every request does the same work. */
const ROW_ID = 500;

async function listen(
  read: (id: number) => Promise<unknown>,
  close: () => Promise<void>,
): Promise<BaselineServer> {
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/rows/:id', (request) => read(Number(request.params.id)));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/rows/${ROW_ID}`,
    async close() {
      await app.close();
      await close();
    },
  };
}

export async function startPostgresBaseline(url: string, maxConnections: number): Promise<BaselineServer> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  await pool.query(TABLE);
  await pool.query(ROWS);
  return listen(
    async (id) => (await pool.query(READ, [id])).rows[0],
    () => pool.end(),
  );
}

export async function startPgliteBaseline(): Promise<BaselineServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'travesia-bench-baseline-'));
  const client = new PGlite(dataDir);
  await client.exec(`${TABLE}; ${ROWS}`);
  return listen(
    async (id) => (await client.query(READ, [id])).rows[0],
    async () => {
      await client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  );
}
