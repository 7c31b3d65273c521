import type { Executor } from '@travesia/db';
import {
  type BookableCostCenters,
  budgetShareOf,
  COST_CENTER_DUPLICATE_CODE_MESSAGE,
  COST_CENTER_NOT_FOUND_MESSAGE,
  type CostCenter,
  type CostCenterAdmin,
  type costCenterCreateSchema,
  costCenterNamedBy,
  type costCenterUpdateSchema,
  startOfBogotaDay,
  toIsoDate,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { definedFields, describeChanges } from '../../lib/audit-changes';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { findLastUsedCostCenterId, sumBookedByCostCenter } from '../bookings/reads';
import { findDirectoryCostCenter } from '../users/service';
import {
  type CostCenterChanges,
  type CostCenterRow,
  findActiveCostCenter,
  findCostCenter,
  insertCostCenter,
  listActiveCostCenters,
  listCostCenters,
  updateCostCenter,
} from './repository';

type CostCenterInput = z.output<typeof costCenterCreateSchema>;
type CostCenterUpdateInput = z.output<typeof costCenterUpdateSchema>;

const CODE_CONSTRAINT = 'cost_centers_company_code_key';

export function toCostCenter(row: Pick<CostCenterRow, 'id' | 'code' | 'name'>): CostCenter {
  return { id: row.id, code: row.code, name: row.name };
}

function toCostCenterAdmin(row: CostCenterRow, booked: number): CostCenterAdmin {
  return {
    id: row.id,
    companyId: row.companyId,
    code: row.code,
    name: row.name,
    budget: row.budget,
    booked,
    isActive: row.isActive,
  };
}

/** 1 January, 00:00 in Bogotá, of the current year there: budgets run by the calendar year in Colombia. */
export function startOfBudgetYear(now = new Date()): Date {
  return startOfBogotaDay(`${toIsoDate(now).slice(0, 4)}-01-01`);
}

function rethrowDuplicateCode(error: unknown): never {
  if (isUniqueViolation(error, CODE_CONSTRAINT)) throw conflict(COST_CENTER_DUPLICATE_CODE_MESSAGE);
  throw error;
}

/**
 * The active cost centers of the signed-in user's own company, each with the share of its budget this year's
 * bookings use, and the one the checkout starts with: their last booking's (when it is still active), else the one
 * the company's directory names for them.
 */
export async function listOwnCostCenters(
  context: AppContext,
  actor: SignedInUser,
): Promise<BookableCostCenters> {
  const scope = scopeOf(actor);
  const [rows, lastUsedId, directoryCostCenter] = await Promise.all([
    listActiveCostCenters(context.db, scope, actor.companyId),
    findLastUsedCostCenterId(context.db, scope, actor.id),
    findDirectoryCostCenter(context.db, scope, actor.id),
  ]);
  const booked = await sumBookedByCostCenter(
    context.db,
    scope,
    rows.map((row) => row.id),
    startOfBudgetYear(),
  );
  return {
    data: rows.map((row) => ({
      ...toCostCenter(row),
      budgetUsed: budgetShareOf(row.budget, booked.get(row.id) ?? 0),
    })),
    lastUsedId: rows.some((row) => row.id === lastUsedId)
      ? lastUsedId
      : (costCenterNamedBy(rows, directoryCostCenter)?.id ?? null),
  };
}

/** The centers of the target company (resolveTargetCompany), with this year's spend. */
export async function listManagedCostCenters(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<CostCenterAdmin[]> {
  const scope = scopeOf(actor);
  const rows = await listCostCenters(
    context.db,
    scope,
    await resolveTargetCompany(context.db, actor, companyId),
  );
  const booked = await sumBookedByCostCenter(
    context.db,
    scope,
    rows.map((row) => row.id),
    startOfBudgetYear(),
  );
  return rows.map((row) => toCostCenterAdmin(row, booked.get(row.id) ?? 0));
}

export async function createCostCenter(
  context: AppContext,
  actor: SignedInUser,
  input: CostCenterInput,
  ip: string,
): Promise<CostCenterAdmin> {
  const companyId = await resolveTargetCompany(context.db, actor, input.companyId);
  const row = await context.db
    .transaction(async (tx) => {
      const created = await insertCostCenter(tx, {
        companyId,
        code: input.code,
        name: input.name,
        budget: input.budget,
        isActive: input.isActive ?? true,
      });
      await recordAudit(tx, {
        action: 'cost_center.create',
        entity: 'cost_center',
        entityId: created.id,
        companyId,
        actorUserId: actor.id,
        details: { code: created.code, name: created.name, budget: created.budget },
        ip,
      });
      return created;
    })
    .catch(rethrowDuplicateCode);
  return toCostCenterAdmin(row, 0);
}

/** Any field may change; isActive false takes the center out of the booking forms. */
export async function changeCostCenter(
  context: AppContext,
  actor: SignedInUser,
  costCenterId: number,
  update: CostCenterUpdateInput,
  ip: string,
): Promise<CostCenterAdmin> {
  const scope = scopeOf(actor);
  const before = await findCostCenter(context.db, scope, costCenterId);
  if (!before) throw notFound(COST_CENTER_NOT_FOUND_MESSAGE);
  const changes: CostCenterChanges = definedFields(update);
  const after = await context.db
    .transaction(async (tx) => {
      const row = await updateCostCenter(tx, scope, costCenterId, changes);
      if (!row) throw notFound(COST_CENTER_NOT_FOUND_MESSAGE);
      await recordAudit(tx, {
        action:
          before.isActive && changes.isActive === false ? 'cost_center.deactivate' : 'cost_center.update',
        entity: 'cost_center',
        entityId: costCenterId,
        companyId: row.companyId,
        actorUserId: actor.id,
        details: { changes: describeChanges(before, changes) },
        ip,
      });
      return row;
    })
    .catch(rethrowDuplicateCode);
  const booked = await sumBookedByCostCenter(context.db, scope, [after.id], startOfBudgetYear());
  return toCostCenterAdmin(after, booked.get(after.id) ?? 0);
}

/** An active cost center of the company, as a booking shows it; any other id answers undefined. */
export async function findBookableCostCenter(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  costCenterId: number,
): Promise<CostCenter | undefined> {
  const row = await findActiveCostCenter(db, scope, companyId, costCenterId);
  return row && toCostCenter(row);
}
