import { z } from 'zod';
import {
  hasLetters,
  pesos,
  REASON_WITHOUT_LETTERS_MESSAGE,
  recordId,
  requiredText,
  singleLineText,
} from '../fields';
import { roleSchema } from '../users/roles';
import { policyTypeSchema } from './policy-check';

/** Administration of travel policies, travel groups and out-of-policy reasons (issue 5). */

export const POLICY_KINDS = ['hotel', 'flight'] as const;
export const policyKindSchema = z.enum(POLICY_KINDS, {
  error: 'El tipo de servicio debe ser hotel o vuelo.',
});
export type PolicyKind = z.infer<typeof policyKindSchema>;

export const POLICY_KIND_LABELS: Record<PolicyKind, string> = { hotel: 'Hoteles', flight: 'Vuelos' };
export const POLICY_TYPE_LABELS = {
  NACIONAL: 'Nacional',
  INTERNACIONAL: 'Internacional',
  AMBOS: 'Nacional e internacional',
} as const;

export const TIME_MIN_MAX_DAYS = 365;

export const POLICY_MESSAGES = {
  type: 'El alcance debe ser NACIONAL, INTERNACIONAL o AMBOS.',
  timeMin: `La anticipación mínima debe ser un número entero de días entre 0 y ${TIME_MIN_MAX_DAYS}.`,
  priceMax: 'El precio máximo debe ser un valor en pesos, entero y mayor que cero.',
  starsMax: 'El máximo de estrellas debe estar entre 1 y 5.',
  starsForFlight: 'El máximo de estrellas solo aplica a las políticas de hotel.',
  groupId: 'El grupo de viaje no es válido.',
  companyId: 'El identificador de la empresa no es válido.',
  isActive: 'El estado debe ser verdadero o falso.',
  nothingToUpdate: 'Indica al menos un campo para actualizar.',
} as const;

const timeMinSchema = z
  .number({ error: POLICY_MESSAGES.timeMin })
  .int({ error: POLICY_MESSAGES.timeMin })
  .min(0, { error: POLICY_MESSAGES.timeMin })
  .max(TIME_MIN_MAX_DAYS, { error: POLICY_MESSAGES.timeMin });
const priceMaxSchema = pesos(POLICY_MESSAGES.priceMax, 1);
const starsMaxSchema = z
  .number({ error: POLICY_MESSAGES.starsMax })
  .int({ error: POLICY_MESSAGES.starsMax })
  .min(1, { error: POLICY_MESSAGES.starsMax })
  .max(5, { error: POLICY_MESSAGES.starsMax });
const isActiveSchema = z.boolean({ error: POLICY_MESSAGES.isActive });

const policyFieldsSchema = z.object({
  kind: policyKindSchema,
  type: z.enum(['NACIONAL', 'INTERNACIONAL', 'AMBOS'], { error: POLICY_MESSAGES.type }),
  time_min: timeMinSchema,
  /** COP: per night for hotels, per adult ticket for flights. */
  price_max: priceMaxSchema,
  /** Hotels only; null: any category. */
  stars_max: starsMaxSchema.nullable(),
  /** null: the whole company; otherwise one travel group of the company. */
  group_id: z.nullable(recordId(POLICY_MESSAGES.groupId)),
});

/** POST /api/admin/policies (the operator names the company; an administrator gets their own). */
export const policyCreateSchema = policyFieldsSchema
  .extend({
    stars_max: policyFieldsSchema.shape.stars_max.default(null),
    group_id: policyFieldsSchema.shape.group_id.default(null),
    company_id: z.optional(recordId(POLICY_MESSAGES.companyId)),
  })
  .refine((policy) => policy.kind === 'hotel' || policy.stars_max === null, {
    error: POLICY_MESSAGES.starsForFlight,
    path: ['stars_max'],
  });
export type PolicyCreate = z.input<typeof policyCreateSchema>;

/** PATCH /api/admin/policies/:policyId: any field; `is_active` deactivates or reactivates the rule. */
export const policyUpdateSchema = policyFieldsSchema
  .partial()
  .extend({ is_active: isActiveSchema.optional() })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: POLICY_MESSAGES.nothingToUpdate,
  });
