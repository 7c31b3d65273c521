import { outbox } from '@travesia/db';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../context';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(
  db: Executor,
  message: typeof outbox.$inferInsert,
): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(message).returning();
  if (!row) throw new Error('Outbox insert returned no row');
  return row;
}

export async function markOutboxMessageSent(db: Executor, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
}

export async function markOutboxMessageFailed(db: Executor, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}

export function listRecentOutboxMessages(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
