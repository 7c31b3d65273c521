import type { DirectoryValue, Executor } from '@travesia/db';
import {
  DIRECTORY_MESSAGES,
  emailOutsideDomainsMessage,
  isEmailOfDomains,
  type UserDocumentType,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, userNotFound } from '../../lib/app-error';
import { describeChanges } from '../../lib/audit-changes';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword } from '../../lib/passwords';
import type { TenantScope } from '../../lib/tenant-scope';
import { generateToken } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import { expirePasswordLinksOfUser } from '../password-links/service';
import { followDirectoryManager } from '../user-approvers/service';
import { endAccessOf } from './admin-service';
import {
  DIRECTORY_EXTERNAL_ID_CONSTRAINT,
  type DirectoryAccountChanges,
  type DirectoryProfileRow,
  type DirectoryProfileValues,
  type DirectoryUserRow,
  findDirectoryUser,
  findDirectoryUserIds,
  lockCompanyUserByEmail,
  saveDirectoryProfile,
  setTravelGroupOfUsers,
  updateDirectoryAccount,
} from './directory-repository';
import { insertUser, USER_DOCUMENTO_CONSTRAINT } from './repository';

export type { DirectoryUserCondition, DirectoryUserRow } from './directory-repository';
/** What the directory side of other modules reads (SCIM lists, group members) and the travel-group moves. */
export {
  emptyTravelGroup,
  findDirectoryUserIds,
  listDirectoryMembersOf,
  listDirectoryUsers,
  parseDirectoryId,
  setTravelGroupOfUsers,
} from './directory-repository';

/** The company a directory provisions, and the scope every query of it runs in (never the platform's). */
export interface DirectoryTenant {
  companyId: number;
  scope: TenantScope;
}

/** A user as the directory states them, whole: provisioning writes all of it (a replace). */
export interface DirectoryUserInput {
  /** The account's e-mail, normalised; `userName` as the directory wrote it. */
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  /** E.164, from the directory's phone numbers; null: none; undefined: the directory said nothing, keep it. */
  phone: string | null | undefined;
  isActive: boolean;
  /** null: keep the one the user has (required to create a user). */
  document: { type: UserDocumentType; number: string } | null;
  externalId: string | null;
  displayName: string | null;
  emails: DirectoryValue[] | null;
  /** undefined: keep (with `phone`). */
  phoneNumbers: DirectoryValue[] | null | undefined;
  employeeNumber: string | null;
  department: string | null;
  costCenter: string | null;
  /** The user the directory names as manager; kept only when the company has them. */
  managerUserId: number | null;
}

const AUDIT_VIA = { via: 'scim' } as const;

function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_key')) throw conflict(DIRECTORY_MESSAGES.emailTaken);
  if (isUniqueViolation(error, USER_DOCUMENTO_CONSTRAINT)) throw conflict(DIRECTORY_MESSAGES.documentTaken);
  if (isUniqueViolation(error, DIRECTORY_EXTERNAL_ID_CONSTRAINT)) {
    throw conflict(DIRECTORY_MESSAGES.externalIdTaken);
  }
  throw error;
}

async function assertEmailOfCompany(
  context: AppContext,
  tenant: DirectoryTenant,
  email: string,
): Promise<void> {
  const { emailDomains } = await getCompanyRow(context, tenant.scope, tenant.companyId);
  if (!isEmailOfDomains(email, emailDomains)) throw badRequest(emailOutsideDomainsMessage(emailDomains));
}

/** The user as the directory sees them, or 404 (another company's, deleted by the directory, or nobody). */
export async function getDirectoryUser(
  db: Executor,
  tenant: DirectoryTenant,
  userId: number,
): Promise<DirectoryUserRow> {
  const row = await findDirectoryUser(db, tenant.scope, tenant.companyId, userId);
  if (!row) throw userNotFound();
  return row;
}

