import { z } from 'zod';
import {
  hasLetters,
  multiLineText,
  pesos,
  REASON_WITHOUT_LETTERS_MESSAGE,
  recordId,
  recordIdParam,
} from '../fields';

/** What hotel and flight bookings share: who pays, how, and why when the booking breaks policy. */

export const costCenterSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CostCenter = z.infer<typeof costCenterSchema>;

export const PAYMENT_METHODS = ['nomina', 'tarjeta_corporativa'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  nomina: 'Descuento por nómina',
  tarjeta_corporativa: 'Tarjeta corporativa',
};

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: 'Falta el encabezado Idempotency-Key.' })
  .min(8, { error: 'El encabezado Idempotency-Key debe tener entre 8 y 100 caracteres.' })
  .max(100, { error: 'El encabezado Idempotency-Key debe tener entre 8 y 100 caracteres.' });

export const OUT_OF_POLICY_REASON_REQUIRED_MESSAGE =
  'Indica el motivo por el que reservas fuera de la política.';

/**
 * Both booking requests: the traveller saw the warning of a duplicate stay or of another trip of theirs at the same
 * time (`tripsOverlap`) and books anyway.
 */
export const confirmDuplicateField = z
  .boolean({ error: 'La confirmación debe ser verdadera o falsa.' })
  .optional();

/**
 * Who travels, when the signed-in user books for someone else (decision 069): left out, the signed-in user. The
 * server checks a current delegation on every call; the client's choice is never trusted.
 */
export const travellerIdField = z.optional(recordId('El identificador del viajero no es válido.'));

/** The reads a checkout makes before booking (policy, payment options, cost centers, profile), for the traveller. */
export const travellerQuerySchema = z.object({
  travellerId: z.optional(recordIdParam('El identificador del viajero no es válido.')),
});

/** The payment part of POST /api/bookings/hotel and /api/bookings/flight. */
export const bookingPaymentFieldsSchema = z.object({
  costCenterId: recordId('Elige un centro de costos.'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Elige un medio de pago válido.' }),
  outOfPolicyReason: multiLineText({ invalid: 'El motivo contiene caracteres no válidos.' })
    .max(500, { error: 'El motivo no puede superar 500 caracteres.' })
    .refine((reason) => reason === '' || hasLetters(reason), { error: REASON_WITHOUT_LETTERS_MESSAGE })
    .optional()
    .transform((reason) => reason || undefined),
  /** One of the company's reason codes when out of policy; `outOfPolicyReason` adds free text. */
  outOfPolicyReasonId: z.optional(recordId('El motivo elegido no es válido.')),
  /** The company's client the trip is billed to ('clientes-proyecto'), if any. */
  projectClientId: z.optional(recordId('El cliente del proyecto no es válido.')),
  /** The company's expense type its accounting books the trip under, if any. */
  expenseTypeId: z.optional(recordId('El tipo de gasto no es válido.')),
  /** With 'tarjeta_corporativa': which of the company's cards pays. */
  corporateCardId: z.optional(recordId('La tarjeta corporativa no es válida.')),
  /** The total the traveller saw; the API refuses the booking when the price moved. */
  expectedTotal: pesos('Falta el total esperado.'),
});
