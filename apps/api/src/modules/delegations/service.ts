import {
  type BookableTravellers,
  type Colleague,
  DELEGATION_MESSAGES,
  type Delegation,
  type DelegationCreate,
  type DelegationOverview,
  fullName,
  hasRoleAtLeast,
  isDelegationCurrent,
  maskEmail,
  mayActForMember,
  toIsoDate,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound, userNotFound } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { findUserInScope, listActiveUsersByIds } from '../users/service';
import {
  type DelegationWithPeople,
  findDelegation,
  insertDelegation,
  listUnrevokedDelegations,
  revokeDelegation as markRevoked,
} from './repository';
import { searchColleagues } from './scope-repository';
import { listScopeMembers, scopeDelegationsOf } from './scope-service';

const isAdmin = (actor: SignedInUser) => hasRoleAtLeast(actor.role, 'administrador');

const personOf = (row: { id: number; firstName: string; lastName: string; email: string }) => ({
  id: row.id,
  name: fullName(row),
  email: row.email,
});

function toDelegation(row: DelegationWithPeople): Delegation {
  return {
    id: row.delegation.id,
    traveller: personOf(row.traveller),
    delegate: personOf(row.delegate),
    right: row.delegation.right,
    endsOn: row.delegation.endsOn,
    createdAt: row.delegation.createdAt.toISOString(),
  };
}

/**
 * The current delegations of a user, split into those they granted and those they received, and the scopes they
 * are gestor de viajes of: their own (Mi perfil), or, for an administrator, those of any user of the company
 * (Usuarios). Another company's user does not exist.
 */
export async function listDelegations(
  context: AppContext,
  actor: SignedInUser,
  userId: number | undefined,
): Promise<DelegationOverview> {
  const scope = scopeOf(actor);
  const subjectId = userId ?? actor.id;
  if (subjectId !== actor.id && !isAdmin(actor)) throw userNotFound();
  const subject = await findUserInScope(context.db, scope, subjectId);
  if (!subject) throw userNotFound();
  const today = toIsoDate(new Date());
  const [unrevoked, scopes] = await Promise.all([
    listUnrevokedDelegations(context.db, scope, subject.companyId, subject.id),
    scopeDelegationsOf(context.db, scope, subject.id),
  ]);
  const rows = unrevoked.filter((row) => isDelegationCurrent(row.delegation, today));
  return {
    granted: rows.filter((row) => row.delegation.travellerId === subject.id).map(toDelegation),
    received: rows.filter((row) => row.delegation.delegateId === subject.id).map(toDelegation),
    scopes,
  };
}

/**
 * Lets `delegateId` book for the traveller: the signed-in user themself, or, named by an administrator, any user of
 * the company. The delegate is an active user of the traveller's company, never the traveller.
 */
export async function createDelegation(
  context: AppContext,
  actor: SignedInUser,
  request: DelegationCreate,
  ip: string,
): Promise<Delegation> {
  const scope = scopeOf(actor);
  const travellerId = request.travellerId ?? actor.id;
  if (travellerId !== actor.id && !isAdmin(actor)) throw userNotFound();
  const traveller = await findUserInScope(context.db, scope, travellerId);
  if (!traveller) throw userNotFound();
  if (request.delegateId === traveller.id) throw badRequest(DELEGATION_MESSAGES.self);
  const [delegate] = await listActiveUsersByIds(context.db, scope, traveller.companyId, [request.delegateId]);
  if (!delegate) throw badRequest(DELEGATION_MESSAGES.delegateNotFound);
  const endsOn = request.endsOn ?? null;
  if (endsOn !== null && endsOn < toIsoDate(new Date())) throw badRequest(DELEGATION_MESSAGES.endsInPast);

  const row = await context.db.transaction(async (tx) => {
    const stored = await insertDelegation(tx, {
      companyId: traveller.companyId,
      travellerId: traveller.id,
      delegateId: delegate.id,
      right: request.right,
      endsOn,
      grantedBy: actor.id,
    });
    await recordAudit(tx, {
      action: 'delegation.create',
      entity: 'booking_delegation',
      entityId: stored.id,
      companyId: traveller.companyId,
      actorUserId: actor.id,
      details: { travellerId: traveller.id, delegateId: delegate.id, right: stored.right, endsOn },
      ip,
    });
    return stored;
  });
  return toDelegation({ delegation: row, traveller, delegate });
}

