import {
  type ApprovalSettings,
  type Company,
  type CompanyBranding,
  type CompanyList,
  INVALID_SIGN_UP_LINK_MESSAGE,
  type SignUpSettings,
  type SignUpSettingsUpdate,
  type SignUpVia,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, companyNotFound } from '../../lib/app-error';
import { consumeDistinctRateLimit } from '../../lib/rate-limit';
import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE, scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import {
  type ApprovalSettingsChanges,
  type CompanyChanges,
  type CompanyRow,
  type CompanyViewRow,
  findActiveCompanyByEmailDomain,
  findActiveCompanyByInvitationCode,
  findCompany,
  listCompanies,
  updateApprovalSettingsRow,
  updateCompanyRow,
  updateSignUpSettingsRow,
} from './repository';
import type { CompanyUpdate } from './schemas';

export type { CompanyRow, CompanyViewRow } from './repository';
/** Every company in the scope, by name (the operador's lists name each booking's company). */
export { listCompanies } from './repository';

const INVALID_INVITATION_CODE_MESSAGE = 'El código de invitación no es válido.';
const NO_COMPANY_FOR_EMAIL_MESSAGE =
  'No encontramos una empresa asociada a tu correo. Pide a tu empresa el código de invitación.';
const DOMAIN_SIGN_UP_DISABLED_MESSAGE =
  'Tu empresa no permite registrarse solo con el correo corporativo. Pide a tu administrador una invitación o el código de invitación.';

/** The company as the web app and spec §3 name it: snake_case, ISO dates. */
export function toCompany(row: CompanyViewRow): Company {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    logo_url: row.logoUrl,
    tax_id: row.taxId,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    country: row.country,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    id_company_group: row.idCompanyGroup,
  };
}

/** A company the scope can see; anything else is reported as missing, never as forbidden. */
export async function getCompanyRow(
  context: AppContext,
  scope: TenantScope,
  companyId: number,
): Promise<CompanyRow> {
  const row = await findCompany(context.db, scope, companyId);
  if (!row) throw companyNotFound();
  return row;
}

/** The companies the actor may work on: the operador every one, everybody else their own. */
export async function listVisibleCompanies(context: AppContext, actor: SignedInUser): Promise<CompanyList> {
  const rows = await listCompanies(context.db, scopeOf(actor));
  return {
    data: rows.map((row) => ({ id: row.id, name: row.name, city: row.city, is_active: row.isActive })),
  };
}

export async function getCompany(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<Company> {
  return toCompany(await getCompanyRow(context, scopeOf(actor), companyId));
}

const UPDATE_FIELDS = {
  name: 'name',
  description: 'description',
  logo_url: 'logoUrl',
  phone: 'phone',
  email: 'email',
  address: 'address',
  city: 'city',
} as const satisfies Record<keyof CompanyUpdate, keyof CompanyChanges>;

/** Administrators change their own company, the operator any; the audit entry keeps only real changes. */
export async function updateCompany(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  update: CompanyUpdate,
  ip: string,
): Promise<Company> {
  const scope = scopeOf(actor);
  const before = await getCompanyRow(context, scope, companyId);
  const changes: CompanyChanges = {};
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, column] of Object.entries(UPDATE_FIELDS) as [
    keyof CompanyUpdate,
    keyof CompanyChanges,
  ][]) {
    const value = update[field];
    if (value === undefined) continue;
    Object.assign(changes, { [column]: value });
    if (before[column] !== value) changed[field] = { from: before[column], to: value };
  }
  const after = await updateCompanyRow(context.db, scope, companyId, changes);
  if (!after) throw companyNotFound();
  await recordAudit(context.db, {
    action: 'company.update',
    entity: 'company',
    entityId: companyId,
    companyId,
    actorUserId: actor.id,
    details: { changes: changed },
    ip,
  });
  return toCompany(after);
}

function toApprovalSettings(row: ApprovalSettingsChanges): ApprovalSettings {
  return {
    approvalMode: row.approvalMode,
    approvalDeadlineHours: row.approvalDeadlineHours,
    approvalDeadlineOutcome: row.approvalDeadlineOutcome,
  };
}

