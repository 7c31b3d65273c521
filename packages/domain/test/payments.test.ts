import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_UNSUPPORTED_MESSAGE,
  CARD_CVC_INVALID_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_INVALID_MESSAGE,
  CARD_EXPIRY_TOO_FAR_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  checkCardExpiry,
  corporateCardCreateSchema,
  detectCardBrand,
  formatCardExpiry,
  isCardExpired,
  isLuhnValid,
  isValidCvc,
  lastFourDigits,
  PAYROLL_CAP_MESSAGE,
  PAYROLL_CONSENT_MESSAGE,
  PAYROLL_PERIOD_MESSAGE,
  payrollAuthorizationSignSchema,
  payrollExportQuerySchema,
  payrollPeriodOf,
} from '../src';

const VISA = '4242 4242 4242 4242';

describe('isLuhnValid', () => {
  it('accepts numbers whose check digit is right, with or without separators', () => {
    for (const number of [
      VISA,
      '4242-4242-4242-4242',
      '5555555555554444',
      '378282246310005',
      '30569309025904',
    ]) {
      expect(isLuhnValid(number), number).toBe(true);
    }
  });

  it('refuses a wrong check digit, letters and lengths outside 12–19', () => {
    for (const number of ['4242424242424241', '4242a24242424242', '42424242424', '4'.repeat(20), '']) {
      expect(isLuhnValid(number), number).toBe(false);
    }
  });
});

describe('detectCardBrand', () => {
  it('recognises the four accepted networks by prefix and length', () => {
    expect(detectCardBrand(VISA)).toBe('visa');
    expect(detectCardBrand('4222222222222')).toBe('visa');
    expect(detectCardBrand('5105105105105100')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('2720990000000007')).toBe('mastercard');
    expect(detectCardBrand('371449635398431')).toBe('amex');
    expect(detectCardBrand('30569309025904')).toBe('diners');
    expect(detectCardBrand('36227206271667')).toBe('diners');
  });

  it('answers null for other networks and impossible lengths', () => {
    expect(detectCardBrand('6011111111111117')).toBeNull(); // Discover
    expect(detectCardBrand('2721000000000000')).toBeNull(); // beyond the Mastercard 2-series
    expect(detectCardBrand('37144963539843')).toBeNull(); // American Express has 15 digits
  });

  it('keeps only the last four digits', () => {
    expect(lastFourDigits(VISA)).toBe('4242');
  });
});

describe('checkCardExpiry', () => {
  // 15 March 2026, 02:00 UTC: still 14 March in Bogotá.
  const now = new Date('2026-03-15T02:00:00Z');

  it('counts a card valid until the end of its month, in Colombian time', () => {
    expect(checkCardExpiry(3, 2026, now)).toBe('valid');
    expect(checkCardExpiry(2, 2026, now)).toBe('expired');
    expect(checkCardExpiry(12, 2025, now)).toBe('expired');
    expect(checkCardExpiry(2, 2026, new Date('2026-03-01T04:59:00Z'))).toBe('valid');
    expect(isCardExpired(2, 2026, now)).toBe(true);
  });

  it('refuses more than 20 years ahead and impossible months', () => {
    expect(checkCardExpiry(3, 2046, now)).toBe('valid');
    expect(checkCardExpiry(4, 2046, now)).toBe('too_far');
    expect(checkCardExpiry(13, 2027, now)).toBe('invalid');
    expect(checkCardExpiry(0, 2027, now)).toBe('invalid');
  });

  it('formats the expiry as MM/AAAA', () => {
    expect(formatCardExpiry(4, 2031)).toBe('04/2031');
  });
});

describe('isValidCvc', () => {
  it('wants three or four digits', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12345')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });
});

describe('corporateCardCreateSchema', () => {
  const year = new Date().getFullYear() + 3;
  const valid = {
    number: VISA,
    expMonth: 7,
    expYear: year,
    cvc: '123',
    holder: '  ana   martínez ',
  };
  const messageOf = (input: object) => corporateCardCreateSchema.safeParse(input).error?.issues[0]?.message;

  it('normalises the number and the holder', () => {
    expect(corporateCardCreateSchema.parse(valid)).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: year,
      cvc: '123',
      holder: 'ANA MARTÍNEZ',
    });
  });

  it('answers each bad field in Spanish', () => {
    expect(messageOf({ ...valid, number: '4242424242424241' })).toBe(CARD_NUMBER_INVALID_MESSAGE);
    expect(messageOf({ ...valid, number: '6011111111111117' })).toBe(CARD_BRAND_UNSUPPORTED_MESSAGE);
    expect(messageOf({ ...valid, cvc: '12' })).toBe(CARD_CVC_INVALID_MESSAGE);
    expect(messageOf({ ...valid, expMonth: 1, expYear: 2020 })).toBe(CARD_EXPIRED_MESSAGE);
    expect(messageOf({ ...valid, expYear: year + 30 })).toBe(CARD_EXPIRY_TOO_FAR_MESSAGE);
    // A JSON body's expiry is a number: text or a boolean is refused, not read as one.
    for (const expiry of [{ expMonth: '7' }, { expYear: String(year) }, { expMonth: true }]) {
      expect(messageOf({ ...valid, ...expiry })).toBe(CARD_EXPIRY_INVALID_MESSAGE);
    }
    expect(messageOf({ ...valid, holder: 'A' })).toBe(
      'Indica el nombre del titular como aparece en la tarjeta (2 a 80 caracteres).',
    );
  });
});

describe('payroll schemas', () => {
  it('needs a cap in whole pesos and an explicit consent', () => {
    expect(payrollAuthorizationSignSchema.parse({ amountCap: 800_000, consent: true })).toEqual({
      amountCap: 800_000,
      consent: true,
    });
    expect(
      payrollAuthorizationSignSchema.safeParse({ amountCap: 0, consent: true }).error?.issues[0]?.message,
    ).toBe(PAYROLL_CAP_MESSAGE);
    expect(
      payrollAuthorizationSignSchema.safeParse({ amountCap: 500_000, consent: false }).error?.issues[0]
        ?.message,
    ).toBe(PAYROLL_CONSENT_MESSAGE);
  });

  it('reads the payroll period as YYYY-MM, in Colombian time', () => {
    expect(payrollExportQuerySchema.parse({ period: '2026-05' })).toEqual({ period: '2026-05' });
    expect(payrollExportQuerySchema.safeParse({ period: '2026-13' }).error?.issues[0]?.message).toBe(
      PAYROLL_PERIOD_MESSAGE,
    );
    expect(payrollPeriodOf(new Date('2026-06-01T03:00:00Z'))).toBe('2026-05');
    expect(payrollPeriodOf(new Date('2026-06-01T06:00:00Z'))).toBe('2026-06');
  });
});
