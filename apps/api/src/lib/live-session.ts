import { companies, sessions, users } from '@travesia/db';
import { and, eq, gt, isNull, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * A session that is neither revoked nor expired at `now`, of an active user of an active company: the sign-in
 * check and GET /api/me's one query both join on it.
 */
export function liveSessionConditions(tokenHash: Placeholder, now: Placeholder): SQL | undefined {
  return and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    eq(users.isActive, true),
    eq(companies.isActive, true),
  );
}
