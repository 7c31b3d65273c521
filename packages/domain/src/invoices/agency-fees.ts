import { z } from 'zod';
import { companyIdField, companyIdParam, count, pesosText } from '../fields/numbers';
import { formatCop } from '../money/format-cop';

/**
 * The agency's administrative fee (tarifa administrativa) per company and product, set by the operador (issue 30,
 * decision 071): its own income on the invoice, taxed at 19 % (decision 066). Not charged at checkout yet.
 */
export const AGENCY_FEE_PRODUCTS = ['national-flight', 'international-flight', 'hotel', 'change'] as const;
export type AgencyFeeProduct = (typeof AGENCY_FEE_PRODUCTS)[number];
export const AGENCY_FEE_PRODUCT_LABELS: Record<AgencyFeeProduct, string> = {
  'national-flight': 'Vuelo nacional',
  'international-flight': 'Vuelo internacional',
  hotel: 'Hotel',
  change: 'Cambio de una reserva',
};

/** A fee above this is taken for a typo (an extra zero), not a price. */
export const AGENCY_FEE_MAX = 2_000_000;
const FEE_MESSAGE = `Cada tarifa es un valor en pesos, sin decimales, de ${formatCop(0)} a ${formatCop(AGENCY_FEE_MAX)}.`;
const fee = count(FEE_MESSAGE, 0, AGENCY_FEE_MAX);

export const agencyFeesFieldsSchema = z.object({
  'national-flight': fee,
  'international-flight': fee,
  hotel: fee,
  change: fee,
});
export type AgencyFees = z.infer<typeof agencyFeesFieldsSchema>;

/** PUT /api/admin/agency-fees: the four fees (0: none) for the company the operador names. */
export const agencyFeesUpdateSchema = z.object({
  companyId: z.optional(companyIdField),
  fees: agencyFeesFieldsSchema,
});

/** The operador's form: each fee typed as pesos, with or without thousands dots. */
const typedFee = z.pipe(pesosText, fee);
export const agencyFeesFormSchema = z.object({
  'national-flight': typedFee,
  'international-flight': typedFee,
  hotel: typedFee,
  change: typedFee,
});
export type AgencyFeesForm = z.input<typeof agencyFeesFormSchema>;

export const agencyFeesQuerySchema = z.object({ companyId: z.optional(companyIdParam) });

/** GET and PUT answer: null until the operador sets the company's fees. */
export const agencyFeesSchema = z.object({
  companyId: z.number().int(),
  fees: z.nullable(
    z.object({
      'national-flight': z.number().int(),
      'international-flight': z.number().int(),
      hotel: z.number().int(),
      change: z.number().int(),
    }),
  ),
});
export type AgencyFeesAnswer = z.infer<typeof agencyFeesSchema>;

/** How the fee will read on its own line at checkout and on the invoice. */
export function agencyFeeLine(amount: number): string {
  return amount === 0 ? 'Sin tarifa administrativa' : `Tarifa administrativa ${formatCop(amount)} + IVA`;
}
