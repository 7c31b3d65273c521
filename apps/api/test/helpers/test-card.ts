/** A card the sandbox provider accepts, as the payment and log tests send it. */
export const CARD_NUMBER = '5105 1051 0510 5100';
export const CARD_DIGITS = '5105105105105100';
export const CVC = '7319';
export const NEXT_YEAR = new Date().getFullYear() + 1;
export const CARD = {
  number: CARD_NUMBER,
  expMonth: 9,
  expYear: NEXT_YEAR,
  cvc: CVC,
  holder: 'Andes Energía SAS',
};
