import { holdTransactionLock, type Transaction } from '@travesia/db';
import {
  type ApprovalSettings,
  CLIENT_COMPANY_MESSAGES,
  type Company,
  type CompanyBranding,
  type CompanyList,
  INVALID_SIGN_UP_LINK_MESSAGE,
  type InvitationCodeRefusal,
  type InvitationCodeRules,
  type InvitationCodeSettings,
  invitationCodeRefusal,
  type SignUpSettings,
  type SignUpSettingsUpdate,
  type SignUpVia,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, companyNotFound, conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { consumeDistinctRateLimit } from '../../lib/rate-limit';
import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE, scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { generateInvitationCode } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import {
  type ApprovalSettingsChanges,
  type CompanyChanges,
  type CompanyRow,
  type CompanyViewRow,
  claimInvitationCodeUse,
  findActiveCompanyByEmailDomain,
  findActiveCompanyByInvitationCode,
  findCompany,
  findTakenEmailDomains,
  type InvitationCodeChanges,
  insertCompany,
  listCompanies,
  updateCompanyRow,
} from './repository';
import type { CompanyUpdate } from './schemas';

export type { CompanyRow, CompanyViewRow } from './repository';
/** Every company in the scope, by name (the operador's lists name each booking's company). */
export { listCompanies } from './repository';

const CODE_NO_LONGER_VALID_MESSAGE =
  'El código de invitación con el que te registraste ya no es válido. Pide uno nuevo al administrador de tu empresa.';
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

/** Whether the company is in the scope and active (the agency has not switched it off). */
export async function isCompanyActive(
  context: AppContext,
  scope: TenantScope,
  companyId: number,
): Promise<boolean> {
  return (await findCompany(context.db, scope, companyId))?.isActive === true;
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
    approvalScope: row.approvalScope,
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
    const row = await updateCompanyRow(tx, scope, companyId, settings);
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
 * get far (decision 053).
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

/** Where a sign-up goes: a company (by its code or the e-mail's domain), or a code that lets nobody in. */
export type SignUpTarget =
  | { company: CompanyRow; via: SignUpVia; invitationCode: string | null }
  | { refusedCode: InvitationCodeRefusal | 'unknown' };

function codeSettingsOf(row: CompanyRow): InvitationCodeSettings {
  return {
    code: row.invitationCode,
    enabled: row.invitationCodeEnabled,
    domainsOnly: row.invitationCodeDomainsOnly,
    maxUses: row.invitationCodeMaxUses,
    uses: row.invitationCodeUses,
    expiresAt: row.invitationCodeExpiresAt?.toISOString() ?? null,
    needsApproval: row.codeSignUpsNeedApproval,
  };
}

/**
 * Sign-up joins the company of the invitation code when one is given, otherwise the one owning the e-mail's
 * domain. A code that lets nobody in (unknown, off, expired, used up, another domain) is not refused here: the
 * caller answers it like a good one and tells only the mailbox (decision 035), so the answer never tells a
 * guessed code from a real one.
 */
export async function findSignUpCompany(
  context: AppContext,
  signUp: { email: string; invitationCode?: string | undefined },
): Promise<SignUpTarget> {
  if (signUp.invitationCode) {
    const company = await findActiveCompanyByInvitationCode(
      context.db,
      PLATFORM_SCOPE,
      signUp.invitationCode,
    );
    if (!company) return { refusedCode: 'unknown' };
    const refusal = invitationCodeRefusal(
      codeSettingsOf(company),
      signUp.email,
      company.emailDomains,
      new Date(),
    );
    if (refusal) return { refusedCode: refusal };
    return { company, via: 'invitation_code', invitationCode: signUp.invitationCode };
  }
  const domain = signUp.email.slice(signUp.email.lastIndexOf('@') + 1);
  const company = await findActiveCompanyByEmailDomain(context.db, PLATFORM_SCOPE, domain);
  if (!company) throw badRequest(NO_COMPANY_FOR_EMAIL_MESSAGE);
  if (!company.allowDomainSignup) throw badRequest(DOMAIN_SIGN_UP_DISABLED_MESSAGE);
  return { company, via: 'email_domain', invitationCode: null };
}

/**
 * When a sign-up link is followed: the company must still be active and, for a domain sign-up, allow them; a
 * code sign-up takes one use of the code, which must still be the company's and usable. Answers whether the new
 * account waits for an administrator's approval.
 */
export async function acceptConfirmedSignUp(
  context: AppContext,
  signUp: { companyId: number; via: SignUpVia; invitationCode: string | null; email: string },
): Promise<{ needsApproval: boolean }> {
  const company = await findCompany(context.db, PLATFORM_SCOPE, signUp.companyId);
  if (!company?.isActive) throw badRequest(INVALID_SIGN_UP_LINK_MESSAGE);
  if (signUp.via === 'email_domain') {
    if (!company.allowDomainSignup) throw badRequest(DOMAIN_SIGN_UP_DISABLED_MESSAGE);
    return { needsApproval: false };
  }
  const claimed = signUp.invitationCode
    ? await claimInvitationCodeUse(context.db, company.id, signUp.invitationCode, new Date())
    : undefined;
  // The domain rule is re-read too: the administrator may have bound the code since the link was sent.
  const domain = signUp.email.slice(signUp.email.lastIndexOf('@') + 1);
  if (!claimed || (claimed.invitationCodeDomainsOnly && !claimed.emailDomains.includes(domain))) {
    throw badRequest(CODE_NO_LONGER_VALID_MESSAGE);
  }
  return { needsApproval: claimed.codeSignUpsNeedApproval };
}

/** The company's invitation code and its rules; for its administrators and the operator. */
export async function getInvitationCodeSettings(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<InvitationCodeSettings> {
  return codeSettingsOf(await getCompanyRow(context, scopeOf(actor), companyId));
}

async function changeInvitationCode(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  change: {
    action: string;
    values: InvitationCodeChanges;
    details: Record<string, unknown>;
  },
  ip: string,
): Promise<InvitationCodeSettings> {
  const scope = scopeOf(actor);
  await getCompanyRow(context, scope, companyId);
  const after = await context.db.transaction(async (tx) => {
    const row = await updateCompanyRow(tx, scope, companyId, change.values);
    if (!row) throw companyNotFound();
    await recordAudit(tx, {
      action: change.action,
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: change.details,
      ip,
    });
    return row;
  });
  return codeSettingsOf(after);
}

/** A new random code replaces the old one (which stops working at once), on and with its uses back at zero. */
export function rotateInvitationCode(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  ip: string,
): Promise<InvitationCodeSettings> {
  return changeInvitationCode(
    context,
    actor,
    companyId,
    {
      action: 'company.invitation_code.rotate',
      values: {
        invitationCode: generateInvitationCode(),
        invitationCodeEnabled: true,
        invitationCodeUses: 0,
      },
      // The code itself stays out of the audit log, like every secret.
      details: {},
    },
    ip,
  );
}

/** Turns the code on or off and sets its bounds (domains, uses, expiry) and whether its accounts need approval. */
export function updateInvitationCodeRules(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  rules: InvitationCodeRules,
  ip: string,
): Promise<InvitationCodeSettings> {
  return changeInvitationCode(
    context,
    actor,
    companyId,
    {
      action: 'company.invitation_code.update',
      values: {
        invitationCodeEnabled: rules.enabled,
        invitationCodeDomainsOnly: rules.domainsOnly,
        invitationCodeMaxUses: rules.maxUses,
        invitationCodeExpiresAt: rules.expiresAt === null ? null : new Date(rules.expiresAt),
        codeSignUpsNeedApproval: rules.needsApproval,
      },
      details: { rules },
    },
    ip,
  );
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
    const row = await updateCompanyRow(tx, scope, companyId, settings);
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

/** Held by the transaction that opens a company, so two companies opened at once cannot share an e-mail domain. */
const NEW_COMPANY_LOCK = 727_030;

/**
 * A new company, with only a name, NIT, city and e-mail domains (the operador's "Nueva empresa", or
 * `npm run company:create`); its administrador sets the rest. A domain lets its addresses sign up into the company,
 * so no two companies share one; nor a NIT.
 */
export async function createCompany(
  tx: Transaction,
  values: { name: string; taxId: string | null; city?: string; emailDomains: string[] },
): Promise<{ id: number }> {
  await holdTransactionLock(tx, NEW_COMPANY_LOCK);
  const [taken] = await findTakenEmailDomains(tx, values.emailDomains);
  if (taken) throw conflict(CLIENT_COMPANY_MESSAGES.domainTaken(taken));
  return insertCompany(tx, { ...values, country: 'Colombia' }).catch((error: unknown) => {
    if (isUniqueViolation(error, 'companies_tax_id_key')) throw conflict(CLIENT_COMPANY_MESSAGES.taxIdTaken);
    throw error;
  });
}
