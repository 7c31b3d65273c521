import type { Executor } from '@travesia/db';
import { type DelegationRight, mayActFor, toIsoDate } from '@travesia/domain';
import { forbidden, userNotFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { findUserInScope } from '../users/service';
import { listDelegationsBetween, listDelegationsReceived } from './repository';

export const ACTING_FOR_MESSAGES = {
  notDelegated: 'No tienes una delegación vigente para reservar por esta persona.',
} as const;

/**
 * The person a call books or reads for (decision 069): the signed-in user, or, named by `travellerId`, a colleague
 * whose current delegation lets the signed-in user book for them. Anyone else of the company answers a Spanish 403;
 * someone of another company, or nobody, the same 404 as a missing user. Returned as the user the traveller's own
 * call would carry, so every rule downstream (policy, approvers, payment, cost centers) reads the traveller's.
 * Called with a transaction's executor, the delegation is checked and held in that transaction.
 */
export async function actingFor(
  db: Executor,
  actor: SignedInUser,
  travellerId: number | undefined,
  right: DelegationRight = 'book',
): Promise<SignedInUser> {
  if (travellerId === undefined || travellerId === actor.id) return actor;
  const traveller = await findUserInScope(db, scopeOf(actor), travellerId);
  if (!traveller || traveller.companyId !== actor.companyId || !traveller.isActive) throw userNotFound();
  const delegations = await listDelegationsBetween(db, actor.companyId, actor.id, traveller.id);
  if (!mayActFor(actor, traveller.id, delegations, toIsoDate(new Date()), right)) {
    throw forbidden(ACTING_FOR_MESSAGES.notDelegated);
  }
  return {
    id: traveller.id,
    companyId: traveller.companyId,
    role: traveller.role,
    email: traveller.email,
    tokenHash: actor.tokenHash,
  };
}

/** The travellers whose trips the user may see and cancel today: a current "manage" delegation names them. */
export async function listManagedTravellerIds(db: Executor, actor: SignedInUser): Promise<number[]> {
  const delegations = await listDelegationsReceived(db, actor.companyId, actor.id);
  const today = toIsoDate(new Date());
  const travellerIds = new Set(delegations.map((delegation) => delegation.travellerId));
  return [...travellerIds].filter((id) => mayActFor(actor, id, delegations, today, 'manage'));
}
