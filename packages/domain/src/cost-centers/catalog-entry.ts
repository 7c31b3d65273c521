import { z } from 'zod';
import { companyIdField } from '../fields';
import { catalogCodeSchema, catalogNameSchema } from './cost-center-admin';

/**
 * The company's project clients ('clientes-proyecto', whom a trip is billed to) and expense types (what its
 * accounting books the trip under) are both short lists of code and name that the administrator keeps.
 */
export const CATALOG_KINDS = ['project-clients', 'expense-types'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const CATALOG_LABELS: Record<CatalogKind, { plural: string; singular: string }> = {
  'project-clients': { plural: 'Clientes de proyecto', singular: 'cliente de proyecto' },
  'expense-types': { plural: 'Tipos de gasto', singular: 'tipo de gasto' },
};

export const CATALOG_DUPLICATE_CODE_MESSAGES: Record<CatalogKind, string> = {
  'project-clients': 'Ya existe un cliente de proyecto con ese código en la empresa.',
  'expense-types': 'Ya existe un tipo de gasto con ese código en la empresa.',
};

export const CATALOG_NOT_FOUND_MESSAGES: Record<CatalogKind, string> = {
  'project-clients': 'Cliente de proyecto no encontrado.',
  'expense-types': 'Tipo de gasto no encontrado.',
};

/** What checkout says when the company requires a choice and none was made. */
export const CATALOG_REQUIRED_MESSAGES: Record<CatalogKind, string> = {
  'project-clients': 'Elige el cliente del proyecto.',
  'expense-types': 'Elige el tipo de gasto.',
};

/**
 * Whether a booking must name one of the company's entries. A company with no active entries has nothing to
 * choose from, so its requirement asks for nothing (checkout does not show the field either).
 */
export function isChoiceRequired(isRequired: boolean, activeEntries: number): boolean {
  return isRequired && activeEntries > 0;
}

/** Which of the two the company requires on every booking (GET /api/catalogs/requirements). */
export const catalogRequirementsSchema = z.object({
  'project-clients': z.boolean(),
  'expense-types': z.boolean(),
});
export type CatalogRequirements = z.infer<typeof catalogRequirementsSchema>;

const REQUIRED_FLAG_MESSAGE = 'Indica si es obligatorio al reservar.';

/** PUT /api/admin/catalogs/requirements: one or both flags, for the operador's chosen company. */
export const catalogRequirementsUpdateSchema = z
  .object({
    'project-clients': z.boolean({ error: REQUIRED_FLAG_MESSAGE }).optional(),
    'expense-types': z.boolean({ error: REQUIRED_FLAG_MESSAGE }).optional(),
    companyId: z.optional(companyIdField),
  })
  .refine((update) => CATALOG_KINDS.some((kind) => update[kind] !== undefined), {
    error: 'Indica al menos un dato para cambiar.',
  });
export type CatalogRequirementsUpdate = z.input<typeof catalogRequirementsUpdateSchema>;

/** What the booking forms read: the active entries. */
export const catalogEntrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
export const projectClientsResponseSchema = z.object({ data: z.array(catalogEntrySchema) });
/** GET /api/admin/expense-types answers a bare array (spec §7). */
export const expenseTypesResponseSchema = z.array(catalogEntrySchema);

export const catalogEntryAdminSchema = catalogEntrySchema.extend({
  companyId: z.number().int(),
  isActive: z.boolean(),
});
export type CatalogEntryAdmin = z.infer<typeof catalogEntryAdminSchema>;
export const catalogEntryAdminListSchema = z.object({ data: z.array(catalogEntryAdminSchema) });

export const catalogEntryCreateSchema = z.object({
  code: catalogCodeSchema,
  name: catalogNameSchema,
  isActive: z.boolean({ error: 'Indica si está activo.' }).optional(),
  companyId: z.optional(companyIdField),
});
export type CatalogEntryCreate = z.input<typeof catalogEntryCreateSchema>;

export const catalogEntryUpdateSchema = z
  .object({
    code: catalogCodeSchema.optional(),
    name: catalogNameSchema.optional(),
    isActive: z.boolean({ error: 'Indica si está activo.' }).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Indica al menos un dato para cambiar.',
  });
export type CatalogEntryUpdate = z.input<typeof catalogEntryUpdateSchema>;
