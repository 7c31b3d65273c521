import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agencyFeeLine,
  agencyFeesFormSchema,
  fiscalProfileFormSchema,
  fiscalProfileUpdateSchema,
  formatCop,
  isNitCheckDigitRight,
  ivaAmount,
  ivaTreatment,
  mandateInvoice,
  nitCheckDigit,
  splitNit,
  WRONG_CHECK_DIGIT_MESSAGE,
} from '../src';

describe('NIT check digit', () => {
  it.each([
    // DIAN's own NIT.
    ['800197268', 4],
    // DHL Express Colombia Ltda., as a published invoice-integration payload prints it.
    ['860502609', 1],
    // The worked example of the DIAN check-digit article (Orden Administrativa 4 de 1989).
    ['800191045', 1],
    ['900373923', 8],
  ])('gives %s the digit %i', (nit, digit) => {
    expect(nitCheckDigit(nit)).toBe(digit);
    expect(isNitCheckDigitRight(nit, digit)).toBe(true);
  });

  it('refuses what is not a NIT', () => {
    expect(() => nitCheckDigit('900.373.923')).toThrow(RangeError);
    expect(isNitCheckDigitRight('1234567890123456', 0)).toBe(false);
  });

  const nits = fc.stringMatching(/^[1-9]\d{4,14}$/);

  it('is one digit, and exactly one digit is right for each NIT', () => {
    fc.assert(
      fc.property(nits, (nit) => {
        const digit = nitCheckDigit(nit);
        expect(digit).toBeGreaterThanOrEqual(0);
        expect(digit).toBeLessThanOrEqual(9);
        const right = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((candidate) =>
          isNitCheckDigitRight(nit, candidate),
        );
        expect(right).toEqual([digit]);
      }),
    );
  });

  it('catches every mistyped single digit', () => {
    // The weights are primes other than 11, so changing one digit always changes the sum modulo 11.
    fc.assert(
      fc.property(nits, fc.nat(), fc.integer({ min: 1, max: 9 }), (nit, at, shift) => {
        const index = at % nit.length;
        const typo = nit.slice(0, index) + ((Number(nit[index]) + shift) % 10) + nit.slice(index + 1);
        const sumChanged = nitCheckDigit(typo) !== nitCheckDigit(nit);
        // Only 0 and 1 share a digit (remainders 0 and 10 give 0; 1 gives 1), so a typo may still meet it.
        if (!sumChanged) expect([0, 1]).toContain(nitCheckDigit(nit));
      }),
    );
  });

  it('ignores leading zeros, as the weights start from the right', () => {
    fc.assert(fc.property(nits, (nit) => nit.length > 14 || nitCheckDigit(`0${nit}`) === nitCheckDigit(nit)));
  });
});

describe('a NIT as companies write it', () => {
  it('splits the number from its check digit', () => {
    expect(splitNit(' 900123456-8 ')).toEqual({ nit: '900123456', checkDigit: '8' });
    expect(splitNit('900123456')).toEqual({ nit: '900123456', checkDigit: '' });
  });

  it('answers nothing for what is no NIT', () => {
    for (const text of ['', '900.123.456-8', '900123456-88', 'NIT 900123456']) {
      expect(splitNit(text)).toEqual({ nit: '', checkDigit: '' });
    }
  });
});

describe('IVA per product', () => {
  it('taxes a hotel at 19 % and exempts a non-resident who proves it', () => {
    expect(ivaAmount({ product: 'hotel', guest: 'resident' }, 400_000)).toBe(76_000);
    expect(ivaTreatment({ product: 'hotel', guest: 'non-resident-with-proof' })).toMatchObject({
      status: 'exento',
      rate: 0,
    });
    expect(ivaAmount({ product: 'hotel', guest: 'non-resident-with-proof' }, 400_000)).toBe(0);
  });

  it('taxes the domestic fare at 19 %', () => {
    expect(ivaAmount({ product: 'domestic-flight' }, 250_000)).toBe(47_500);
  });

  it('taxes an international flight from Colombia, a round trip on half its value, and not one from abroad', () => {
    const from = (isRoundTrip: boolean, departsFromColombia = true) =>
      ivaAmount({ product: 'international-flight', departsFromColombia, isRoundTrip }, 2_000_000);
    expect(from(false)).toBe(380_000);
    expect(from(true)).toBe(190_000);
    expect(from(true, false)).toBe(0);
    expect(
      ivaTreatment({ product: 'international-flight', departsFromColombia: false, isRoundTrip: false })
        .status,
    ).toBe('no-causado');
  });

  it('taxes the agency fee at 19 %, rounded to the peso', () => {
    expect(ivaAmount({ product: 'agency-fee' }, 35_000)).toBe(6_650);
    expect(ivaAmount({ product: 'agency-fee' }, 12_345)).toBe(2_346);
  });
});

