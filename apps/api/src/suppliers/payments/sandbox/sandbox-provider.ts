import { randomBytes } from 'node:crypto';
import {
  checkCardExpiry,
  detectCardBrand,
  isLuhnValid,
  isValidCvc,
  lastFourDigits,
  normalizeCardNumber,
} from '@travesia/domain';
import {
  type CardDetails,
  CardRefusedError,
  type PaymentProvider,
  type TokenizedCard,
} from '../payment-provider';

/**
 * The built-in provider: it runs the checks a real one would (check digit, brand, expiry, security code)
 * and answers an opaque random token that stands for the card. Nothing is sent anywhere.
 */
export function createSandboxPaymentProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    async tokenizeCard(card: CardDetails): Promise<TokenizedCard> {
      const digits = normalizeCardNumber(card.number);
      if (!isLuhnValid(digits)) throw new CardRefusedError('invalid_number');
      const brand = detectCardBrand(digits);
      if (!brand) throw new CardRefusedError('unsupported_brand');
      const expiry = checkCardExpiry(card.expMonth, card.expYear, now());
      if (expiry === 'expired') throw new CardRefusedError('expired');
      if (expiry !== 'valid') throw new CardRefusedError('invalid_expiry');
      if (!isValidCvc(card.cvc)) throw new CardRefusedError('invalid_cvc');
      return { token: `sbx_${randomBytes(18).toString('base64url')}`, brand, last4: lastFourDigits(digits) };
    },
  };
}
