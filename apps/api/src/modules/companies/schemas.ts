import {
  emailSchema,
  LOGO_MESSAGES,
  multiLineText,
  OWN_LOGO_PATH_PATTERN,
  phoneSchema,
  singleLineText,
} from '@travesia/domain';
import { z } from 'zod';

/** Optional field that an empty string or null clears. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable()).optional();

const text = (label: string, max: number, { multiline = false } = {}) =>
  (multiline ? multiLineText : singleLineText)({
    error: `${label} debe ser un texto.`,
    invalid: `${label} contiene caracteres no válidos.`,
  }).max(max, { error: `${label} no puede superar ${max} caracteres.` });

/** PATCH /api/companies/:companyId: any subset of the editable fields, at least one. */
export const companyUpdateSchema = z
  .object({
    name: text('El nombre de la empresa', 120)
      .min(2, { error: 'El nombre de la empresa debe tener al menos 2 caracteres.' })
      .optional(),
    description: clearable(text('La descripción', 1000, { multiline: true })),
    logo_url: clearable(
      // Only logos the product serves (uploaded ones, its own brand images): never another host.
      text('El logo', 500).regex(OWN_LOGO_PATH_PATTERN, { error: LOGO_MESSAGES.url }),
    ),
    phone: clearable(phoneSchema),
    email: clearable(emailSchema),
    address: clearable(text('La dirección', 200)),
    city: clearable(text('La ciudad', 80)),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Indica al menos un campo para actualizar.',
  });

export type CompanyUpdate = z.output<typeof companyUpdateSchema>;
