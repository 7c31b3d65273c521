import type { FiscalProfile, FiscalProfileFields } from '@travesia/domain';
import type { AppContext } from '../../context';
import { describeChanges } from '../../lib/audit-changes';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { type FiscalProfileRow, findFiscalProfile, saveFiscalProfile } from './repository';

function toFields(row: FiscalProfileRow): FiscalProfileFields {
  return {
    nit: row.nit,
    checkDigit: row.checkDigit,
    legalName: row.legalName,
    personType: row.personType,
    responsibilities: row.responsibilities,
    taxScheme: row.taxScheme,
    municipalityCode: row.municipalityCode,
    billingEmail: row.billingEmail,
    withholdsIncomeTax: row.withholdsIncomeTax,
    withholdsIca: row.withholdsIca,
  };
}

function toFiscalProfile(companyId: number, row: FiscalProfileRow | undefined): FiscalProfile {
  return {
    companyId,
    profile: row ? toFields(row) : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The target company's fiscal profile (decision 052's rule), null until someone saves it. */
export async function getFiscalProfile(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<FiscalProfile> {
  const id = await resolveTargetCompany(context.db, actor, companyId);
  return toFiscalProfile(id, await findFiscalProfile(context.db, scopeOf(actor), id));
}

/** Saves the profile the domain checked (the NIT's check digit among it), audited with what changed. */
export async function updateFiscalProfile(
  context: AppContext,
  actor: SignedInUser,
  input: FiscalProfileFields & { companyId?: number | undefined },
  ip: string,
): Promise<FiscalProfile> {
  const { companyId: requested, ...fields } = input;
  const companyId = await resolveTargetCompany(context.db, actor, requested);
  const row = await context.db.transaction(async (tx) => {
    const before = await findFiscalProfile(tx, scopeOf(actor), companyId);
    const saved = await saveFiscalProfile(tx, companyId, fields);
    await recordAudit(tx, {
      action: before ? 'company.fiscal_profile.update' : 'company.fiscal_profile.create',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: { changes: before ? describeChanges(toFields(before), fields) : describeChanges({}, fields) },
      ip,
    });
    return saved;
  });
  return toFiscalProfile(companyId, row);
}
