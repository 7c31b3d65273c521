import { z } from 'zod';
import { emailSchema } from '../auth/auth-schemas';
import { companyIdField, companyIdParam } from '../fields/numbers';
import { requiredText } from '../fields/text';
import { isNitCheckDigitRight, NIT_PATTERN } from './nit';

/**
 * What the agency needs to invoice a company (issue 30): who the buyer is for DIAN, as its RUT says. The codes are
 * the ones the Anexo Técnico 1.9 takes (responsibilities, cbc:TaxLevelCode; tax scheme, cac:TaxScheme; person type,
 * cbc:AdditionalAccountID); decision 066.
 */
export const RUT_RESPONSIBILITIES = ['O-13', 'O-15', 'O-23', 'O-47', 'R-99-PN'] as const;
export type RutResponsibility = (typeof RUT_RESPONSIBILITIES)[number];
export const RUT_RESPONSIBILITY_LABELS: Record<RutResponsibility, string> = {
  'O-13': 'Gran contribuyente',
  'O-15': 'Autorretenedor',
  'O-23': 'Agente de retención de IVA',
  'O-47': 'Régimen simple de tributación',
  'R-99-PN': 'No aplica – Otros',
};
/** "None of the others": it stands alone. */
const NO_RESPONSIBILITY: RutResponsibility = 'R-99-PN';

export const PERSON_TYPES = ['juridica', 'natural'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const PERSON_TYPE_LABELS: Record<PersonType, string> = {
  juridica: 'Persona jurídica',
  natural: 'Persona natural',
};

export const TAX_SCHEMES = ['01', '04', 'ZA', 'ZZ'] as const;
export type TaxScheme = (typeof TAX_SCHEMES)[number];
export const TAX_SCHEME_LABELS: Record<TaxScheme, string> = {
  '01': 'IVA',
  '04': 'INC (impuesto nacional al consumo)',
  ZA: 'IVA e INC',
  ZZ: 'No aplica',
};

export const WRONG_CHECK_DIGIT_MESSAGE =
  'El dígito de verificación no corresponde a ese NIT. Revisa el NIT y el dígito en el RUT.';
const NIT_MESSAGE = 'El NIT tiene entre 5 y 15 dígitos, sin puntos, guion ni dígito de verificación.';
const CHECK_DIGIT_MESSAGE = 'El dígito de verificación es un número del 0 al 9.';
const RESPONSIBILITY_MESSAGE =
  'Elige las responsabilidades de tu RUT (R-99-PN si no tienes ninguna de las otras).';

const checkDigitNumber = z
  .number({ error: CHECK_DIGIT_MESSAGE })
  .int({ error: CHECK_DIGIT_MESSAGE })
  .min(0, { error: CHECK_DIGIT_MESSAGE })
  .max(9, { error: CHECK_DIGIT_MESSAGE });

const fiscalProfileFields = z.object({
  nit: z.string({ error: NIT_MESSAGE }).trim().regex(NIT_PATTERN, { error: NIT_MESSAGE }),
  checkDigit: checkDigitNumber,
  legalName: requiredText('La razón social es obligatoria (hasta 200 caracteres).', 200),
  personType: z.enum(PERSON_TYPES, { error: 'Elige si la empresa es persona jurídica o natural.' }),
  responsibilities: z
    .array(z.enum(RUT_RESPONSIBILITIES, { error: RESPONSIBILITY_MESSAGE }), { error: RESPONSIBILITY_MESSAGE })
    .min(1, { error: RESPONSIBILITY_MESSAGE })
    .refine((codes) => new Set(codes).size === codes.length, { error: RESPONSIBILITY_MESSAGE })
    .refine((codes) => !codes.includes(NO_RESPONSIBILITY) || codes.length === 1, {
      error: 'R-99-PN (No aplica – Otros) no se combina con otras responsabilidades.',
    }),
  taxScheme: z.enum(TAX_SCHEMES, { error: 'Elige el tributo de la empresa.' }),
  municipalityCode: z
    .string({ error: 'El código DANE del municipio tiene 5 dígitos (11001 para Bogotá).' })
    .trim()
    .regex(/^\d{5}$/, { error: 'El código DANE del municipio tiene 5 dígitos (11001 para Bogotá).' }),
  billingEmail: emailSchema,
  /** Agente de retención en la fuente (renta). IVA withholding is the O-23 responsibility, not a flag. */
  withholdsIncomeTax: z.boolean({ error: 'Indica si la empresa es agente de retención en la fuente.' }),
  /** Agente de retención del impuesto de industria y comercio (ReteICA). */
  withholdsIca: z.boolean({ error: 'Indica si la empresa es agente de retención de ICA.' }),
});

const rightCheckDigit = <T extends { nit: string; checkDigit: number }>(profile: T) =>
  isNitCheckDigitRight(profile.nit, profile.checkDigit);
/**
 * The check digit is compared as soon as the NIT and the digit are well formed, even while other fields are still
 * wrong, so the form says it at the first try.
 */
const CHECK_DIGIT_RULE = {
  error: WRONG_CHECK_DIGIT_MESSAGE,
  path: ['checkDigit'],
  // Not when the body is no object at all (an issue at the root, no field in its path).
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || field === 'nit' || field === 'checkDigit';
    }),
};

export type FiscalProfileFields = z.infer<typeof fiscalProfileFields>;

/** The "Datos de facturación" form: the check digit is typed as text (one digit), the rest as the API takes it. */
export const fiscalProfileFormSchema = fiscalProfileFields
  .extend({
    checkDigit: z.pipe(
      z.string().transform((text) => (/^\d$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)),
      checkDigitNumber,
    ),
  })
  .refine(rightCheckDigit, CHECK_DIGIT_RULE);
export type FiscalProfileForm = z.input<typeof fiscalProfileFormSchema>;

/** PUT /api/admin/fiscal-profile: the fields, and the company when the operador sends it. */
export const fiscalProfileUpdateSchema = fiscalProfileFields
  .extend({ companyId: z.optional(companyIdField) })
  .refine(rightCheckDigit, CHECK_DIGIT_RULE);

export const fiscalProfileQuerySchema = z.object({ companyId: z.optional(companyIdParam) });

/** GET and PUT answer: the company's profile as stored, null until someone saves it. */
export const fiscalProfileSchema = z.object({
  companyId: z.number().int(),
  profile: z.nullable(
    z.object({
      nit: z.string(),
      checkDigit: z.number().int(),
      legalName: z.string(),
      personType: z.enum(PERSON_TYPES),
      responsibilities: z.array(z.enum(RUT_RESPONSIBILITIES)),
      taxScheme: z.enum(TAX_SCHEMES),
      municipalityCode: z.string(),
      billingEmail: z.string(),
      withholdsIncomeTax: z.boolean(),
      withholdsIca: z.boolean(),
    }),
  ),
  updatedAt: z.nullable(z.string()),
});
export type FiscalProfile = z.infer<typeof fiscalProfileSchema>;
