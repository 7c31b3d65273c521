import type { AgencyFees, AgencyFeesAnswer } from '@travesia/domain';
import type { AppContext } from '../../context';
import { describeChanges } from '../../lib/audit-changes';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { findAgencyFees, saveAgencyFees } from './repository';

/** The target company's fees (decision 052's rule): its administrators read them, the operador sets them. */
export async function getAgencyFees(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<AgencyFeesAnswer> {
  const id = await resolveTargetCompany(context.db, actor, companyId);
  return { companyId: id, fees: await findAgencyFees(context.db, scopeOf(actor), id) };
}

export async function updateAgencyFees(
  context: AppContext,
  actor: SignedInUser,
  input: { companyId?: number | undefined; fees: AgencyFees },
  ip: string,
): Promise<AgencyFeesAnswer> {
  const companyId = await resolveTargetCompany(context.db, actor, input.companyId);
  await context.db.transaction(async (tx) => {
    const before = await findAgencyFees(tx, scopeOf(actor), companyId);
    await saveAgencyFees(tx, companyId, input.fees);
    await recordAudit(tx, {
      action: 'company.agency_fees.update',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: { changes: describeChanges(before ?? {}, input.fees) },
      ip,
    });
  });
  return { companyId, fees: input.fees };
}
