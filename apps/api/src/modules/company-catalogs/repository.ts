import type { Executor } from '@travesia/db';
import { companies, expenseTypes, projectClients } from '@travesia/db';
import type { CatalogKind, CatalogRequirements } from '@travesia/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

/** project_clients and expense_types have the same columns; one set of queries serves both. */
type CatalogTable = typeof projectClients;
export type CatalogEntryRow = CatalogTable['$inferSelect'];
export type CatalogEntryChanges = Partial<Pick<CatalogEntryRow, 'code' | 'name' | 'isActive'>>;

const TABLES: Record<CatalogKind, CatalogTable> = {
  'project-clients': projectClients,
  // Same columns and constraints under another name; only the table name differs in the types.
  'expense-types': expenseTypes as unknown as CatalogTable,
};

export const CODE_CONSTRAINTS: Record<CatalogKind, string> = {
  'project-clients': 'project_clients_company_code_key',
  'expense-types': 'expense_types_company_code_key',
};

export function listCatalogEntries(
  db: Executor,
  scope: TenantScope,
  kind: CatalogKind,
  filter: { companyId?: number; isActiveOnly: boolean },
): Promise<CatalogEntryRow[]> {
  const table = TABLES[kind];
  return db
    .select()
    .from(table)
    .where(
      and(
        filter.companyId === undefined ? undefined : eq(table.companyId, filter.companyId),
        filter.isActiveOnly ? eq(table.isActive, true) : undefined,
        inScope(scope, table.companyId),
      ),
    )
    .orderBy(asc(table.companyId), asc(table.code));
}

/** How many active entries a company has (0: it has nothing to choose from). */
export async function countActiveCatalogEntries(
  db: Executor,
  scope: TenantScope,
  kind: CatalogKind,
  companyId: number,
): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ entries: count() })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.isActive, true), inScope(scope, table.companyId)));
  return row?.entries ?? 0;
}

export async function findCatalogEntry(
  db: Executor,
  scope: TenantScope,
  kind: CatalogKind,
  id: number,
): Promise<CatalogEntryRow | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), inScope(scope, table.companyId)))
    .limit(1);
  return row;
}

export async function insertCatalogEntry(
  db: Executor,
  kind: CatalogKind,
  values: CatalogTable['$inferInsert'],
): Promise<CatalogEntryRow> {
  const [row] = await db.insert(TABLES[kind]).values(values).returning();
  if (!row) throw new Error(`The ${kind} entry was not stored`);
  return row;
}

export async function updateCatalogEntry(
  db: Executor,
  scope: TenantScope,
  kind: CatalogKind,
  id: number,
  changes: CatalogEntryChanges,
): Promise<CatalogEntryRow | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .update(table)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(table.id, id), inScope(scope, table.companyId)))
    .returning();
  return row;
}

/** The company columns that say whether checkout requires each catalog. */
const REQUIREMENT_COLUMNS = {
  'project-clients': companies.requireProjectClient,
  'expense-types': companies.requireExpenseType,
} as const;

export async function findCatalogRequirements(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<CatalogRequirements | undefined> {
  const [row] = await db
    .select(REQUIREMENT_COLUMNS)
    .from(companies)
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)))
    .limit(1);
  return row;
}

export async function updateCatalogRequirements(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  changes: Partial<CatalogRequirements>,
): Promise<CatalogRequirements | undefined> {
  const [row] = await db
    .update(companies)
    // Drizzle leaves out the undefined ones: only the flags given change.
    .set({
      requireProjectClient: changes['project-clients'],
      requireExpenseType: changes['expense-types'],
      updatedAt: new Date(),
    })
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)))
    .returning(REQUIREMENT_COLUMNS);
  return row;
}