/** A manager the company does not have (or the user themself) is no manager. */
async function knownManager(
  tx: Executor,
  tenant: DirectoryTenant,
  userId: number | null,
  managerUserId: number | null,
): Promise<number | null> {
  if (managerUserId === null || managerUserId === userId) return null;
  const known = await findDirectoryUserIds(tx, tenant.scope, tenant.companyId, [managerUserId]);
  return known.has(managerUserId) ? managerUserId : null;
}

function profileValues(
  tenant: DirectoryTenant,
  userId: number,
  input: DirectoryUserInput,
  managerUserId: number | null,
  current?: DirectoryProfileRow | null,
): DirectoryProfileValues {
  return {
    userId,
    companyId: tenant.companyId,
    externalId: input.externalId,
    userName: input.userName,
    displayName: input.displayName,
    emails: input.emails,
    phoneNumbers: input.phoneNumbers === undefined ? (current?.phoneNumbers ?? null) : input.phoneNumbers,
    employeeNumber: input.employeeNumber,
    department: input.department,
    costCenter: input.costCenter,
    managerUserId,
    removedAt: null,
  };
}

/** What the directory keeps on a user it deletes before ever writing them: nothing. */
function blankProfile(tenant: DirectoryTenant, userId: number): DirectoryProfileValues {
  return {
    userId,
    companyId: tenant.companyId,
    externalId: null,
    userName: null,
    displayName: null,
    emails: null,
    phoneNumbers: null,
    employeeNumber: null,
    department: null,
    costCenter: null,
    managerUserId: null,
    removedAt: null,
  };
}

function withoutTimestamps({ createdAt: _created, updatedAt: _updated, ...values }: DirectoryProfileRow) {
  return values;
}

/**
 * Writes the directory's whole statement of an existing user: the account, what the directory keeps, the manager
 * among the approvers. Deactivating ends their access exactly as Usuarios does (endAccessOf); activating also
 * settles an account that waited for approval, since the company's directory vouches for the person. A new e-mail
 * ends the password links mailed to the old one.
 */
async function applyToExisting(
  tx: Executor,
  tenant: DirectoryTenant,
  current: DirectoryUserRow,
  input: DirectoryUserInput,
  ip: string,
): Promise<void> {
  const { user } = current;
  const now = new Date();
  const account: DirectoryAccountChanges = {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.phone !== undefined && { phone: input.phone }),
    isActive: input.isActive,
    ...(input.isActive && { awaitingApproval: false }),
    ...(input.document && { documentType: input.document.type, documento: input.document.number }),
  };
  await updateDirectoryAccount(tx, tenant.scope, user.id, account);
  if (user.isActive && !input.isActive) await endAccessOf(tx, user, now);
  if (input.email !== user.email) await expirePasswordLinksOfUser(tx, user, now);
  const managerUserId = await knownManager(tx, tenant, user.id, input.managerUserId);
  const profile = profileValues(tenant, user.id, input, managerUserId, current.profile);
  await saveDirectoryProfile(tx, profile);
  const approvers = await followDirectoryManager(tx, tenant.scope, user, {
    before: current.profile?.managerUserId ?? null,
    after: managerUserId,
  });
  const changes = {
    ...describeChanges(user, account),
    ...(current.profile ? describeChanges(current.profile, profile) : {}),
  };
  const action = current.profile?.removedAt
    ? 'user.directory_restore'
    : user.isActive !== input.isActive
      ? input.isActive
        ? 'user.reactivate'
        : 'user.deactivate'
      : 'user.directory_update';
  // A directory restates users it already has (Okta pushes whole profiles): only a change is worth an entry.
  if (action === 'user.directory_update' && Object.keys(changes).length === 0 && !approvers) return;
  await recordAudit(tx, {
    action,
    entity: 'user',
    entityId: user.id,
    companyId: tenant.companyId,
    actorUserId: null,
    details: { ...AUDIT_VIA, changes, ...(approvers && { approvers }) },
    ip,
  });
}

/**
 * The directory creates a user of the company (a viajero, signing in by the company's single sign-on or by
 * resetting the password: the one stored is random and never told). An address the directory deleted before comes
 * back as that same account, with its trips and history.
 */
