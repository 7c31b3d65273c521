import type { Executor } from '@travesia/db';
import {
  type AdminPolicy,
  type CompanyPolicies,
  findOverlappingPolicy,
  POLICY_KIND_LABELS,
  POLICY_MESSAGES,
  POLICY_TYPE_LABELS,
  type PolicyRule,
  type PolicyRules,
  type PolicySaved,
  type policyCreateSchema,
  type policyUpdateSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import { getVisibleUserProfileByDocumento } from '../users/service';
import {
  findMember,
  findPolicy,
  findPolicyByScope,
  findTravelGroup,
  insertPolicy,
  listActivePoliciesForGroup,
  listPoliciesOfCompany,
  lockCompanyPolicies,
  POLICY_SCOPE_CONSTRAINT,
  type PolicyChanges,
  type PolicyRow,
  type PolicyWithGroupRow,
  updatePolicy,
} from './repository';

const POLICY_NOT_FOUND_MESSAGE = 'Política de viaje no encontrada.';
const GROUP_OF_COMPANY_MESSAGE = 'Elige un grupo de viaje de la misma empresa.';

type PolicyCreateInput = z.output<typeof policyCreateSchema>;
type PolicyUpdateInput = z.output<typeof policyUpdateSchema>;
type PolicyScopeKey = Pick<PolicyRow, 'companyId' | 'kind' | 'type' | 'groupId'>;

/** Whose rules: the user and their company. */
export interface PolicyHolder {
  id: number;
  companyId: number;
}

function toPolicyRule(row: PolicyRow): PolicyRule {
  return {
    type: row.type,
    time_min: row.timeMin,
    price_max: row.priceMax,
    ...(row.kind === 'hotel' && row.starsMax !== null ? { stars_max: row.starsMax } : {}),
  };
}

function toAdminPolicy({ policy, groupName }: PolicyWithGroupRow): AdminPolicy {
  return {
    id: policy.id,
    company_id: policy.companyId,
    kind: policy.kind,
    type: policy.type,
    time_min: policy.timeMin,
    price_max: policy.priceMax,
    stars_max: policy.starsMax,
    group_id: policy.groupId,
    group_name: groupName,
    is_active: policy.isActive,
  };
}

/**
 * A member of a travel group gets the group's rules first, and the company-wide rules for the kinds and trip
 * types the group does not set: a group rule replaces the company-wide rule of the same kind and type.
 */
function rulesOfMember(rows: PolicyRow[]): PolicyRow[] {
  const groupRows = rows.filter((row) => row.groupId !== null);
  const isReplaced = (row: PolicyRow) =>
    groupRows.some((groupRow) => groupRow.kind === row.kind && groupRow.type === row.type);
  return [...groupRows, ...rows.filter((row) => row.groupId === null && !isReplaced(row))];
}

async function listRulesOfHolder(
  db: Executor,
  scope: TenantScope,
  holder: PolicyHolder,
  kind?: PolicyRow['kind'],
): Promise<PolicyRow[]> {
  const member = await findMember(db, scope, holder.id);
  const groupId = member?.companyId === holder.companyId ? member.travelGroupId : null;
  return rulesOfMember(await listActivePoliciesForGroup(db, scope, holder.companyId, groupId, kind));
}

/** The hotel rules that apply to a user (company-wide plus their travel group's), as the policy check reads them. */
export async function listHotelPolicyRules(
  db: Executor,
  scope: TenantScope,
  holder: PolicyHolder,
): Promise<PolicyRule[]> {
  return (await listRulesOfHolder(db, scope, holder, 'hotel')).map(toPolicyRule);
}

/** The flight rules that apply to a user (company-wide plus their travel group's), as the policy check reads them. */
export async function listFlightPolicyRules(
  db: Executor,
  scope: TenantScope,
  holder: PolicyHolder,
): Promise<PolicyRule[]> {
  return (await listRulesOfHolder(db, scope, holder, 'flight')).map(toPolicyRule);
}

async function policyRulesOf(db: Executor, scope: TenantScope, holder: PolicyHolder): Promise<PolicyRules> {
  const rows = await listRulesOfHolder(db, scope, holder);
  return {
    hotel: rows.filter((row) => row.kind === 'hotel').map(toPolicyRule),
    flight: rows.filter((row) => row.kind === 'flight').map(toPolicyRule),
  };
}

/** GET /api/me/policy-rules: the policies the signed-in user books under (the app's call: no documento in its URL). */
export function getOwnPolicyRules(context: AppContext, actor: SignedInUser): Promise<PolicyRules> {
  return policyRulesOf(context.db, scopeOf(actor), actor);
}

/** The policies that apply to a user (by documento): travellers may only ask about themselves. */
export async function getPolicyRulesOfUser(
  context: AppContext,
  actor: SignedInUser,
  documento: string,
): Promise<PolicyRules> {
  const profile = await getVisibleUserProfileByDocumento(context.db, actor, documento);
  return policyRulesOf(context.db, scopeOf(actor), profile.user);
}

/** Spec §7 "the policy": every rule of the company, active or not, by kind. Any user of the company may read it. */
export async function getCompanyPolicies(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<CompanyPolicies> {
  const scope = scopeOf(actor);
  await getCompanyRow(context, scope, companyId);
  const rows = (await listPoliciesOfCompany(context.db, scope, companyId)).map(toAdminPolicy);
  return {
    company_id: companyId,
    hotel: rows.filter((row) => row.kind === 'hotel'),
    flight: rows.filter((row) => row.kind === 'flight'),
  };
}

function describeScope(key: Pick<PolicyScopeKey, 'kind' | 'type'>, groupName: string | null): string {
  const audience = groupName === null ? 'toda la empresa' : `el grupo «${groupName}»`;
  return `${POLICY_KIND_LABELS[key.kind].toLowerCase()} (${POLICY_TYPE_LABELS[key.type].toLowerCase()}) para ${audience}`;
}

function duplicateMessage(key: PolicyScopeKey, groupName: string | null, isActive: boolean): string {
  return isActive
    ? `Ya existe una política activa de ${describeScope(key, groupName)}. Edítala en lugar de crear otra.`
    : `Ya existe una política desactivada de ${describeScope(key, groupName)}. Reactívala y edítala en lugar de crear otra.`;
}

/**
 * An active rule may not cover trips another active rule of the same kind and audience covers ("Nacional e
 * internacional" beside "Nacional"): one of them would be silently ignored. Answers the Spanish 409 naming it.
 */
async function refuseOverlap(
  db: Executor,
  scope: TenantScope,
  candidate: PolicyScopeKey & { id?: number },
): Promise<void> {
  await lockCompanyPolicies(db, candidate.companyId);
  const policies = (await listPoliciesOfCompany(db, scope, candidate.companyId)).map(toAdminPolicy);
  const overlapping = findOverlappingPolicy(
    { id: candidate.id, kind: candidate.kind, type: candidate.type, group_id: candidate.groupId },
    policies,
  );
  if (overlapping) {
    throw conflict(
      `Ya existe una política activa de ${describeScope(overlapping, overlapping.group_name)} que cubre esos viajes. Edítala o desactívala antes, para que cada viaje tenga una sola política.`,
    );
  }
}

/** The group must be one of the policy's company; answers its name (null for company-wide rules). */
async function groupNameFor(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  groupId: number | null,
): Promise<string | null> {
  if (groupId === null) return null;
  const group = await findTravelGroup(db, scope, groupId);
  if (!group || group.companyId !== companyId) throw badRequest(GROUP_OF_COMPANY_MESSAGE);
  return group.name;
}

function auditedValues(row: PolicyRow) {
  return {
    kind: row.kind,
    type: row.type,
    timeMin: row.timeMin,
    priceMax: row.priceMax,
    starsMax: row.starsMax,
    groupId: row.groupId,
    isActive: row.isActive,
  };
}

/**
 * One rule per company, kind, trip type and group. Creating over an active rule is a 409; over a deactivated
 * one, that rule is reactivated with the new values (`reactivated: true`), since the scope can hold only one.
 */
export async function createPolicy(
  context: AppContext,
  actor: SignedInUser,
  input: PolicyCreateInput,
  ip: string,
): Promise<PolicySaved> {
  const scope = scopeOf(actor);
  const companyId = await resolveTargetCompany(context.db, actor, input.company_id);
  const groupName = await groupNameFor(context.db, scope, companyId, input.group_id);
  const key: PolicyScopeKey = { companyId, kind: input.kind, type: input.type, groupId: input.group_id };
  const values = {
    timeMin: input.time_min,
    priceMax: input.price_max,
    starsMax: input.kind === 'hotel' ? input.stars_max : null,
  };
  try {
    return await context.db.transaction(async (tx) => {
      const existing = await findPolicyByScope(tx, scope, key);
      if (existing?.isActive) throw conflict(duplicateMessage(key, groupName, true));
      await refuseOverlap(tx, scope, { ...key, ...(existing ? { id: existing.id } : {}) });
      const row = existing
        ? await updatePolicy(tx, scope, existing.id, { ...values, isActive: true })
        : await insertPolicy(tx, { ...key, ...values });
      if (!row) throw notFound(POLICY_NOT_FOUND_MESSAGE);
      await recordAudit(tx, {
        action: existing ? 'policy.reactivate' : 'policy.create',
        entity: 'policy',
        entityId: row.id,
        companyId,
        actorUserId: actor.id,
        details: existing
          ? { from: auditedValues(existing), to: auditedValues(row) }
          : { values: auditedValues(row) },
        ip,
      });
      return { ...toAdminPolicy({ policy: row, groupName }), reactivated: existing !== undefined };
    });
  } catch (error) {
    // Two administrators creating the same rule at once: the database keeps one.
    if (isUniqueViolation(error, POLICY_SCOPE_CONSTRAINT))
      throw conflict(duplicateMessage(key, groupName, true));
    throw error;
  }
}

/** Edits any field; `is_active` deactivates or reactivates. Moving the rule onto a taken scope is a 409. */
export async function changePolicy(
  context: AppContext,
  actor: SignedInUser,
  policyId: number,
  update: PolicyUpdateInput,
  ip: string,
): Promise<AdminPolicy> {
  const scope = scopeOf(actor);
  const before = await findPolicy(context.db, scope, policyId);
  if (!before) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  const { policy } = before;
  const key: PolicyScopeKey = {
    companyId: policy.companyId,
    kind: update.kind ?? policy.kind,
    type: update.type ?? policy.type,
    groupId: update.group_id === undefined ? policy.groupId : update.group_id,
  };
  const groupName =
    key.groupId === policy.groupId
      ? before.groupName
      : await groupNameFor(context.db, scope, policy.companyId, key.groupId);
  const starsMax = update.stars_max === undefined ? policy.starsMax : update.stars_max;
  if (key.kind === 'flight' && starsMax !== null && update.stars_max !== undefined) {
    throw badRequest(POLICY_MESSAGES.starsForFlight);
  }
  const changes: PolicyChanges = {
    kind: key.kind,
    type: key.type,
    groupId: key.groupId,
    timeMin: update.time_min ?? policy.timeMin,
    priceMax: update.price_max ?? policy.priceMax,
    starsMax: key.kind === 'hotel' ? starsMax : null,
    isActive: update.is_active ?? policy.isActive,
  };
  const isMoved = key.kind !== policy.kind || key.type !== policy.type || key.groupId !== policy.groupId;
  try {
    return await context.db.transaction(async (tx) => {
      if (isMoved) {
        const taken = await findPolicyByScope(tx, scope, key);
        if (taken) throw conflict(duplicateMessage(key, groupName, taken.isActive));
      }
      if (changes.isActive && (isMoved || !policy.isActive))
        await refuseOverlap(tx, scope, { ...key, id: policyId });
      const row = await updatePolicy(tx, scope, policyId, changes);
      if (!row) throw notFound(POLICY_NOT_FOUND_MESSAGE);
      const action =
        row.isActive === policy.isActive
          ? 'policy.update'
          : row.isActive
            ? 'policy.activate'
            : 'policy.deactivate';
      await recordAudit(tx, {
        action,
        entity: 'policy',
        entityId: row.id,
        companyId: row.companyId,
        actorUserId: actor.id,
        details: { from: auditedValues(policy), to: auditedValues(row) },
        ip,
      });
      return toAdminPolicy({ policy: row, groupName });
    });
  } catch (error) {
    if (isUniqueViolation(error, POLICY_SCOPE_CONSTRAINT))
      throw conflict(duplicateMessage(key, groupName, true));
    throw error;
  }
}
