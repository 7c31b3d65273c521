import type { Executor } from '@travesia/db';
import { insertAuditEntry } from './repository';

export interface AuditEvent {
  /** Dotted verb, e.g. 'auth.login' or 'company.update'. */
  action: string;
  entity:
    | 'user'
    | 'company'
    | 'session'
    | 'booking'
    | 'hotel'
    | 'cost_center'
    | 'project_client'
    | 'expense_type'
    | 'user_invitation'
    | 'policy'
    | 'travel_group'
    | 'out_of_policy_reason'
    | 'corporate_card'
    | 'payroll_authorization'
    | 'booking_delegation'
    | 'booking_scope_delegation'
    | 'trip';
  entityId: number | string;
  companyId: number | null;
  actorUserId: number | null;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Writes who did what; pass the transaction when the change itself runs in one, so both commit together. */
export async function recordAudit(db: Executor, event: AuditEvent): Promise<void> {
  await insertAuditEntry(db, {
    action: event.action,
    entity: event.entity,
    entityId: String(event.entityId),
    companyId: event.companyId,
    actorUserId: event.actorUserId,
    details: event.details ?? null,
    ip: event.ip ?? null,
  });
}