/**
 * Revokes a delegation: the person who granted it, the delegate giving it up, or an administrator of the company.
 * Anyone else, another company's delegation and one already revoked answer 404.
 */
export async function revokeDelegation(
  context: AppContext,
  actor: SignedInUser,
  id: number,
  ip: string,
): Promise<void> {
  const scope = scopeOf(actor);
  const delegation = await findDelegation(context.db, scope, id);
  const isParty = delegation && (delegation.travellerId === actor.id || delegation.delegateId === actor.id);
  if (!delegation || delegation.revokedAt !== null || !(isParty || isAdmin(actor))) {
    throw notFound(DELEGATION_MESSAGES.notFound);
  }
  await context.db.transaction(async (tx) => {
    const revoked = await markRevoked(tx, scope, id, new Date());
    if (!revoked) throw notFound(DELEGATION_MESSAGES.notFound);
    await recordAudit(tx, {
      action: 'delegation.revoke',
      entity: 'booking_delegation',
      entityId: id,
      companyId: revoked.companyId,
      actorUserId: actor.id,
      details: { travellerId: revoked.travellerId, delegateId: revoked.delegateId },
      ip,
    });
  });
}

/**
 * The people the signed-in user may book for, themself first, then by last name as every list of people: those whose current delegation names
 * them and the members of the cost centers and travel groups they are gestor de viajes of, each checked with the
 * domain's rule (the one booking for another person checks).
 */
export async function listBookableTravellers(
  context: AppContext,
  actor: SignedInUser,
): Promise<BookableTravellers> {
  const scope = scopeOf(actor);
  const self = await findUserInScope(context.db, scope, actor.id);
  if (!self) throw userNotFound();
  const today = toIsoDate(new Date());
  const [rows, { facts: scopeFacts, members }] = await Promise.all([
    listUnrevokedDelegations(context.db, scope, actor.companyId, actor.id),
    listScopeMembers(context.db, scope, actor),
  ]);
  const facts = rows.map((row) => row.delegation);
  const delegators = rows
    .filter((row) => row.delegation.delegateId === actor.id && row.traveller.isActive)
    .map((row) => ({
      ...row.traveller,
      companyId: actor.companyId,
      travelGroupId: null,
      costCenterId: null,
    }));
  const candidates = [...members, ...delegators].filter(
    (person, index, all) => all.findIndex((other) => other.id === person.id) === index,
  );
  const byLastName = (person: { firstName: string; lastName: string }) =>
    `${person.lastName} ${person.firstName}`;
  const others = candidates
    .filter((person) => mayActForMember(actor, person, facts, scopeFacts, today))
    .sort((a, b) => byLastName(a).localeCompare(byLastName(b), 'es'))
    .map(personOf);
  return { data: [personOf(self), ...others] };
}

const COLLEAGUES_SHOWN = 10;

/** Active colleagues of the signed-in user's company whose name or e-mail holds `text`: to choose a delegate. */
export async function findColleagues(
  context: AppContext,
  actor: SignedInUser,
  text: string,
): Promise<{ data: Colleague[] }> {
  await consumeRateLimit(context.db, context.config.rateLimits.colleagueSearchPerUser, String(actor.id));
  const rows = await searchColleagues(
    context.db,
    scopeOf(actor),
    actor.companyId,
    actor.id,
    text,
    COLLEAGUES_SHOWN,
  );
  return {
    data: rows.map((row) => ({ id: row.id, name: fullName(row), maskedEmail: maskEmail(row.email) })),
  };
}
