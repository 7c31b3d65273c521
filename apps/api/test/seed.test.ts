import {
  companies,
  corporateCards,
  costCenters,
  createDatabase,
  type DatabaseHandle,
  hotels,
  policies,
  userApprovers,
  users,
} from '@travesia/db';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo-data';
import { createScratchPostgresDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { createTestApp, databases, requirePostgresAdminUrl } from './helpers/test-app';

async function countRows(database: DatabaseHandle) {
  const { db } = database;
  return {
    companies: (await db.select().from(companies)).length,
    users: (await db.select().from(users)).length,
    approvers: (await db.select().from(userApprovers)).length,
  };
}

type Rows = { rows: Record<string, unknown>[] };

/** Every table's columns and row count, and the migrations applied: what a database was built into. */
async function describeDatabase(database: DatabaseHandle) {
  const { db } = database;
  const columns = (await db.execute(sql`
    SELECT table_schema, table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns
    WHERE table_schema IN ('public', 'drizzle')
    ORDER BY table_schema, table_name, column_name`)) as unknown as Rows;
  const tables = [...new Set(columns.rows.map((row) => `"${row.table_schema}"."${row.table_name}"`))];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as Rows;
    counts[table] = Number(result.rows[0]?.n);
  }
  const migrations = (await db.execute(
    sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`,
  )) as unknown as Rows;
  return { columns: columns.rows, counts, migrations: migrations.rows };
}

describe.each(databases)('demo data (%s)', (kind) => {
  const scratches: ScratchDatabase[] = [];
  const opened: DatabaseHandle[] = [];
  /** A migrated database nobody has seeded yet, through one handle per API process. */
  async function migratedDatabase(): Promise<[DatabaseHandle, ...DatabaseHandle[]]> {
    const scratch =
      kind === 'postgres'
        ? await createScratchPostgresDatabase(requirePostgresAdminUrl(), 'travesia_test')
        : undefined;
    if (scratch) scratches.push(scratch);
    // Two handles stand for two API processes on PostgreSQL; PGlite lives in one process.
    const handles: [DatabaseHandle, ...DatabaseHandle[]] = scratch
      ? [createDatabase({ url: scratch.url }), createDatabase({ url: scratch.url })]
      : [createDatabase()];
    opened.push(...handles);
    await Promise.all(handles.map((handle) => handle.migrate()));
    return handles;
  }

  /** The seeded database the other cases read: seeded here, so that none depends on another case seeding it. */
  let seeded: DatabaseHandle;
  beforeAll(async () => {
    [seeded] = await migratedDatabase();
    await seedDemoData(seeded);
  });
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    await Promise.all(scratches.map((scratch) => scratch.drop()));
  });

  it('seeds once, even when every process starts at the same time', async () => {
    // A database of its own, as the shared one is seeded before any case runs.
    const handles = await migratedDatabase();
    const results = await Promise.all(handles.map((handle) => seedDemoData(handle)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const [first] = handles;
    expect(await countRows(first)).toEqual({ companies: 3, users: 6, approvers: 3 });
    expect(await seedDemoData(first)).toBe(false);
    expect(await countRows(first)).toEqual({ companies: 3, users: 6, approvers: 3 });
  });

  it('stores argon2id hashes, computed once for all demo users', async () => {
    const hashes = new Set((await seeded.db.select().from(users)).map((user) => user.passwordHash));
    expect(hashes.size).toBe(1);
    expect([...hashes][0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('adds the demo policies, cost centers, corporate hotels and cards once', async () => {
    await seedDemoData(seeded);
    const cards = await seeded.db
      .select({ companyId: corporateCards.companyId, last4: corporateCards.last4 })
      .from(corporateCards);
    // Each demo company with travellers can pay: Café del Sur deducts nothing by payroll (issue 36).
    const withCard = new Set(cards.map((card) => card.companyId));
    const travelling = await seeded.db
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.taxId, ['900123456-8', '900765432-6']));
    expect(travelling.every((company) => withCard.has(company.id))).toBe(true);
    expect(cards.map((card) => card.last4).sort()).toEqual(['4242', '4444']);
    expect((await seeded.db.select().from(policies)).length).toBe(6);
    expect((await seeded.db.select().from(costCenters)).length).toBe(5);
    expect((await seeded.db.select().from(hotels)).map((hotel) => hotel.code).sort()).toEqual([
      'CORP-ANDES-BOG',
      'CORP-ANDES-MDE',
    ]);
  });

  it("gives test apps the same database as migrating and seeding here (the run's template, copied)", async () => {
    const t = await createTestApp({ database: kind });
    try {
      const copy = await describeDatabase(t.database);
      expect(copy.counts['"public"."users"']).toBe(6);
      expect(copy).toEqual(await describeDatabase(seeded));
    } finally {
      await t.close();
    }
  });
});