export async function provisionDirectoryUser(
  context: AppContext,
  tenant: DirectoryTenant,
  input: DirectoryUserInput,
  ip: string,
): Promise<DirectoryUserRow> {
  await assertEmailOfCompany(context, tenant, input.email);
  const passwordHash = await hashPassword(generateToken());
  const userId = await context.db
    .transaction(async (tx) => {
      const existing = await lockCompanyUserByEmail(tx, tenant.scope, tenant.companyId, input.email);
      if (existing?.profile?.removedAt) {
        await applyToExisting(tx, tenant, existing, input, ip);
        return existing.user.id;
      }
      if (existing) throw conflict(DIRECTORY_MESSAGES.emailTaken);
      if (!input.document) throw badRequest(DIRECTORY_MESSAGES.documentRequired);
      const { id } = await insertUser(tx, {
        companyId: tenant.companyId,
        documento: input.document.number,
        documentType: input.document.type,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        isActive: input.isActive,
        passwordHash,
      });
      const managerUserId = await knownManager(tx, tenant, id, input.managerUserId);
      await saveDirectoryProfile(tx, profileValues(tenant, id, input, managerUserId));
      const approvers = await followDirectoryManager(
        tx,
        tenant.scope,
        { id, companyId: tenant.companyId },
        { before: null, after: managerUserId },
      );
      await recordAudit(tx, {
        action: 'user.provision',
        entity: 'user',
        entityId: id,
        companyId: tenant.companyId,
        actorUserId: null,
        details: {
          ...AUDIT_VIA,
          email: input.email,
          isActive: input.isActive,
          ...(approvers && { approvers }),
        },
        ip,
      });
      return id;
    })
    .catch(rethrowTaken);
  return getDirectoryUser(context.db, tenant, userId);
}

/**
 * The directory replaces what it states of a user: `change` works the new statement out from the current one (a
 * PUT ignores it, a PATCH applies its operations to it) while the user's row is locked, so two changes at once
 * apply one after the other.
 */
export async function changeDirectoryUser(
  context: AppContext,
  tenant: DirectoryTenant,
  userId: number,
  change: (current: DirectoryUserRow) => DirectoryUserInput,
  ip: string,
): Promise<DirectoryUserRow> {
  const company = await getCompanyRow(context, tenant.scope, tenant.companyId);
  await context.db
    .transaction(async (tx) => {
      const current = await findDirectoryUser(tx, tenant.scope, tenant.companyId, userId, {
        forUpdate: true,
      });
      if (!current) throw userNotFound();
      const input = change(current);
      if (input.email !== current.user.email && !isEmailOfDomains(input.email, company.emailDomains)) {
        throw badRequest(emailOutsideDomainsMessage(company.emailDomains));
      }
      await applyToExisting(tx, tenant, current, input, ip);
    })
    .catch(rethrowTaken);
  return getDirectoryUser(context.db, tenant, userId);
}

/**
 * The directory deletes a user: the account is deactivated (ending their access as Usuarios does) and leaves its
 * travel group, the directory no longer sees it, and its trips and history stay.
 */
export async function removeDirectoryUser(
  context: AppContext,
  tenant: DirectoryTenant,
  userId: number,
  ip: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const current = await findDirectoryUser(tx, tenant.scope, tenant.companyId, userId, { forUpdate: true });
    if (!current) throw userNotFound();
    const { user, profile } = current;
    const now = new Date();
    await updateDirectoryAccount(tx, tenant.scope, user.id, { isActive: false });
    if (user.isActive) await endAccessOf(tx, user, now);
    await setTravelGroupOfUsers(tx, tenant.scope, tenant.companyId, [user.id], null);
    const kept = profile ? withoutTimestamps(profile) : blankProfile(tenant, user.id);
    await saveDirectoryProfile(tx, { ...kept, removedAt: now });
    await recordAudit(tx, {
      action: 'user.directory_remove',
      entity: 'user',
      entityId: user.id,
      companyId: tenant.companyId,
      actorUserId: null,
      details: { ...AUDIT_VIA, wasActive: user.isActive, travelGroupId: user.travelGroupId },
      ip,
    });
  });
}
