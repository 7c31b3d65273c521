import type { Executor } from '@travesia/db';
import { bookingDelegations, users } from '@travesia/db';
import type { DelegationFacts, DelegationRight } from '@travesia/domain';
import { aliasedTable, and, asc, eq, isNull, or } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type DelegationRow = typeof bookingDelegations.$inferSelect;

const traveller = aliasedTable(users, 'traveller');
const delegate = aliasedTable(users, 'delegate');

/** A delegation that is not revoked, with both people's names, as the lists show it. */
export interface DelegationWithPeople {
  delegation: DelegationRow;
  traveller: { id: number; firstName: string; lastName: string; email: string; isActive: boolean };
  delegate: { id: number; firstName: string; lastName: string; email: string; isActive: boolean };
}

const person = (table: typeof traveller) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  isActive: table.isActive,
});

/** The unrevoked delegations of the company that name `userId` on either side. */
export function listUnrevokedDelegations(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  userId: number,
): Promise<DelegationWithPeople[]> {
  return db
    .select({ delegation: bookingDelegations, traveller: person(traveller), delegate: person(delegate) })
    .from(bookingDelegations)
    .innerJoin(traveller, eq(traveller.id, bookingDelegations.travellerId))
    .innerJoin(delegate, eq(delegate.id, bookingDelegations.delegateId))
    .where(
      and(
        inScope(scope, bookingDelegations.companyId),
        eq(bookingDelegations.companyId, companyId),
        isNull(bookingDelegations.revokedAt),
        or(eq(bookingDelegations.travellerId, userId), eq(bookingDelegations.delegateId, userId)),
      ),
    )
    .orderBy(asc(bookingDelegations.id));
}

export async function findDelegation(
  db: Executor,
  scope: TenantScope,
  id: number,
): Promise<DelegationRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingDelegations)
    .where(and(eq(bookingDelegations.id, id), inScope(scope, bookingDelegations.companyId)))
    .limit(1);
  return row;
}

export async function insertDelegation(
  db: Executor,
  values: {
    companyId: number;
    travellerId: number;
    delegateId: number;
    right: DelegationRight;
    endsOn: string | null;
    grantedBy: number;
  },
): Promise<DelegationRow> {
  const [row] = await db.insert(bookingDelegations).values(values).returning();
  if (!row) throw new Error('booking_delegations insert returned no row');
  return row;
}

/** Revokes the delegation once: a second revocation finds nothing to change and returns undefined. */
export async function revokeDelegation(
  db: Executor,
  scope: TenantScope,
  id: number,
  at: Date,
): Promise<DelegationRow | undefined> {
  const [row] = await db
    .update(bookingDelegations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(bookingDelegations.id, id),
        isNull(bookingDelegations.revokedAt),
        inScope(scope, bookingDelegations.companyId),
      ),
    )
    .returning();
  return row;
}

const FACTS = {
  companyId: bookingDelegations.companyId,
  travellerId: bookingDelegations.travellerId,
  delegateId: bookingDelegations.delegateId,
  right: bookingDelegations.right,
  endsOn: bookingDelegations.endsOn,
  revokedAt: bookingDelegations.revokedAt,
};

/**
 * The unrevoked delegations `delegateId` received, to tell whose trips they may see. Named `travellerId`, only that
 * traveller's, locked FOR SHARE: read inside a booking's transaction, a revocation sent at the same moment waits for
 * the booking to commit, so no booking is stored under a delegation already revoked.
 */
export function listDelegationsReceived(
  db: Executor,
  companyId: number,
  delegateId: number,
  travellerId?: number,
): Promise<DelegationFacts[]> {
  const query = db
    .select(FACTS)
    .from(bookingDelegations)
    .where(
      and(
        eq(bookingDelegations.companyId, companyId),
        eq(bookingDelegations.delegateId, delegateId),
        travellerId === undefined ? undefined : eq(bookingDelegations.travellerId, travellerId),
        isNull(bookingDelegations.revokedAt),
      ),
    );
  return travellerId === undefined ? query : query.for('share');
}
