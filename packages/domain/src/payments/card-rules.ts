/**
 * Card checks the web form and the payment provider both run: the number's check digit (Luhn), the
 * brand, the expiry and the security code. Pure functions; the card number itself never leaves the
 * provider call.
 */

import { toIsoMonth } from '../dates/calendar-dates';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
};

/** A card stays valid at most this many years ahead; further is a typing mistake. */
export const CARD_MAX_YEARS_AHEAD = 20;

/** The digits of a typed card number; spaces and dashes are allowed between groups. */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) check on 12–19 digits. */
export function isLuhnValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  lengths: readonly number[];
}

// Issuer identification ranges of the accepted networks.
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15] },
  { brand: 'diners', prefix: /^3(0[0-5]|09|[689])/, lengths: [14, 15, 16, 17, 18, 19] },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', prefix: /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, lengths: [16] },
];

/** The brand of a card number by its first digits and length; null when it is none of the accepted ones. */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = normalizeCardNumber(number);
  const rule = BRAND_RULES.find(
    (candidate) => candidate.prefix.test(digits) && candidate.lengths.includes(digits.length),
  );
  return rule?.brand ?? null;
}

/** The last four digits, the only part of the number that is ever kept or shown. */
export function lastFourDigits(number: string): string {
  return normalizeCardNumber(number).slice(-4);
}

export type CardExpiryCheck = 'valid' | 'expired' | 'too_far' | 'invalid';

/** A card expires at the end of its month, in Colombian time; `now` decides which month that is. */
export function checkCardExpiry(expMonth: number, expYear: number, now: Date = new Date()): CardExpiryCheck {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) {
    return 'invalid';
  }
  const { year, month } = bogotaYearMonth(now);
  const expiry = expYear * 12 + expMonth;
  const current = year * 12 + month;
  if (expiry < current) return 'expired';
  if (expiry > current + CARD_MAX_YEARS_AHEAD * 12) return 'too_far';
  return 'valid';
}

export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  return checkCardExpiry(expMonth, expYear, now) === 'expired';
}

/** Three digits, or four (American Express prints four). */
export function isValidCvc(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc);
}

/** 'MM/AAAA' as cards are read aloud and printed in lists. */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}

/** Year and month (1–12) of an instant in Colombia. */
export function bogotaYearMonth(now: Date): { year: number; month: number } {
  const [year, month] = toIsoMonth(now).split('-').map(Number);
  return { year: year ?? now.getUTCFullYear(), month: month ?? now.getUTCMonth() + 1 };
}
