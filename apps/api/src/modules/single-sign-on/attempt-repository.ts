import type { Executor } from '@travesia/db';
import { singleSignOnAttempts } from '@travesia/db';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';

export type AttemptRow = typeof singleSignOnAttempts.$inferSelect;

export async function insertAttempt(
  db: Executor,
  values: typeof singleSignOnAttempts.$inferInsert,
): Promise<void> {
  await db.insert(singleSignOnAttempts).values(values);
}

/** Attempts a day past their expiry tell nobody anything any more (refusals are in the audit log). */
export async function deleteStaleAttempts(db: Executor, now: Date): Promise<void> {
  await db
    .delete(singleSignOnAttempts)
    .where(lt(singleSignOnAttempts.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
}

/**
 * Spends the state with the provider's answer: only an unexpired attempt nobody answered yet, so a replayed answer
 * (the same callback address, the same assertion) finds it spent.
 */
export async function spendAttemptState(
  db: Executor,
  stateHash: string,
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(singleSignOnAttempts)
    .set({ answeredAt: now })
    .where(
      and(
        eq(singleSignOnAttempts.stateHash, stateHash),
        isNull(singleSignOnAttempts.answeredAt),
        gt(singleSignOnAttempts.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Whether the state ever existed: a spent or expired one is a replay or a late answer, not a forged one. */
export async function findAttempt(db: Executor, stateHash: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(singleSignOnAttempts)
    .where(eq(singleSignOnAttempts.stateHash, stateHash))
    .limit(1);
  return row;
}

/** Who the provider vouched for, behind a handoff code the return page exchanges. */
export async function recordAttemptOutcome(
  db: Executor,
  stateHash: string,
  outcome: Pick<
    AttemptRow,
    'handoffHash' | 'handoffExpiresAt' | 'userId' | 'email' | 'firstname' | 'lastName'
  >,
): Promise<void> {
  await db.update(singleSignOnAttempts).set(outcome).where(eq(singleSignOnAttempts.stateHash, stateHash));
}

export async function findAttemptByHandoff(
  db: Executor,
  handoffHash: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(singleSignOnAttempts)
    .where(eq(singleSignOnAttempts.handoffHash, handoffHash))
    .limit(1);
  return row;
}

/** Spends the handoff code for the browser that started the attempt; once, even with two requests at once. */
export async function finishAttempt(
  db: Executor,
  handoff: { handoffHash: string; browserHash: string },
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(singleSignOnAttempts)
    .set({ finishedAt: now })
    .where(
      and(
        eq(singleSignOnAttempts.handoffHash, handoff.handoffHash),
        eq(singleSignOnAttempts.browserHash, handoff.browserHash),
        isNull(singleSignOnAttempts.finishedAt),
        isNotNull(singleSignOnAttempts.handoffExpiresAt),
        gt(singleSignOnAttempts.handoffExpiresAt, now),
      ),
    )
    .returning();
  return row;
}