export type PolicyUpdate = z.input<typeof policyUpdateSchema>;

/** A rule as the administration screens see it. */
export const adminPolicySchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  kind: policyKindSchema,
  type: policyTypeSchema,
  time_min: z.number().int(),
  price_max: z.number().int(),
  stars_max: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  /** null for company-wide rules. */
  group_name: z.string().nullable(),
  is_active: z.boolean(),
});
export type AdminPolicy = z.infer<typeof adminPolicySchema>;

/** POST answer: `reactivated` when a deactivated rule of the same scope took the new values. */
export const policySavedSchema = adminPolicySchema.extend({ reactivated: z.boolean() });
export type PolicySaved = z.infer<typeof policySavedSchema>;

/** GET /api/admin/policies/company/:companyId (spec §7 "the policy"): every rule, active or not, by kind. */
export const companyPoliciesSchema = z.object({
  company_id: z.number().int(),
  hotel: z.array(adminPolicySchema),
  flight: z.array(adminPolicySchema),
});
export type CompanyPolicies = z.infer<typeof companyPoliciesSchema>;

// Travel groups

const GROUP_NAME_MESSAGE = 'Indica el nombre del grupo (hasta 60 caracteres).';

export const travelGroupCreateSchema = z.object({
  name: requiredText(GROUP_NAME_MESSAGE, 60),
  company_id: z.optional(recordId(POLICY_MESSAGES.companyId)),
});
export type TravelGroupCreate = z.input<typeof travelGroupCreateSchema>;

export const travelGroupRenameSchema = z.object({ name: requiredText(GROUP_NAME_MESSAGE, 60) });
export type TravelGroupRename = z.input<typeof travelGroupRenameSchema>;

export const travelGroupSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  member_count: z.number().int(),
});
export type TravelGroup = z.infer<typeof travelGroupSchema>;

/** A user of the company with the travel group whose rules apply to them. */
export const travelGroupMemberSchema = z.object({
  id: z.number().int(),
  documento: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  travel_group_id: z.number().int().nullable(),
});
export type TravelGroupMember = z.infer<typeof travelGroupMemberSchema>;

/** PUT /api/users/:userId/travel-group; null takes the user out of any group. */
export const travelGroupAssignmentSchema = z.object({
  travel_group_id: z.nullable(recordId(POLICY_MESSAGES.groupId)),
});
export type TravelGroupAssignment = z.infer<typeof travelGroupAssignmentSchema>;

// Out-of-policy reasons

const REASON_CODE_MESSAGE =
  'El código debe tener de 2 a 30 caracteres: letras sin tildes, números, guiones o guiones bajos.';
const REASON_LABEL_MESSAGE = 'Indica el motivo (de 3 a 120 caracteres).';

const reasonCodeSchema = z
  .string({ error: REASON_CODE_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,30}$/, { error: REASON_CODE_MESSAGE })
  .transform((code) => code.toUpperCase());
const reasonLabelSchema = singleLineText({ error: REASON_LABEL_MESSAGE })
  .min(3, { error: REASON_LABEL_MESSAGE })
  .max(120, { error: REASON_LABEL_MESSAGE })
  .refine(hasLetters, { error: REASON_WITHOUT_LETTERS_MESSAGE });

export const outOfPolicyReasonCreateSchema = z.object({
  code: reasonCodeSchema,
  label: reasonLabelSchema,
  company_id: z.optional(recordId(POLICY_MESSAGES.companyId)),
});
export type OutOfPolicyReasonCreate = z.input<typeof outOfPolicyReasonCreateSchema>;

export const outOfPolicyReasonUpdateSchema = z
  .object({
    code: reasonCodeSchema.optional(),
    label: reasonLabelSchema.optional(),
    is_active: isActiveSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: POLICY_MESSAGES.nothingToUpdate,
  });
export type OutOfPolicyReasonUpdate = z.input<typeof outOfPolicyReasonUpdateSchema>;

export const outOfPolicyReasonSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  code: z.string(),
  label: z.string(),
  is_active: z.boolean(),
});
export type OutOfPolicyReason = z.infer<typeof outOfPolicyReasonSchema>;
