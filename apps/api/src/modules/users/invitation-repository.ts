import type { Executor } from '@travesia/db';
import { companies, userInvitations } from '@travesia/db';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type InvitationRow = typeof userInvitations.$inferSelect;
export interface UsableInvitationRow {
  invitation: InvitationRow;
  companyName: string;
}

const isPending = (now: Date) => and(isNull(userInvitations.acceptedAt), gt(userInvitations.expiresAt, now));

export async function insertInvitations(
  db: Executor,
  values: (typeof userInvitations.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(userInvitations).values(values);
}

/** A new invitation replaces the pending ones to the same e-mail: only the newest link works. */
export async function expirePendingInvitations(
  db: Executor,
  companyId: number,
  emails: string[],
  now: Date,
): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(userInvitations)
    .set({ expiresAt: now })
    .where(
      and(eq(userInvitations.companyId, companyId), inArray(userInvitations.email, emails), isPending(now)),
    );
}

export function listPendingInvitations(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  now: Date,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(userInvitations)
    .where(
      and(
        eq(userInvitations.companyId, companyId),
        isPending(now),
        inScope(scope, userInvitations.companyId),
      ),
    )
    .orderBy(asc(userInvitations.email));
}

/** A pending invitation of an active company, by the hash of its token. */
export async function findUsableInvitation(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<UsableInvitationRow | undefined> {
  const [row] = await db
    .select({ invitation: userInvitations, companyName: companies.name })
    .from(userInvitations)
    .innerJoin(companies, eq(companies.id, userInvitations.companyId))
    .where(and(eq(userInvitations.tokenHash, tokenHash), isPending(now), eq(companies.isActive, true)))
    .limit(1);
  return row;
}

/** Marks the invitation used only if it still was pending: the conditional update makes it single-use under races. */
export async function consumeInvitation(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(userInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(userInvitations.tokenHash, tokenHash), isPending(now)))
    .returning();
  return row;
}

/** The pending invitation of the company to `email` (at most one: a new one replaces the older). */
export async function findPendingInvitation(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  email: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(userInvitations)
    .where(
      and(
        eq(userInvitations.companyId, companyId),
        eq(userInvitations.email, email),
        isPending(now),
        inScope(scope, userInvitations.companyId),
      ),
    )
    .limit(1);
  return row;
}

/** The pending invitations `inviterId` sent with one of `roles` stop working (a deactivation, a lower role). */
export async function expireInvitationsSentBy(
  db: Executor,
  inviterId: number,
  roles: readonly InvitationRow['role'][],
  now: Date,
): Promise<number> {
  if (roles.length === 0) return 0;
  const expired = await db
    .update(userInvitations)
    .set({ expiresAt: now })
    .where(
      and(
        eq(userInvitations.invitedBy, inviterId),
        inArray(userInvitations.role, [...roles]),
        isPending(now),
      ),
    )
    .returning({ email: userInvitations.email });
  return expired.length;
}