/** Which trips wait for an approver and what happens when nobody decides; any user of the company may read it. */
export async function getApprovalSettings(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<ApprovalSettings> {
  return toApprovalSettings(await getCompanyRow(context, scopeOf(actor), companyId));
}

/** Administrators change their own company's settings, the operator any company's; audited with the changes. */
export async function updateApprovalSettings(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  settings: ApprovalSettings,
  ip: string,
): Promise<ApprovalSettings> {
  const scope = scopeOf(actor);
  const before = toApprovalSettings(await getCompanyRow(context, scope, companyId));
  const after = await context.db.transaction(async (tx) => {
    const row = await updateApprovalSettingsRow(tx, scope, companyId, settings);
    if (!row) throw companyNotFound();
    const changes = Object.fromEntries(
      (Object.keys(settings) as (keyof ApprovalSettings)[])
        .filter((field) => before[field] !== settings[field])
        .map((field) => [field, { from: before[field], to: settings[field] }]),
    );
    await recordAudit(tx, {
      action: 'company.approval_settings.update',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: { changes },
      ip,
    });
    return row;
  });
  return toApprovalSettings(after);
}

/**
 * What the branded sign-in page shows; inactive companies do not exist for it. The route is public and the id a
 * counter (the spec's /login/:idcompany), so an address may ask for a few different companies an hour, as many
 * times as it likes each: a sign-in page opened all day by an office counts once, a walk through the ids does not
 * get far (decision 014's addendum).
 */
export async function getCompanyBranding(
  context: AppContext,
  companyId: number,
  ip: string,
): Promise<CompanyBranding> {
  await consumeDistinctRateLimit(context.db, context.config.rateLimits.brandingPerIp, ip, String(companyId));
  const row = await findCompany(context.db, PLATFORM_SCOPE, companyId);
  if (!row?.isActive) throw companyNotFound();
  return { name: row.name, logo_url: row.logoUrl };
}

/** Sign-up joins the company of the invitation code when one is given, otherwise the one owning the e-mail's domain. */
export async function findSignUpCompany(
  context: AppContext,
  signUp: { email: string; invitationCode?: string | undefined },
): Promise<{ company: CompanyRow; via: SignUpVia }> {
  if (signUp.invitationCode) {
    const company = await findActiveCompanyByInvitationCode(
      context.db,
      PLATFORM_SCOPE,
      signUp.invitationCode,
    );
    if (!company) throw badRequest(INVALID_INVITATION_CODE_MESSAGE);
    return { company, via: 'invitation_code' };
  }
  const domain = signUp.email.slice(signUp.email.lastIndexOf('@') + 1);
  const company = await findActiveCompanyByEmailDomain(context.db, PLATFORM_SCOPE, domain);
  if (!company) throw badRequest(NO_COMPANY_FOR_EMAIL_MESSAGE);
  if (!company.allowDomainSignup) throw badRequest(DOMAIN_SIGN_UP_DISABLED_MESSAGE);
  return { company, via: 'email_domain' };
}

/** When a sign-up link is followed: the company must still be active and, for a domain sign-up, allow them. */
export async function assertSignUpStillAccepted(
  context: AppContext,
  companyId: number,
  via: SignUpVia,
): Promise<void> {
  const company = await findCompany(context.db, PLATFORM_SCOPE, companyId);
  if (!company?.isActive) throw badRequest(INVALID_SIGN_UP_LINK_MESSAGE);
  if (via === 'email_domain' && !company.allowDomainSignup) throw badRequest(DOMAIN_SIGN_UP_DISABLED_MESSAGE);
}

function toSignUpSettings(row: CompanyRow): SignUpSettings {
  return { allowDomainSignup: row.allowDomainSignup, emailDomains: row.emailDomains };
}

/** Whether people may join with an address of the company's domains; for its administrators and the operator. */
export async function getSignUpSettings(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<SignUpSettings> {
  return toSignUpSettings(await getCompanyRow(context, scopeOf(actor), companyId));
}

/** Turning domain sign-up off leaves invitations (e-mailed links and the invitation code) as the only way in. */
export async function updateSignUpSettings(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  settings: SignUpSettingsUpdate,
  ip: string,
): Promise<SignUpSettings> {
  const scope = scopeOf(actor);
  const before = await getCompanyRow(context, scope, companyId);
  const after = await context.db.transaction(async (tx) => {
    const row = await updateSignUpSettingsRow(tx, scope, companyId, settings);
    if (!row) throw companyNotFound();
    await recordAudit(tx, {
      action: 'company.sign_up_settings.update',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: { allowDomainSignup: { from: before.allowDomainSignup, to: settings.allowDomainSignup } },
      ip,
    });
    return row;
  });
  return toSignUpSettings(after);
}
