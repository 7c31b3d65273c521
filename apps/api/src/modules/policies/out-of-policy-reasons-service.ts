import type { Executor } from '@travesia/db';
import {
  hasRoleAtLeast,
  type OutOfPolicyReason,
  type outOfPolicyReasonCreateSchema,
  type outOfPolicyReasonUpdateSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import {
  findReason,
  insertReason,
  listReasons,
  REASON_CODE_CONSTRAINT,
  type ReasonChanges,
  type ReasonRow,
  updateReason,
} from './repository';

const REASON_NOT_FOUND_MESSAGE = 'Motivo no encontrado.';

type ReasonCreateInput = z.output<typeof outOfPolicyReasonCreateSchema>;
type ReasonUpdateInput = z.output<typeof outOfPolicyReasonUpdateSchema>;

function duplicateCodeMessage(code: string): string {
  return `Ya existe un motivo con el código ${code} en la empresa.`;
}

function toReason(row: ReasonRow): OutOfPolicyReason {
  return { id: row.id, company_id: row.companyId, code: row.code, label: row.label, is_active: row.isActive };
}

/**
 * The reasons a traveller picks from when booking out of policy (active ones); administrators may ask for
 * the deactivated ones too, to manage them.
 */
export async function listOutOfPolicyReasons(
  context: AppContext,
  actor: SignedInUser,
  query: { companyId?: number; includeInactive: boolean },
): Promise<OutOfPolicyReason[]> {
  if (query.includeInactive && !hasRoleAtLeast(actor.role, 'administrador')) throw forbidden();
  const companyId = await resolveTargetCompany(context.db, actor, query.companyId);
  const rows = await listReasons(context.db, scopeOf(actor), companyId, query.includeInactive);
  return rows.map(toReason);
}

export async function createOutOfPolicyReason(
  context: AppContext,
  actor: SignedInUser,
  input: ReasonCreateInput,
  ip: string,
): Promise<OutOfPolicyReason> {
  const companyId = await resolveTargetCompany(context.db, actor, input.company_id);
  try {
    const row = await context.db.transaction(async (tx) => {
      const created = await insertReason(tx, { companyId, code: input.code, label: input.label });
      await recordAudit(tx, {
        action: 'out_of_policy_reason.create',
        entity: 'out_of_policy_reason',
        entityId: created.id,
        companyId,
        actorUserId: actor.id,
        details: { code: created.code, label: created.label },
        ip,
      });
      return created;
    });
    return toReason(row);
  } catch (error) {
    if (isUniqueViolation(error, REASON_CODE_CONSTRAINT)) throw conflict(duplicateCodeMessage(input.code));
    throw error;
  }
}

export async function changeOutOfPolicyReason(
  context: AppContext,
  actor: SignedInUser,
  reasonId: number,
  update: ReasonUpdateInput,
  ip: string,
): Promise<OutOfPolicyReason> {
  const scope = scopeOf(actor);
  const before = await findReason(context.db, scope, reasonId);
  if (!before) throw notFound(REASON_NOT_FOUND_MESSAGE);
  const changes: ReasonChanges = {
    ...(update.code === undefined ? {} : { code: update.code }),
    ...(update.label === undefined ? {} : { label: update.label }),
    ...(update.is_active === undefined ? {} : { isActive: update.is_active }),
  };
  try {
    const row = await context.db.transaction(async (tx) => {
      const changed = await updateReason(tx, scope, reasonId, changes);
      if (!changed) throw notFound(REASON_NOT_FOUND_MESSAGE);
      const action =
        changed.isActive === before.isActive
          ? 'out_of_policy_reason.update'
          : changed.isActive
            ? 'out_of_policy_reason.activate'
            : 'out_of_policy_reason.deactivate';
      await recordAudit(tx, {
        action,
        entity: 'out_of_policy_reason',
        entityId: reasonId,
        companyId: changed.companyId,
        actorUserId: actor.id,
        details: {
          from: { code: before.code, label: before.label, isActive: before.isActive },
          to: { code: changed.code, label: changed.label, isActive: changed.isActive },
        },
        ip,
      });
      return changed;
    });
    return toReason(row);
  } catch (error) {
    if (isUniqueViolation(error, REASON_CODE_CONSTRAINT)) {
      throw conflict(duplicateCodeMessage(update.code ?? before.code));
    }
    throw error;
  }
}

/** An active reason of the company, as a traveller may choose it; undefined for any other id. */
export async function findUsableReason(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  reasonId: number,
): Promise<{ id: number; label: string } | undefined> {
  const reason = await findReason(db, scope, reasonId);
  return reason?.isActive && reason.companyId === companyId
    ? { id: reason.id, label: reason.label }
    : undefined;
}
