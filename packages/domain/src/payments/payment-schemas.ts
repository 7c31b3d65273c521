import { z } from 'zod';
import { toIsoMonth } from '../dates/calendar-dates';
import { companyIdField, companyIdParam, count, singleLineText } from '../fields';
import {
  CARD_BRANDS,
  CARD_MAX_YEARS_AHEAD,
  checkCardExpiry,
  detectCardBrand,
  isLuhnValid,
  isValidCvc,
  normalizeCardNumber,
} from './card-rules';

export const CARD_NUMBER_INVALID_MESSAGE = 'El número de la tarjeta no es válido. Revísalo.';
export const CARD_BRAND_UNSUPPORTED_MESSAGE =
  'Solo aceptamos tarjetas Visa, Mastercard, American Express y Diners Club.';
export const CARD_EXPIRED_MESSAGE = 'La tarjeta está vencida.';
export const CARD_EXPIRY_TOO_FAR_MESSAGE = `La fecha de vencimiento no puede superar ${CARD_MAX_YEARS_AHEAD} años.`;
export const CARD_EXPIRY_INVALID_MESSAGE = 'Indica el mes (1 a 12) y el año de vencimiento.';
export const CARD_CVC_INVALID_MESSAGE = 'El código de seguridad debe tener 3 o 4 dígitos.';
export const CARD_HOLDER_MESSAGE =
  'Indica el nombre del titular como aparece en la tarjeta (2 a 80 caracteres).';
export const PAYROLL_CAP_MESSAGE =
  'El tope por reserva debe ser un valor en pesos entre $ 1 y $ 100.000.000.';
export const PAYROLL_CONSENT_MESSAGE = 'Debes aceptar la autorización para firmarla.';
export const PAYROLL_PERIOD_MESSAGE = 'El período debe tener el formato AAAA-MM.';

/** Why a payment method cannot be used; the booking screens and the API say the same. */
export const PAYROLL_NOT_ENABLED_MESSAGE = 'Tu empresa no tiene habilitado el pago por descuento de nómina.';
export const PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE =
  'Para pagar por nómina, primero firma la autorización de descuento en Pago.';

/** The same, said to someone booking for a colleague (decision 069): only the traveller can sign it. */
export function payrollAuthorizationRequiredFor(travellerName: string): string {
  return `${travellerName} no ha firmado la autorización de descuento por nómina: paga con la tarjeta corporativa o pídele que la firme en Pago.`;
}
export const CORPORATE_CARD_REQUIRED_MESSAGE = 'Elige la tarjeta corporativa con la que vas a pagar.';

export const PAYROLL_CAP_MAX = 100_000_000;

/**
 * What the administrator types to register a corporate card. Only brand, last four digits, holder and
 * expiry are kept; the number and the security code go to the payment provider and are then forgotten.
 */
export const corporateCardCreateSchema = z
  .object({
    number: z
      .string({ error: CARD_NUMBER_INVALID_MESSAGE })
      .max(40, { error: CARD_NUMBER_INVALID_MESSAGE })
      .transform(normalizeCardNumber)
      .refine(isLuhnValid, { error: CARD_NUMBER_INVALID_MESSAGE })
      .refine((digits) => detectCardBrand(digits) !== null, { error: CARD_BRAND_UNSUPPORTED_MESSAGE }),
    expMonth: count(CARD_EXPIRY_INVALID_MESSAGE, 1, 12),
    expYear: count(CARD_EXPIRY_INVALID_MESSAGE, 2000, 2200),
    cvc: z.string({ error: CARD_CVC_INVALID_MESSAGE }).trim().refine(isValidCvc, {
      error: CARD_CVC_INVALID_MESSAGE,
    }),
    holder: singleLineText({ error: CARD_HOLDER_MESSAGE, invalid: CARD_HOLDER_MESSAGE })
      .min(2, { error: CARD_HOLDER_MESSAGE })
      .max(80, { error: CARD_HOLDER_MESSAGE })
      .transform((holder) => holder.replace(/\s+/g, ' ').toUpperCase()),
    /** Only the operator names the company; administrators register cards of their own. */
    companyId: z.optional(companyIdField),
  })
  .superRefine((card, context) => {
    const expiry = checkCardExpiry(card.expMonth, card.expYear);
    if (expiry === 'valid') return;
    const message =
      expiry === 'expired'
        ? CARD_EXPIRED_MESSAGE
        : expiry === 'too_far'
          ? CARD_EXPIRY_TOO_FAR_MESSAGE
          : CARD_EXPIRY_INVALID_MESSAGE;
    context.addIssue({ code: 'custom', path: ['expYear'], message });
  });
export type CorporateCardCreate = z.input<typeof corporateCardCreateSchema>;

/** A stored corporate card as anyone of the company sees it. */
export const corporateCardSchema = z.object({
  id: z.number().int(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  holder: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CorporateCard = z.infer<typeof corporateCardSchema>;
export const corporateCardsResponseSchema = z.object({ data: z.array(corporateCardSchema) });

export const payrollAuthorizationSchema = z.object({
  id: z.number().int(),
  amountCap: z.number().int(),
  signedAt: z.iso.datetime(),
});
export type PayrollAuthorization = z.infer<typeof payrollAuthorizationSchema>;

/** The employee signs with a cap per booking and an explicit consent. */
export const payrollAuthorizationSignSchema = z.object({
  amountCap: z
    .number({ error: PAYROLL_CAP_MESSAGE })
    .int({ error: PAYROLL_CAP_MESSAGE })
    .min(1, { error: PAYROLL_CAP_MESSAGE })
    .max(PAYROLL_CAP_MAX, { error: PAYROLL_CAP_MESSAGE }),
  consent: z.literal(true, { error: PAYROLL_CONSENT_MESSAGE }),
});
export type PayrollAuthorizationSign = z.input<typeof payrollAuthorizationSignSchema>;

/** What the booking screens need to offer or refuse each payment method. */
export const paymentOptionsSchema = z.object({
  payroll: z.object({
    companyEnabled: z.boolean(),
    authorization: payrollAuthorizationSchema.nullable(),
  }),
  cards: z.array(corporateCardSchema),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const payrollSettingsUpdateSchema = z.object({
  enabled: z.boolean({ error: 'Indica si el descuento por nómina queda habilitado.' }),
  companyId: z.optional(companyIdField),
});
export type PayrollSettingsUpdate = z.input<typeof payrollSettingsUpdateSchema>;
export const payrollSettingsSchema = z.object({ companyId: z.number().int(), enabled: z.boolean() });
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;

export const payrollPeriodSchema = z
  .string({ error: PAYROLL_PERIOD_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PAYROLL_PERIOD_MESSAGE });

export const payrollExportQuerySchema = z.object({
  period: payrollPeriodSchema,
  companyId: z.optional(companyIdParam),
});

/** The payroll month a deduction belongs to: the month (Colombian time) of `instant`, as YYYY-MM. */
export function payrollPeriodOf(instant: Date): string {
  return toIsoMonth(instant);
}
