import type { Executor } from '@travesia/db';
import { type DelegationRight, mayActForMember, type TravellerMembership, toIsoDate } from '@travesia/domain';
import { forbidden, userNotFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { findUserInScope } from '../users/service';
import { listDelegationsReceived } from './repository';
import { listScopeMembers } from './scope-service';

export const ACTING_FOR_MESSAGES = {
  notDelegated: 'No tienes una delegación vigente para reservar por esta persona.',
} as const;

/**
 * Whether the signed-in user may act for `travellerId` today with `right`: a delegation between the two (read FOR
 * SHARE, so a revocation sent at the same moment waits for the caller's transaction) or a gestor de viajes scope the
 * traveller belongs to today (decision 070). One rule for both, the domain's mayActForMember.
 */
async function mayActToday(
  db: Executor,
  actor: SignedInUser,
  travellerId: number,
  right: DelegationRight,
): Promise<boolean> {
  const [delegations, { facts, members }] = await Promise.all([
    listDelegationsReceived(db, actor.companyId, actor.id, travellerId),
    listScopeMembers(db, scopeOf(actor), actor, travellerId),
  ]);
  const membership: TravellerMembership = members.find((member) => member.id === travellerId) ?? {
    id: travellerId,
    companyId: actor.companyId,
    travelGroupId: null,
    costCenterId: null,
  };
  return mayActForMember(actor, membership, delegations, facts, toIsoDate(new Date()), right);
}

/**
 * The person a call books or reads for (decision 069): the signed-in user, or, named by `travellerId`, a colleague
 * the signed-in user may act for today. Anyone else of the company answers a Spanish 403; someone of another
 * company, or nobody, the same 404 as a missing user. Returned as the user the traveller's own call would carry, so
 * every rule downstream (policy, approvers, payment, cost centers) reads the traveller's. Called with a transaction's
 * executor, the delegation is checked and held in that transaction.
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
  if (!(await mayActToday(db, actor, traveller.id, right))) throw forbidden(ACTING_FOR_MESSAGES.notDelegated);
  return {
    id: traveller.id,
    companyId: traveller.companyId,
    role: traveller.role,
    email: traveller.email,
    tokenHash: actor.tokenHash,
  };
}

/** The travellers whose trips the user may see and cancel today: a current "manage" delegation or scope covers them. */
export async function listManagedTravellerIds(db: Executor, actor: SignedInUser): Promise<number[]> {
  const [received, { facts, members }] = await Promise.all([
    listDelegationsReceived(db, actor.companyId, actor.id),
    listScopeMembers(db, scopeOf(actor), actor),
  ]);
  const today = toIsoDate(new Date());
  const people = new Map<number, TravellerMembership>(members.map((member) => [member.id, member]));
  for (const { travellerId } of received) {
    if (!people.has(travellerId)) {
      people.set(travellerId, {
        id: travellerId,
        companyId: actor.companyId,
        travelGroupId: null,
        costCenterId: null,
      });
    }
  }
  return [...people.values()]
    .filter((person) => mayActForMember(actor, person, received, facts, today, 'manage'))
    .map((person) => person.id);
}