describe('mandate invoice', () => {
  it("invoices the agency's fee with IVA and the third parties' amounts as mandate lines", () => {
    const invoice = mandateInvoice(35_000, [
      { description: 'Tiquete BOG-MDE Avianca', amount: 420_000, thirdPartyId: '890100577' },
      { description: 'Tasa aeroportuaria', amount: 18_900 },
    ]);
    expect(invoice).toEqual({
      operationType: '11',
      lines: [
        { description: 'Tarifa administrativa', kind: 'own-income', base: 35_000, iva: 6_650 },
        {
          description: 'Tiquete BOG-MDE Avianca',
          kind: 'mandate',
          base: 420_000,
          iva: 0,
          thirdPartyId: '890100577',
        },
        { description: 'Tasa aeroportuaria', kind: 'mandate', base: 18_900, iva: 0 },
      ],
      ownIncome: 35_000,
      iva: 6_650,
      thirdParties: 438_900,
      total: 480_550,
    });
  });

  it('has no own-income line without a fee', () => {
    const invoice = mandateInvoice(0, [{ description: 'Hotel', amount: 300_000 }]);
    expect(invoice.lines.map((line) => line.kind)).toEqual(['mandate']);
    expect(invoice.total).toBe(300_000);
  });
});

describe('fiscal profile', () => {
  const profile = {
    nit: '800197268',
    checkDigit: 4,
    legalName: 'Andes Energía S.A.S.',
    personType: 'juridica',
    responsibilities: ['O-13', 'O-23'],
    taxScheme: '01',
    municipalityCode: '11001',
    billingEmail: 'Facturas@AndesEnergia.co',
    withholdsIncomeTax: true,
    withholdsIca: false,
  };
  const messages = (input: object) =>
    fiscalProfileUpdateSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a profile whose check digit is right', () => {
    expect(fiscalProfileUpdateSchema.parse(profile).billingEmail).toBe('facturas@andesenergia.co');
  });

  it('tells a wrong check digit in Spanish, on the digit', () => {
    const result = fiscalProfileUpdateSchema.safeParse({ ...profile, checkDigit: 5 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: WRONG_CHECK_DIGIT_MESSAGE, path: ['checkDigit'] }),
    ]);
  });

  it('refuses a NIT with dots, R-99-PN with others, and a DANE code that is not five digits', () => {
    expect(messages({ ...profile, nit: '800.197.268' })[0]).toMatch(/^El NIT tiene entre 5 y 15 dígitos/);
    expect(messages({ ...profile, responsibilities: ['R-99-PN', 'O-13'] })).toEqual([
      'R-99-PN (No aplica – Otros) no se combina con otras responsabilidades.',
    ]);
    expect(messages({ ...profile, responsibilities: [] })[0]).toMatch(/^Elige las responsabilidades/);
    expect(messages({ ...profile, municipalityCode: '1100' })).toEqual([
      'El código DANE del municipio tiene 5 dígitos (11001 para Bogotá).',
    ]);
  });

  it('reads the check digit the form types as text', () => {
    const form = { ...profile, checkDigit: ' 4 ' };
    expect(fiscalProfileFormSchema.parse(form).checkDigit).toBe(4);
    const typo = fiscalProfileFormSchema.safeParse({ ...form, checkDigit: '5' });
    expect(typo.error?.issues.map((issue) => issue.message)).toEqual([WRONG_CHECK_DIGIT_MESSAGE]);
    const early = fiscalProfileFormSchema.safeParse({ ...form, checkDigit: '5', billingEmail: '' });
    expect(early.error?.issues.map((issue) => issue.message)).toContain(WRONG_CHECK_DIGIT_MESSAGE);
    expect(fiscalProfileUpdateSchema.safeParse(null).success).toBe(false);
    expect(fiscalProfileUpdateSchema.safeParse('800197268').success).toBe(false);
    const letter = fiscalProfileFormSchema.safeParse({ ...form, checkDigit: 'x' });
    expect(letter.error?.issues[0]?.message).toBe('El dígito de verificación es un número del 0 al 9.');
  });
});

describe('agency fees', () => {
  it('reads the fees as the operador types them, with or without thousands dots', () => {
    expect(
      agencyFeesFormSchema.parse({
        'national-flight': '35.000',
        'international-flight': '90000',
        hotel: ' 0 ',
        change: '20.000',
      }),
    ).toEqual({ 'national-flight': 35_000, 'international-flight': 90_000, hotel: 0, change: 20_000 });
    expect(
      agencyFeesFormSchema.safeParse({
        'national-flight': '35,5',
        'international-flight': '0',
        hotel: '0',
        change: '0',
      }).success,
    ).toBe(false);
  });

  it('reads on its own line as the checkout will show it', () => {
    expect(agencyFeeLine(35_000)).toBe(`Tarifa administrativa ${formatCop(35_000)} + IVA`);
    expect(agencyFeeLine(0)).toBe('Sin tarifa administrativa');
  });
});
