import type { Executor } from '@travesia/db';
import { auditLog } from '@travesia/db';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
