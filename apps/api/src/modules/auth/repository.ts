import { companies, passwordResetTokens, sessions, users } from '@travesia/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../context';
import type { SignedInUser } from '../../lib/signed-in-user';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export interface CredentialsRow {
  id: number;
  companyId: number;
  firstname: string;
  email: string;
  passwordHash: string;
  isActive: boolean;
  isCompanyActive: boolean;
}

const credentialsColumns = {
  id: users.id,
  companyId: users.companyId,
  firstname: users.firstname,
  email: users.email,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  isCompanyActive: companies.isActive,
};

export async function findCredentialsByEmail(
  db: Executor,
  scope: TenantScope,
  email: string,
): Promise<CredentialsRow | undefined> {
  const [row] = await db
    .select(credentialsColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, email), inScope(scope, users.companyId)))
    .limit(1);
  return row;
}

export async function findCredentialsById(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<CredentialsRow | undefined> {
  const [row] = await db
    .select(credentialsColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<{ id: number }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('User insert returned no row');
  return row;
}

export async function updateUserPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The one query behind every authenticated request: a live session of an active user of an active company. */
export async function findSessionUser(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<Omit<SignedInUser, 'tokenHash'> | undefined> {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, role: users.role, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
        eq(companies.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertPasswordResetToken(
  db: Executor,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findUsablePasswordResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
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
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
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
