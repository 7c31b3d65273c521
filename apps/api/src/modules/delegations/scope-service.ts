import type { Executor } from '@travesia/db';
import {
  costCenterNamedBy,
  DELEGATION_MESSAGES,
  fullName,
  isDelegationCurrent,
  SCOPE_DELEGATION_MESSAGES,
  type ScopeDelegation,
  type ScopeDelegationCreate,
  type ScopeDelegationFacts,
  type TravellerMembership,
  toIsoDate,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound, userNotFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { findUserInScope } from '../users/service';
import {
  findScopeName,
  insertScopeDelegation,
  kindAndIdOf,
  listCompanyCostCenters,
  listScopeCandidates,
  listUnrevokedScopeDelegations,
  revokeScopeDelegation as markRevoked,
  ONE_CURRENT_SCOPE_CONSTRAINTS,
  revokeEndedScopeDelegations,
  type ScopeDelegationRow,
  type ScopeDelegationWithNames,
} from './scope-repository';

function toScopeDelegation(row: ScopeDelegationWithNames): ScopeDelegation {
  const { kind, scopeId } = kindAndIdOf(row.delegation);
  return {
    id: row.delegation.id,
    delegate: { id: row.delegate.id, name: fullName(row.delegate), email: row.delegate.email },
    scope: {
      kind,
      id: scopeId,
      name: (kind === 'cost_center' ? row.costCenterName : row.travelGroupName) ?? '',
    },
    right: row.delegation.right,
    endsOn: row.delegation.endsOn,
    createdAt: row.delegation.createdAt.toISOString(),
  };
}

/** A person as the lists name them. */
interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

function toFacts(row: ScopeDelegationRow): ScopeDelegationFacts {
  return { ...row, ...kindAndIdOf(row) };
}

/** The scopes `delegateId` is gestor de viajes of today. */
export async function listCurrentScopeDelegations(
  db: Executor,
  scope: TenantScope,
  delegateId: number,
): Promise<ScopeDelegationWithNames[]> {
  const today = toIsoDate(new Date());
  return (await listUnrevokedScopeDelegations(db, scope, delegateId)).filter((row) =>
    isDelegationCurrent(row.delegation, today),
  );
}

export const scopeDelegationsOf = async (db: Executor, scope: TenantScope, delegateId: number) =>
  (await listCurrentScopeDelegations(db, scope, delegateId)).map(toScopeDelegation);

/**
 * The colleagues the gestor's current scopes may cover (or, with `onlyId`, that one colleague if they may be), with
 * where each belongs today (their travel group, and the cost center the company's directory names for them), for
 * the domain's rule to decide.
 */
export async function listScopeMembers(
  db: Executor,
  scope: TenantScope,
  gestor: { id: number; companyId: number },
  onlyId?: number,
): Promise<{
  facts: ScopeDelegationFacts[];
  members: (TravellerMembership & Person)[];
}> {
  const facts = (await listCurrentScopeDelegations(db, scope, gestor.id)).map((row) =>
    toFacts(row.delegation),
  );
  if (facts.length === 0) return { facts, members: [] };
  const groupIds = facts.filter((fact) => fact.kind === 'travel_group').map((fact) => fact.scopeId);
  const hasCenters = facts.some((fact) => fact.kind === 'cost_center');
  const [candidates, centers] = await Promise.all([
    listScopeCandidates(db, scope, gestor.companyId, gestor.id, groupIds, hasCenters, onlyId),
    hasCenters ? listCompanyCostCenters(db, scope, gestor.companyId) : Promise.resolve([]),
  ]);
  const members = candidates.map((candidate) => ({
    id: candidate.id,
    companyId: candidate.companyId,
    travelGroupId: candidate.travelGroupId,
    costCenterId: costCenterNamedBy(centers, candidate.directoryCostCenter)?.id ?? null,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
  }));
  return { facts, members };
}

/**
 * Makes `delegateId` gestor de viajes of a cost center or travel group of their company (administrators and the
 * operador; the route holds the role). Another company's user, cost center or group answers 404.
 */
export async function createScopeDelegation(
  context: AppContext,
  actor: SignedInUser,
  request: ScopeDelegationCreate,
  ip: string,
): Promise<ScopeDelegation> {
  const scope = scopeOf(actor);
  const delegate = await findUserInScope(context.db, scope, request.delegateId);
  if (!delegate?.isActive) throw userNotFound();
  const scopeName = await findScopeName(
    context.db,
    scope,
    delegate.companyId,
    request.scopeKind,
    request.scopeId,
  );
  if (scopeName === undefined) throw notFound(SCOPE_DELEGATION_MESSAGES.scopeNotFound);
  const endsOn = request.endsOn ?? null;
  const today = toIsoDate(new Date());
  if (endsOn !== null && endsOn < today) throw badRequest(DELEGATION_MESSAGES.endsInPast);

  const scopeKey = { delegateId: delegate.id, kind: request.scopeKind, scopeId: request.scopeId };
  const row = await context.db
    .transaction(async (tx) => {
      await revokeEndedScopeDelegations(tx, { ...scopeKey, today, at: new Date() });
      const stored = await insertScopeDelegation(tx, {
        companyId: delegate.companyId,
        delegateId: delegate.id,
        kind: request.scopeKind,
        scopeId: request.scopeId,
        right: request.right,
        endsOn,
        grantedBy: actor.id,
      });
      await recordAudit(tx, {
        action: 'delegation.scope.create',
        entity: 'booking_scope_delegation',
        entityId: stored.id,
        companyId: delegate.companyId,
        actorUserId: actor.id,
        details: {
          delegateId: delegate.id,
          scope: request.scopeKind,
          scopeId: request.scopeId,
          right: stored.right,
          endsOn,
        },
        ip,
      });
      return stored;
    })
    .catch((error: unknown) => {
      if (ONE_CURRENT_SCOPE_CONSTRAINTS.some((constraint) => isUniqueViolation(error, constraint))) {
        throw conflict(SCOPE_DELEGATION_MESSAGES.duplicate);
      }
      throw error;
    });
  return toScopeDelegation({
    delegation: row,
    delegate,
    costCenterName: request.scopeKind === 'cost_center' ? scopeName : null,
    travelGroupName: request.scopeKind === 'travel_group' ? scopeName : null,
  });
}

/** Revokes a gestor de viajes scope (administrators); another company's, an unknown or a revoked one answer 404. */
export async function revokeScopeDelegation(
  context: AppContext,
  actor: SignedInUser,
  id: number,
  ip: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const revoked = await markRevoked(tx, scopeOf(actor), id, new Date());
    if (!revoked) throw notFound(SCOPE_DELEGATION_MESSAGES.notFound);
    await recordAudit(tx, {
      action: 'delegation.scope.revoke',
      entity: 'booking_scope_delegation',
      entityId: id,
      companyId: revoked.companyId,
      actorUserId: actor.id,
      details: { delegateId: revoked.delegateId, ...kindAndIdOf(revoked) },
      ip,
    });
  });
}
