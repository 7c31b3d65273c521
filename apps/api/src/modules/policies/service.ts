import type { PolicyRule, PolicyRules } from '@travesia/domain';
import type { AppContext, Executor } from '../../context';
import { forbidden, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { findUserProfilesByDocumento } from '../users/repository';
import { listActivePolicies, type PolicyRow } from './repository';

const USER_NOT_FOUND_MESSAGE = 'Usuario no encontrado.';

function toPolicyRule(row: PolicyRow): PolicyRule {
  return { type: row.type, time_min: row.timeMin, price_max: row.priceMax };
}

/** The hotel rules of a company, as the policy check reads them. */
export async function listHotelPolicyRules(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<PolicyRule[]> {
  return (await listActivePolicies(db, scope, companyId, 'hotel')).map(toPolicyRule);
}

/** The flight rules of a company, as the policy check reads them. */
export async function listFlightPolicyRules(
  db: Executor,
  scope: TenantScope,
  companyId: number,
): Promise<PolicyRule[]> {
  return (await listActivePolicies(db, scope, companyId, 'flight')).map(toPolicyRule);
}

/** The policies that apply to a user (by documento): travellers may only ask about themselves. */
export async function getPolicyRulesOfUser(
  context: AppContext,
  actor: SignedInUser,
  documento: string,
): Promise<PolicyRules> {
  const scope = scopeOf(actor);
  const profiles = await findUserProfilesByDocumento(context.db, scope, documento);
  const profile = profiles.find(({ user }) => user.companyId === actor.companyId) ?? profiles[0];
  if (!profile) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (actor.role === 'viajero' && profile.user.id !== actor.id) throw forbidden();
  const rows = await listActivePolicies(context.db, scope, profile.user.companyId);
  return {
    hotel: rows.filter((row) => row.kind === 'hotel').map(toPolicyRule),
    flight: rows.filter((row) => row.kind === 'flight').map(toPolicyRule),
  };
}
