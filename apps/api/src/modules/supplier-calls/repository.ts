import { type Database, supplierCalls } from '@travesia/db';
import { desc, gte, lt, sql } from 'drizzle-orm';
import type { SupplierCall } from '../../suppliers/supplier-calls';

const KEEP_DAYS = 14;

export async function insertSupplierCall(db: Database, supplier: string, call: SupplierCall): Promise<void> {
  await db.insert(supplierCalls).values({ supplier, ...call });
}

/** Calls older than two weeks say nothing the page shows; any process may prune them. */
export async function pruneSupplierCalls(db: Database): Promise<void> {
  await db
    .delete(supplierCalls)
    .where(lt(supplierCalls.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
}

export function listRecentSupplierCalls(db: Database, limit: number) {
  return db
    .select({
      supplier: supplierCalls.supplier,
      operation: supplierCalls.operation,
      outcome: supplierCalls.outcome,
      httpStatus: supplierCalls.httpStatus,
      durationMs: supplierCalls.durationMs,
      at: supplierCalls.createdAt,
    })
    .from(supplierCalls)
    .orderBy(desc(supplierCalls.createdAt), desc(supplierCalls.id))
    .limit(limit);
}

/** Per supplier since `since`: calls, failures and latency percentiles, computed in SQL. */
export function summarizeSupplierCalls(db: Database, since: Date) {
  return db
    .select({
      supplier: supplierCalls.supplier,
      calls: sql<number>`count(*)`.mapWith(Number),
      errors: sql<number>`count(*) filter (where ${supplierCalls.outcome} = 'error')`.mapWith(Number),
      timeouts: sql<number>`count(*) filter (where ${supplierCalls.outcome} = 'timeout')`.mapWith(Number),
      p50Ms: sql<number>`percentile_disc(0.5) within group (order by ${supplierCalls.durationMs})`.mapWith(
        Number,
      ),
      p95Ms: sql<number>`percentile_disc(0.95) within group (order by ${supplierCalls.durationMs})`.mapWith(
        Number,
      ),
    })
    .from(supplierCalls)
    .where(gte(supplierCalls.createdAt, since))
    .groupBy(supplierCalls.supplier)
    .orderBy(supplierCalls.supplier);
}
