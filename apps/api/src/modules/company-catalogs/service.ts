import type { Executor } from '@travesia/db';
import {
  CATALOG_DUPLICATE_CODE_MESSAGES,
  CATALOG_NOT_FOUND_MESSAGES,
  type CatalogEntry,
  type CatalogEntryAdmin,
  type CatalogKind,
  type CatalogRequirements,
  type catalogEntryCreateSchema,
  type catalogEntryUpdateSchema,
  type catalogRequirementsUpdateSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { companyNotFound, conflict, notFound } from '../../lib/app-error';
import { definedFields, describeChanges } from '../../lib/audit-changes';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import {
  type CatalogEntryRow,
  CODE_CONSTRAINTS,
  findCatalogEntry,
  findCatalogRequirements,
  insertCatalogEntry,
  listCatalogEntries,
  updateCatalogEntry,
  updateCatalogRequirements,
} from './repository';

type CatalogEntryInput = z.output<typeof catalogEntryCreateSchema>;
type CatalogEntryUpdateInput = z.output<typeof catalogEntryUpdateSchema>;
type CatalogRequirementsInput = z.output<typeof catalogRequirementsUpdateSchema>;

/** Audit names: 'project_client.create', 'expense_type.update'… */
const AUDIT_ENTITIES = { 'project-clients': 'project_client', 'expense-types': 'expense_type' } as const;

function toCatalogEntry(row: CatalogEntryRow): CatalogEntry {
  return { id: row.id, code: row.code, name: row.name };
}

function toCatalogEntryAdmin(row: CatalogEntryRow): CatalogEntryAdmin {
  return { ...toCatalogEntry(row), companyId: row.companyId, isActive: row.isActive };
}

function rethrowDuplicateCode(kind: CatalogKind) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, CODE_CONSTRAINTS[kind]))
      throw conflict(CATALOG_DUPLICATE_CODE_MESSAGES[kind]);
    throw error;
  };
}

/** The active entries of the signed-in user's own company, for the booking forms. */
export async function listOwnCatalogEntries(
  context: AppContext,
  actor: SignedInUser,
  kind: CatalogKind,
): Promise<CatalogEntry[]> {
  const rows = await listCatalogEntries(context.db, scopeOf(actor), kind, {
    companyId: actor.companyId,
    isActiveOnly: true,
  });
  return rows.map(toCatalogEntry);
}

/** Every entry, active or not, of the target company (resolveTargetCompany). */
export async function listManagedCatalogEntries(
  context: AppContext,
  actor: SignedInUser,
  kind: CatalogKind,
  companyId: number | undefined,
): Promise<CatalogEntryAdmin[]> {
  const rows = await listCatalogEntries(context.db, scopeOf(actor), kind, {
    companyId: await resolveTargetCompany(context.db, actor, companyId),
    isActiveOnly: false,
  });
  return rows.map(toCatalogEntryAdmin);
}

export async function createCatalogEntry(
  context: AppContext,
  actor: SignedInUser,
  kind: CatalogKind,
  input: CatalogEntryInput,
  ip: string,
): Promise<CatalogEntryAdmin> {
  const companyId = await resolveTargetCompany(context.db, actor, input.companyId);
  const row = await context.db
    .transaction(async (tx) => {
      const created = await insertCatalogEntry(tx, kind, {
        companyId,
        code: input.code,
        name: input.name,
        isActive: input.isActive ?? true,
      });
      await recordAudit(tx, {
        action: `${AUDIT_ENTITIES[kind]}.create`,
        entity: AUDIT_ENTITIES[kind],
        entityId: created.id,
        companyId,
        actorUserId: actor.id,
        details: { code: created.code, name: created.name },
        ip,
      });
      return created;
    })
    .catch(rethrowDuplicateCode(kind));
  return toCatalogEntryAdmin(row);
}

export async function changeCatalogEntry(
  context: AppContext,
  actor: SignedInUser,
  kind: CatalogKind,
  id: number,
  update: CatalogEntryUpdateInput,
  ip: string,
): Promise<CatalogEntryAdmin> {
  const scope = scopeOf(actor);
  const before = await findCatalogEntry(context.db, scope, kind, id);
  if (!before) throw notFound(CATALOG_NOT_FOUND_MESSAGES[kind]);
  const changes = definedFields(update);
  const after = await context.db
    .transaction(async (tx) => {
      const row = await updateCatalogEntry(tx, scope, kind, id, changes);
      if (!row) throw notFound(CATALOG_NOT_FOUND_MESSAGES[kind]);
      await recordAudit(tx, {
        action: `${AUDIT_ENTITIES[kind]}.${before.isActive && changes.isActive === false ? 'deactivate' : 'update'}`,
        entity: AUDIT_ENTITIES[kind],
        entityId: id,
        companyId: row.companyId,
        actorUserId: actor.id,
        details: { changes: describeChanges(before, changes) },
        ip,
      });
      return row;
    })
    .catch(rethrowDuplicateCode(kind));
  return toCatalogEntryAdmin(after);
}

async function readRequirements(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
): Promise<CatalogRequirements> {
  const requirements = await findCatalogRequirements(context.db, scopeOf(actor), companyId);
  if (!requirements) throw companyNotFound();
  return requirements;
}

/** Whether the signed-in user's own company requires each choice, for the booking forms. */
export function getOwnCatalogRequirements(
  context: AppContext,
  actor: SignedInUser,
): Promise<CatalogRequirements> {
  return readRequirements(context, actor, actor.companyId);
}

/** The same for the company the administrator manages (resolveTargetCompany). */
export async function getManagedCatalogRequirements(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<CatalogRequirements> {
  return readRequirements(context, actor, await resolveTargetCompany(context.db, actor, companyId));
}

/** Makes a project client or an expense type required (or optional again) on the company's new bookings. */
export async function changeCatalogRequirements(
  context: AppContext,
  actor: SignedInUser,
  input: CatalogRequirementsInput,
  ip: string,
): Promise<CatalogRequirements> {
  const companyId = await resolveTargetCompany(context.db, actor, input.companyId);
  const before = await readRequirements(context, actor, companyId);
  const changes = definedFields({
    'project-clients': input['project-clients'],
    'expense-types': input['expense-types'],
  });
  return context.db.transaction(async (tx) => {
    const after = await updateCatalogRequirements(tx, scopeOf(actor), companyId, changes);
    if (!after) throw companyNotFound();
    await recordAudit(tx, {
      action: 'company.catalog_requirements.update',
      entity: 'company',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      details: { changes: describeChanges(before, changes) },
      ip,
    });
    return after;
  });
}

/** How many active entries a company has to choose from (a required choice with none to choose is waived). */
export { countActiveCatalogEntries } from './repository';

/** The id of an active entry of the company, or undefined for an inactive one or one of another company. */
export async function findUsableCatalogEntryId(
  db: Executor,
  scope: TenantScope,
  kind: CatalogKind,
  companyId: number,
  entryId: number,
): Promise<number | undefined> {
  const entry = await findCatalogEntry(db, scope, kind, entryId);
  return entry?.isActive && entry.companyId === companyId ? entry.id : undefined;
}
