import type { Executor } from '@travesia/db';
import { demoRequests, users } from '@travesia/db';
import { and, count, desc, eq } from 'drizzle-orm';

export type DemoRequestRow = typeof demoRequests.$inferSelect;

export async function insertDemoRequest(
  db: Executor,
  request: typeof demoRequests.$inferInsert,
): Promise<DemoRequestRow> {
  const [row] = await db.insert(demoRequests).values(request).returning();
  if (!row) throw new Error('Demo request insert returned no row');
  return row;
}

/** One page of requests, newest first, and how many there are in all. */
export async function listDemoRequestsPage(
  db: Executor,
  page: { offset: number; limit: number },
): Promise<{ rows: DemoRequestRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(demoRequests)
      .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(demoRequests),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * The agency's people (active operators), who are told about each new request. Operators work across
 * companies, so this platform-level lookup needs no tenant scope.
 */
export async function listActiveOperatorEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'operador'), eq(users.isActive, true)))
    .orderBy(users.id);
  return rows.map((row) => row.email);
}
