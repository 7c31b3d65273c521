import type { Executor } from '@travesia/db';
import { companies, passwordResetTokens, pendingSignUps, users } from '@travesia/db';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';

/**
 * Stores a mailed reset token in one statement that runs the same for every address: for the active account of
 * `email` of an active company, or for nobody (a null user, never usable) when no active account has it.
 */
export async function insertPasswordResetTokenForEmail(
  db: Executor,
  values: { tokenHash: string; email: string; expiresAt: Date; isMailed: boolean },
): Promise<void> {
  const activeAccount = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, values.email), eq(users.isActive, true), eq(companies.isActive, true)));
  await db.execute(sql`
    INSERT INTO ${passwordResetTokens} (token_hash, user_id, expires_at)
    SELECT ${values.tokenHash}, (${activeAccount}), ${values.expiresAt.toISOString()}::timestamptz
    WHERE ${values.isMailed}
  `);
}

/** Unused, unexpired, and a user's: a token stored for an address without an account is never usable. */
function usableResetToken(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNotNull(passwordResetTokens.userId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

export async function findUsablePasswordResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableResetToken(tokenHash, now))
    .limit(1);
  return row?.userId ? { userId: row.userId } : undefined;
}

/** Marks the token used only if it still was usable; the conditional update makes a token single-use under races. */
export async function consumePasswordResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usableResetToken(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ? { userId: row.userId } : undefined;
}

export async function expirePasswordResetTokensOfUser(
  db: Executor,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export type PendingSignUpRow = typeof pendingSignUps.$inferSelect;

export async function insertPendingSignUp(
  db: Executor,
  values: typeof pendingSignUps.$inferInsert,
): Promise<void> {
  await db.insert(pendingSignUps).values(values);
}

/** A new sign-up replaces the pending ones of the same e-mail: only the newest link works. */
export async function expirePendingSignUpsOfEmail(db: Executor, email: string, now: Date): Promise<void> {
  await db
    .update(pendingSignUps)
    .set({ expiresAt: now })
    .where(
      and(eq(pendingSignUps.email, email), isNull(pendingSignUps.usedAt), gt(pendingSignUps.expiresAt, now)),
    );
}

const isUsablePendingSignUp = (tokenHash: string, now: Date) =>
  and(
    eq(pendingSignUps.tokenHash, tokenHash),
    isNull(pendingSignUps.usedAt),
    gt(pendingSignUps.expiresAt, now),
  );

/** Whether a sign-up link can still be used, without spending it (checked before the password is hashed). */
export async function hasUsablePendingSignUp(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: pendingSignUps.tokenHash })
    .from(pendingSignUps)
    .where(isUsablePendingSignUp(tokenHash, now))
    .limit(1);
  return row !== undefined;
}

/** Spends a usable sign-up link; the conditional update makes it single-use under races. */
export async function consumePendingSignUp(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PendingSignUpRow | undefined> {
  const [row] = await db
    .update(pendingSignUps)
    .set({ usedAt: now })
    .where(isUsablePendingSignUp(tokenHash, now))
    .returning();
  return row;
}
