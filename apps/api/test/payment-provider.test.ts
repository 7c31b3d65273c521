import { describe, expect, it } from 'vitest';
import { CardRefusedError } from '../src/suppliers/payments/payment-provider';
import { createSandboxPaymentProvider } from '../src/suppliers/payments/sandbox/sandbox-provider';

describe('sandbox payment provider', () => {
  const provider = createSandboxPaymentProvider(() => new Date('2026-03-10T12:00:00Z'));
  const card = { number: '3782 822463 10005', expMonth: 3, expYear: 2026, cvc: '1234', holder: 'ANA' };

  it('answers an opaque random token with the brand and last four digits', async () => {
    const first = await provider.tokenizeCard(card);
    const second = await provider.tokenizeCard(card);
    expect(first).toMatchObject({ brand: 'amex', last4: '0005' });
    expect(first.token).not.toBe(second.token);
    expect(first.token).not.toContain('378282');
  });

  it('refuses what a real provider would', async () => {
    const reasonOf = (changes: object) =>
      provider
        .tokenizeCard({ ...card, ...changes })
        .catch((error: unknown) => (error instanceof CardRefusedError ? error.reason : error));
    expect(await reasonOf({ number: '378282246310006' })).toBe('invalid_number');
    expect(await reasonOf({ number: '6011111111111117' })).toBe('unsupported_brand');
    expect(await reasonOf({ expMonth: 2 })).toBe('expired');
    expect(await reasonOf({ expYear: 2047 })).toBe('invalid_expiry');
    expect(await reasonOf({ cvc: '12' })).toBe('invalid_cvc');
  });
});
