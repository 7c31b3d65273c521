import { z } from 'zod';
import {
  APPROVAL_DEADLINE_OUTCOMES,
  APPROVAL_MODES,
  APPROVAL_SCOPES,
  type ApprovalDeadlineOutcome,
} from '../bookings/booking-lifecycle';
import { companyIdParam, recordId, recordIdParam } from '../fields';
import { hasRoleAtLeast, type Role, roleSchema } from '../users/roles';

/** Shapes of GET/PUT /api/user-approvers and of a company's approval settings (spec §7). */

/** How many approvers one traveller may have. */
export const MAX_APPROVERS_PER_USER = 5;

/** Only approvers, administrators and the agency approve trips. */
export function canApproveTrips(role: Role): boolean {
  return hasRoleAtLeast(role, 'aprobador');
}

export const APPROVER_MESSAGES = {
  tooMany: `Un viajero puede tener como máximo ${MAX_APPROVERS_PER_USER} aprobadores.`,
  repeated: 'No repitas un aprobador.',
  invalidId: 'Cada aprobador debe indicarse con su identificador numérico.',
  self: 'Un usuario no puede ser su propio aprobador.',
  notEligible:
    'Cada aprobador debe ser un usuario activo de la misma empresa con rol aprobador, administrador u operador.',
} as const;

export const approverSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type Approver = z.infer<typeof approverSchema>;

export const approverUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  documento: z.string(),
  role: roleSchema,
});
export type ApproverUser = z.infer<typeof approverUserSchema>;

/** One user of the company with who approves their trips. */
export const userApproversSchema = z.object({
  user: approverUserSchema,
  approvers: z.array(approverSchema),
});
export type UserApprovers = z.infer<typeof userApproversSchema>;

export const userApproversListSchema = z.object({ data: z.array(userApproversSchema) });
export type UserApproversList = z.infer<typeof userApproversListSchema>;

/** GET /api/user-approvers: the operator names the company; everyone else gets their own. */
export const userApproversQuerySchema = z.object({
  companyId: z.optional(companyIdParam),
});

export const userIdParamsSchema = z.object({
  userId: recordIdParam('El identificador del usuario no es válido.'),
});

/** PUT /api/user-approvers/:userId: the whole new set of approvers (an empty list removes them all). */
export const userApproversUpdateSchema = z.object({
  approverIds: z
    .array(recordId(APPROVER_MESSAGES.invalidId), {
      error: 'Indica la lista de aprobadores.',
    })
    .max(MAX_APPROVERS_PER_USER, { error: APPROVER_MESSAGES.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: APPROVER_MESSAGES.repeated }),
});
export type UserApproversUpdate = z.infer<typeof userApproversUpdateSchema>;

export const APPROVAL_DEADLINE_HOURS = { min: 1, max: 720 } as const;

export const APPROVAL_DEADLINE_OUTCOME_LABELS: Record<ApprovalDeadlineOutcome, string> = {
  approve: 'Aprobar la reserva',
  reject: 'Rechazar la reserva',
};

const deadlineHoursMessage = `El plazo de aprobación debe estar entre ${APPROVAL_DEADLINE_HOURS.min} y ${APPROVAL_DEADLINE_HOURS.max} horas.`;

/** GET/PUT /api/companies/:companyId/approval-settings */
export const approvalSettingsSchema = z.object({
  approvalMode: z.enum(APPROVAL_MODES, { error: 'Elige cuándo se requiere aprobación.' }),
  approvalScope: z.enum(APPROVAL_SCOPES, { error: 'Elige si se aprueba cada reserva o el viaje completo.' }),
  approvalDeadlineHours: z
    .number({ error: deadlineHoursMessage })
    .int({ error: 'El plazo de aprobación debe ser un número entero de horas.' })
    .min(APPROVAL_DEADLINE_HOURS.min, { error: deadlineHoursMessage })
    .max(APPROVAL_DEADLINE_HOURS.max, { error: deadlineHoursMessage }),
  approvalDeadlineOutcome: z.enum(APPROVAL_DEADLINE_OUTCOMES, {
    error: 'Elige qué pasa cuando vence el plazo.',
  }),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;
