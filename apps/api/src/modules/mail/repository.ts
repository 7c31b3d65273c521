import type { Executor } from '@travesia/db';
import { outbox } from '@travesia/db';
import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(
  db: Executor,
  message: typeof outbox.$inferInsert,
): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(message).returning();
  if (!row) throw new Error('Outbox insert returned no row');
  return row;
}

/**
 * Inserts the message only when `isSent`, by one `INSERT … SELECT … WHERE` that runs either way, so a caller whose
 * time must not tell whether it wrote anything runs the same statement on both paths.
 */
export async function insertOutboxMessageIf(
  db: Executor,
  message: { toAddress: string; subject: string; textBody: string; htmlBody: string },
  isSent: boolean,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${outbox} (to_address, subject, text_body, html_body)
    SELECT ${message.toAddress}, ${message.subject}, ${message.textBody}, ${message.htmlBody}
    WHERE ${isSent}
  `);
}

/**
 * Takes up to `limit` pending messages that are due, and holds each until `leaseUntil`: another relay skips the
 * rows locked here and then finds them not due, and a relay that dies mid-send lets them come due again.
 */
export function claimDueOutboxMessages(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markOutboxMessageSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, error: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** Records a failed attempt, unless another relay claimed the message again since (its lease has priority). */
export async function markOutboxAttemptFailed(
  db: Executor,
  claimed: Pick<OutboxRow, 'id' | 'attempts'>,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(outbox)
    .set(
      failure.retryAt
        ? { error: failure.error, nextAttemptAt: failure.retryAt }
        : { error: failure.error, status: 'dead' },
    )
    .where(
      and(eq(outbox.id, claimed.id), eq(outbox.status, 'pending'), eq(outbox.attempts, claimed.attempts)),
    );
}

/** Without a mail server the development mailbox is the destination: due messages count as delivered there. */
export async function markDueOutboxMessagesDelivered(db: Executor, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)));
}

export function listRecentOutboxMessages(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}

/** Dead messages and those whose last attempt failed, newest first. */
export function listUndeliveredOutboxMessages(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(or(eq(outbox.status, 'dead'), and(eq(outbox.status, 'pending'), isNotNull(outbox.error))))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

export async function findOutboxMessage(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/**
 * Makes a dead message due now with a fresh set of attempts; answers nothing when it is not dead. Pending ones are
 * left alone: one may be in the middle of an attempt, and making it due again would send it twice.
 */
export async function requeueDeadOutboxMessage(
  db: Executor,
  id: number,
  now: Date,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'dead')))
    .returning();
  return row;
}

export interface OutboxCounts {
  pending: number;
  dead: number;
}

/** What waits to be sent or retried, and what was given up on (the metrics read it each scrape). */
export async function countOutboxByStatus(db: Executor): Promise<OutboxCounts> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${outbox.status} = 'dead')`.mapWith(Number),
    })
    .from(outbox);
  return { pending: row?.pending ?? 0, dead: row?.dead ?? 0 };
}

/**
 * When the longest-waiting due message was due (null: none is). One look into the partial index of due messages
 * (`outbox_due_idx`), cheap enough for every readiness probe.
 */
export async function findOldestDueMessage(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1);
  return row?.nextAttemptAt ?? null;
}
