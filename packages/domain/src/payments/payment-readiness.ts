import { isCardExpired } from './card-rules';
import type { PaymentOptions } from './payment-schemas';

/**
 * Whether a traveller can pay a booking now: 'ready' with a card of the company that has not expired or payroll
 * deduction they authorised; 'sign-payroll' when the company deducts by payroll but they have not signed the
 * authorization yet (they can do it themselves); 'none' when the company has set up no way to pay at all.
 */
export type PaymentReadiness = 'ready' | 'sign-payroll' | 'none';

export function paymentReadinessOf(options: PaymentOptions, now: Date = new Date()): PaymentReadiness {
  const hasCard = options.cards.some((card) => !isCardExpired(card.expMonth, card.expYear, now));
  if (hasCard || (options.payroll.companyEnabled && options.payroll.authorization)) return 'ready';
  return options.payroll.companyEnabled ? 'sign-payroll' : 'none';
}

/** What a traveller of a company with no way to pay is told before they search (issue 36). */
export const NO_COMPANY_PAYMENT_METHOD_MESSAGE =
  'Tu empresa aún no tiene un medio de pago. Pídele a tu administrador que lo configure.';
/** The same, to the administrator who can set it up. */
export const NO_COMPANY_PAYMENT_METHOD_ADMIN_MESSAGE =
  'Tu empresa aún no tiene un medio de pago: registra una tarjeta corporativa o activa el descuento por nómina.';
export const PAYROLL_SIGNATURE_MISSING_MESSAGE =
  'Para pagar tus reservas firma la autorización de descuento por nómina.';
