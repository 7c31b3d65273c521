/**
 * The NIT's check digit (dígito de verificación) as DIAN assigns it (Orden Administrativa 4 de 1989): each digit,
 * from the right, times the primes 3, 7, 13 … 71; the sum modulo 11; a remainder of 0 or 1 is the digit itself,
 * any other r gives 11 − r. A NIT has at most 15 digits, one per weight. Sources: decision 066.
 */
const WEIGHTS_FROM_THE_RIGHT = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** A NIT without its check digit: digits only, no dots or dash, as many as there are weights. */
export const NIT_PATTERN = /^\d{5,15}$/;

/** The check digit of `nit` (digits only, NIT_PATTERN). */
export function nitCheckDigit(nit: string): number {
  if (!NIT_PATTERN.test(nit)) throw new RangeError('A NIT is 5 to 15 digits.');
  const digits = [...nit].reverse();
  const sum = digits.reduce(
    (total, digit, index) => total + Number(digit) * (WEIGHTS_FROM_THE_RIGHT[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

/** Whether `checkDigit` is the one DIAN gives `nit`; false for anything that is not a NIT. */
export function isNitCheckDigitRight(nit: string, checkDigit: number): boolean {
  return NIT_PATTERN.test(nit) && nitCheckDigit(nit) === checkDigit;
}

/** A NIT as companies write it, '900123456-8': its number and check digit, each '' when absent or malformed. */
export function splitNit(taxId: string): { nit: string; checkDigit: string } {
  const [, nit = '', checkDigit = ''] = /^(\d{5,15})(?:-(\d))?$/.exec(taxId.trim()) ?? [];
  return { nit, checkDigit };
}
