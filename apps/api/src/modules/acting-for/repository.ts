import type { Executor } from '@travesia/db';
import { bookingDelegations } from '@travesia/db';
import type { DelegationFacts } from '@travesia/domain';
import { and, eq, isNull } from 'drizzle-orm';

const FACTS = {
  companyId: bookingDelegations.companyId,
  travellerId: bookingDelegations.travellerId,
  delegateId: bookingDelegations.delegateId,
  right: bookingDelegations.right,
  endsOn: bookingDelegations.endsOn,
  revokedAt: bookingDelegations.revokedAt,
};

/**
 * The unrevoked delegations from `travellerId` to `delegateId`, locked FOR SHARE: read inside a booking's
 * transaction, a revocation sent at the same moment waits for the booking to commit, so no booking is stored under a
 * delegation already revoked.
 */
export function listDelegationsBetween(
  db: Executor,
  companyId: number,
  delegateId: number,
  travellerId: number,
): Promise<DelegationFacts[]> {
  return db
    .select(FACTS)
    .from(bookingDelegations)
    .where(
      and(
        eq(bookingDelegations.companyId, companyId),
        eq(bookingDelegations.delegateId, delegateId),
        eq(bookingDelegations.travellerId, travellerId),
        isNull(bookingDelegations.revokedAt),
      ),
    )
    .for('share');
}

/** The unrevoked delegations the user received, to tell whose trips they may see. */
export function listDelegationsReceived(
  db: Executor,
  companyId: number,
  delegateId: number,
): Promise<DelegationFacts[]> {
  return db
    .select(FACTS)
    .from(bookingDelegations)
    .where(
      and(
        eq(bookingDelegations.companyId, companyId),
        eq(bookingDelegations.delegateId, delegateId),
        isNull(bookingDelegations.revokedAt),
      ),
    );
}
