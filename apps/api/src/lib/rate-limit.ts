import type { Executor } from '@travesia/db';
import { rateLimits } from '@travesia/db';
import { eq, sql } from 'drizzle-orm';
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
 * Counts one hit (e.g. a failed sign-in) without refusing anything, and answers the window's count so far.
 * Paired with `assertUnderRateLimit`, only the hits that are counted (failures) can lead to a 429.
 */
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

/** The hits counted for `subject` in the current window (0 when its row belongs to an earlier one). */
export async function recentRateLimitHits(
  db: Executor,
  rule: RateLimitRule,
  subject: string,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const { windowStart, windowMs, now } = currentWindow(rule);
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, rateLimitKey(rule, subject)))
    .limit(1);
  if (!row || row.windowStart < windowStart) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: (row.windowStart.getTime() + windowMs - now) / 1000 };
}

/**
 * Throws 429 when `subject` already reached the maximum in this window, without counting this request:
 * the caller counts it with `countRateLimitHit` only if it fails. Requests running at the same moment may
 * pass the check together, so the limit can be overshot by the requests in flight.
 */
export async function assertUnderRateLimit(
  db: Executor,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const { count, retryAfterSeconds } = await recentRateLimitHits(db, rule, subject);
  if (count >= rule.max) throw rateLimited(retryAfterSeconds);
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
