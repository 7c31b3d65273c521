import { createHash } from 'node:crypto';
import { type CufeFields, cufeAmount, cufeChain } from '@travesia/domain';
import { describe, expect, it } from 'vitest';

/** The CUFE as an issuer computes it: SHA-384 of the annex's chain, in lowercase hexadecimal. */
const cufeOf = (fields: CufeFields) => createHash('sha384').update(cufeChain(fields)).digest('hex');

describe('CUFE (Anexo Técnico 1.9, §11.2)', () => {
  // The annex's worked example of a sales invoice (production, technical key of the example range).
  const annexExample: CufeFields = {
    number: '323200000129',
    issueDate: '2019-01-16',
    issueTime: '10:53:10-05:00',
    lineExtensionAmount: 1_500_000,
    iva: 285_000,
    inc: 0,
    ica: 0,
    payableAmount: 1_785_000,
    issuerNit: '700085371',
    buyerId: '800199436',
    technicalKey: '693ff6f2a553c3646a063436fd4dd9ded0311471',
    environment: '1',
  };

  it('writes the fifteen values in the annex order', () => {
    expect(cufeChain(annexExample)).toBe(
      '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00' +
        '700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711',
    );
  });

  it("gives the annex example's CUFE", () => {
    expect(cufeOf(annexExample)).toBe(
      '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4',
    );
  });

  it('changes with the environment', () => {
    expect(cufeOf({ ...annexExample, environment: '2' })).not.toBe(cufeOf(annexExample));
  });

  it('cuts amounts to two decimals, never rounds them', () => {
    expect(cufeAmount(262.569)).toBe('262.56');
    expect(cufeAmount(0)).toBe('0.00');
    expect(cufeAmount(0.1 + 0.2)).toBe('0.30');
    expect(() => cufeAmount(-1)).toThrow(RangeError);
  });
});
