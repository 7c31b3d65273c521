import type { Executor } from '@travesia/db';
import { rateLimits } from '@travesia/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import { rateLimited } from './app-error';

/**
 * Counts one hit for `subject` under `rule` and throws 429 once the window's count exceeds the maximum.
 * The counter lives in the database (one atomic upsert), so every API process shares it.
 */
export async function consumeRateLimit(db: Executor, rule: RateLimitRule, subject: string): Promise<void> {
  const { count, retryAfterSeconds } = await countRateLimitHit(db, rule, subject);
  if (count > rule.max) throw rateLimited(retryAfterSeconds);
}

/**
 * Counts the different `item`s a `subject` asks for in the window and throws 429 past the rule's maximum; asking
 * again for an item already counted costs nothing. For public look-ups by a guessable key, which a person repeats
 * (an office opening its own company's sign-in page all day) and a scraper walks through (every company id).
 * An item is marked counted only after its count was accepted, so requests sent together can over-count but
 * never slip past the limit.
 */
export async function consumeDistinctRateLimit(
  db: Executor,
  rule: RateLimitRule,
  subject: string,
  item: string,
): Promise<void> {
  const counted: RateLimitRule = { ...rule, name: `${rule.name}-counted` };
  const countedSubject = `${subject}|${item}`;
  if (await hasRateLimitHit(db, counted, countedSubject)) return;
  await consumeRateLimit(db, rule, subject);
  await countRateLimitHit(db, counted, countedSubject);
}

/** Whether `subject` has a hit under `rule` in the current window. */
async function hasRateLimitHit(db: Executor, rule: RateLimitRule, subject: string): Promise<boolean> {
  const { windowStart } = currentWindow(rule);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, rateLimitKey(rule, subject)),
        eq(rateLimits.windowStart, windowStart),
        gt(rateLimits.count, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Counts one hit without refusing anything, and answers the window's count so far (this hit included). */
export async function countRateLimitHit(
  db: Executor,
  rule: RateLimitRule,
  subject: string,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const { windowStart, windowMs, now } = currentWindow(rule);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rateLimitKey(rule, subject), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // A row from an earlier window starts counting again from one.
        count: sql`CASE WHEN rate_limits.window_start >= excluded.window_start THEN rate_limits.count + 1 ELSE 1 END`,
        windowStart: sql`GREATEST(rate_limits.window_start, excluded.window_start)`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: (row.windowStart.getTime() + windowMs - now) / 1000 };
}

/**
 * Counts an attempt whose outcome is not known yet, in each rule in turn, and throws 429 at the first rule past its
 * maximum, giving back what it counted. Where only failures should stay counted (the current password), the
 * caller gives a successful attempt back (`refundRateLimitHit`): attempts sent at the same moment are then counted
 * as they start, so a burst cannot pass a check made before any of its guesses had failed.
 */
export async function reserveRateLimitHits(
  db: Executor,
  limits: ReadonlyArray<readonly [RateLimitRule, string]>,
): Promise<void> {
  for (const [index, [rule, subject]] of limits.entries()) {
    const { count, retryAfterSeconds } = await countRateLimitHit(db, rule, subject);
    if (count > rule.max) {
      for (const [counted, countedSubject] of limits.slice(0, index + 1)) {
        await refundRateLimitHit(db, counted, countedSubject);
      }
      throw rateLimited(retryAfterSeconds);
    }
  }
}

/** Gives back one hit counted for `subject` in the current window (an attempt that turned out to succeed). */
export async function refundRateLimitHit(db: Executor, rule: RateLimitRule, subject: string): Promise<void> {
  const { windowStart } = currentWindow(rule);
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, rateLimitKey(rule, subject)),
        eq(rateLimits.windowStart, windowStart),
        gt(rateLimits.count, 0),
      ),
    );
}

/** Forgets the hits of `subject`, e.g. failed sign-ins once the right password is given. */
export async function clearRateLimit(db: Executor, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule, subject)));
}

function currentWindow(rule: RateLimitRule): { windowStart: Date; windowMs: number; now: number } {
  const windowMs = rule.windowMinutes * 60_000;
  const now = Date.now();
  return { windowStart: new Date(now - (now % windowMs)), windowMs, now };
}

function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}
