import type { Executor } from '@travesia/db';
import { scimTokens } from '@travesia/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

export type ScimTokenRow = typeof scimTokens.$inferSelect;

export async function findScimToken(db: Executor, companyId: number): Promise<ScimTokenRow | undefined> {
  const [row] = await db.select().from(scimTokens).where(eq(scimTokens.companyId, companyId)).limit(1);
  return row;
}

/** Stores the company's new token hash in place of the one before, which stops working in the same write. */
export async function replaceScimToken(
  db: Executor,
  values: Pick<ScimTokenRow, 'companyId' | 'tokenHash' | 'createdBy'>,
): Promise<ScimTokenRow> {
  const now = new Date();
  const [row] = await db
    .insert(scimTokens)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: scimTokens.companyId,
      set: { tokenHash: values.tokenHash, createdBy: values.createdBy, createdAt: now, lastUsedAt: null },
    })
    .returning();
  if (!row) throw new Error('The SCIM token was not stored');
  return row;
}

/** The company a token hash belongs to. */
export async function findTokenByHash(
  db: Executor,
  tokenHash: string,
): Promise<Pick<ScimTokenRow, 'companyId' | 'lastUsedAt'> | undefined> {
  const [row] = await db
    .select({ companyId: scimTokens.companyId, lastUsedAt: scimTokens.lastUsedAt })
    .from(scimTokens)
    .where(eq(scimTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the token used now, unless it already was since `before`: one write a minute at most, however busy. */
export async function touchScimToken(
  db: Executor,
  tokenHash: string,
  now: Date,
  before: Date,
): Promise<void> {
  await db
    .update(scimTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(scimTokens.tokenHash, tokenHash),
        or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, before)),
      ),
    );
}
