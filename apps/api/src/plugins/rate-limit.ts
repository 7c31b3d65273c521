import { rateLimits } from '@travesia/db';
import { eq, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import type { Executor } from '../context';
import { rateLimited } from '../lib/app-error';

/**
 * Counts one hit for `subject` under `rule` and throws 429 once the window's count exceeds the maximum.
 * The counter lives in the database (one atomic upsert), so every API process shares it.
 */
export async function consumeRateLimit(db: Executor, rule: RateLimitRule, subject: string): Promise<void> {
  const windowMs = rule.windowMinutes * 60_000;
  const now = Date.now();
  const windowStart = new Date(now - (now % windowMs));
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
  if (row && row.count > rule.max) {
    throw rateLimited((row.windowStart.getTime() + windowMs - now) / 1000);
  }
}

/** Forgets the hits of `subject`, e.g. failed sign-ins once the right password is given. */
export async function clearRateLimit(db: Executor, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule, subject)));
}

function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}
