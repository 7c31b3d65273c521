import { auditLog } from '@travesia/db';
import type { Executor } from '../../context';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
