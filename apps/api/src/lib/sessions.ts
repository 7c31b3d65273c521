import { companies, type Database, type Executor, sessions, users } from '@travesia/db';
import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { preparedPerDatabase } from './prepared-statement';
import type { SignedInUser } from './signed-in-user';
import { generateToken, hashToken } from './tokens';

/**
 * Sessions stand below every module (decision 048): the auth guard reads them on every request, sign-in opens them,
 * and whatever ends a user's access (a deactivation, a new password) revokes them. Nothing else writes `sessions`.
 */

/** Where a request comes from; stored on sessions and audit entries. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

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

/** Stores a new session of the account and answers its bearer token (only its hash is kept). */
export async function openSession(
  db: Executor,
  account: { id: number; companyId: number },
  client: ClientInfo,
  ttlHours: number,
): Promise<string> {
  const token = generateToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: account.id,
    companyId: account.companyId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  return token;
}

const sessionUserStatement = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, companyId: users.companyId, role: users.role, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(liveSessionConditions(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .limit(1)
    .prepare('session_user'),
);

/**
 * The signed-in user behind a bearer token, or undefined when it is unknown, expired or revoked: the one query
 * behind every authenticated request.
 */
export async function authenticateToken(db: Database, token: string): Promise<SignedInUser | undefined> {
  const tokenHash = hashToken(token);
  const [user] = await sessionUserStatement(db).execute({ tokenHash, now: new Date().toISOString() });
  return user ? { ...user, tokenHash } : undefined;
}

export async function revokeSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere. */
export async function revokeSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
