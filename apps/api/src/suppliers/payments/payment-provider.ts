import type { CardBrand } from '@travesia/domain';

/** What the card holder typed; it lives only for the provider call and is never stored or logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

/** The provider's stand-in for the card: charges are made with the token, never with the number. */
export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
}

export type CardRefusalReason =
  | 'invalid_number'
  | 'unsupported_brand'
  | 'expired'
  | 'invalid_expiry'
  | 'invalid_cvc';

/** The provider refused the card; `reason` says why, so the caller can answer in Spanish. */
export class CardRefusedError extends Error {
  constructor(readonly reason: CardRefusalReason) {
    super(`The payment provider refused the card: ${reason}`);
    this.name = 'CardRefusedError';
  }
}

/** A tokenizing payment provider (decision: cards are kept only as the provider's token). */
export interface PaymentProvider {
  readonly name: string;
  /** Throws CardRefusedError when the provider will not accept the card. */
  tokenizeCard(card: CardDetails): Promise<TokenizedCard>;
}
