import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingPaymentFieldsSchema,
  count,
  countParam,
  demoRequestSchema,
  exactText,
  flightSearchRequestSchema,
  hasForbiddenCharacters,
  hasInvalidTextCharacters,
  hasLetters,
  hotelBookingRequestSchema,
  hotelSearchRequestSchema,
  INT4_MAX,
  INVALID_TEXT_MESSAGE,
  isoDate,
  multiLineText,
  outOfPolicyReasonCreateSchema,
  parsePesosText,
  parseWholeNumberText,
  recordId,
  recordIdParam,
  registerRequestSchema,
  singleLineText,
  toIsoDate,
} from '../src';

/** Runs are reproducible: a failure prints its seed. */
const PROPERTY_OPTIONS = { seed: 20_261_123, numRuns: 500 };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The bidirectional embeddings, overrides and isolates, which make text show in another order than stored. */
const BIDI_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(...BIDI_CONTROLS),
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Unicode's format characters the issue named (category Cf): zero-width ones, invisible operators, the BOM. */
const NAMED_FORMAT_CHARACTERS = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\ufeff',
];
/** Every format character Unicode has (category Cf), listed once. */
const FORMAT_CHARACTERS = Array.from({ length: 0x110000 }, (_, code) => code)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code))
  .filter((character) => /\p{Cf}/u.test(character));
const formatCharacter = fc.constantFrom(...FORMAT_CHARACTERS);
/** Printable text in any script, emoji included (whole surrogate pairs), without the invisible format characters. */
const printableText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .filter(
    (text) =>
      !/\p{Cf}/u.test(text) &&
      ![...text].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f'),
  );

describe('text fields', () => {
  it('keep every printable text, in any script and with emoji, trimmed', () => {
    fc.assert(
      fc.property(printableText, (text) => {
        expect(singleLineText().parse(text)).toBe(text.trim());
        expect(multiLineText().parse(text)).toBe(text.trim());
        expect(exactText().parse(text)).toBe(text);
      }),
      PROPERTY_OPTIONS,
    );
  });

  it('refuse a control character anywhere in one line of text, with the Spanish message', () => {
    fc.assert(
      fc.property(printableText, controlCharacter, printableText, (before, control, after) => {
        // Between letters, where trimming cannot take it away.
        const result = singleLineText().safeParse(`${before}x${control}x${after}`);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
      }),
      PROPERTY_OPTIONS,
    );
  });

  it('refuse a format character anywhere, in every kind of text and in the safety net, with the Spanish message', () => {
    fc.assert(
      fc.property(printableText, formatCharacter, printableText, (before, format, after) => {
        const text = `${before}x${format}x${after}`;
        expect(hasForbiddenCharacters(text)).toBe(true);
        for (const schema of [singleLineText(), multiLineText(), exactText()]) {
          expect(schema.safeParse(text).error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
        }
      }),
      PROPERTY_OPTIONS,
    );
    // Each of the issue's characters on its own, as the attacker's reason was: refused, or trimmed away (U+FEFF).
    for (const format of NAMED_FORMAT_CHARACTERS) {
      const result = multiLineText().safeParse(format);
      expect(result.success ? result.data : 'refused', format).toMatch(/^(refused)?$/);
    }
  });

  it('ask an out-of-policy reason to say something: at least one letter, of any script', () => {
    const reason = bookingPaymentFieldsSchema.shape.outOfPolicyReason;
    for (const text of ['...', '123', '¡!', '- -', '💼']) {
      expect(reason.safeParse(text).error?.issues[0]?.message, text).toBe('El motivo debe contener letras.');
      expect(
        outOfPolicyReasonCreateSchema.safeParse({ code: 'X1', label: `${text}..` }).error?.issues[0]?.message,
      ).toBe('El motivo debe contener letras.');
    }
    for (const text of ['Congreso', 'Cita médica 9 a.m.', 'Ñ', 'Встреча', '会议']) {
      expect(reason.safeParse(text).success, text).toBe(true);
      expect(hasLetters(text)).toBe(true);
    }
    // No reason at all is still no reason (the booking asks for one only when out of policy).
    expect(reason.parse('')).toBeUndefined();
  });

  it('let multi-line text keep tabs and line breaks but no other control character', () => {
    fc.assert(
      fc.property(printableText, controlCharacter, printableText, (before, control, after) => {
        const text = `${before}x${control}x${after}`;
        expect(hasInvalidTextCharacters(text, { multiline: true })).toBe(
          !['\t', '\n', '\r'].includes(control),
        );
      }),
      PROPERTY_OPTIONS,
    );
  });

  it('refuse NUL and lone surrogates everywhere, even in text kept exactly as typed', () => {
    const unstorable = fc.oneof(fc.constant('\u0000'), loneSurrogate);
    fc.assert(
      fc.property(printableText, unstorable, printableText, (before, bad, after) => {
        // A high surrogate followed by a low one would be a pair; keep the bad one alone.
        const text = `${before}x${bad}x${after}`;
        expect(hasForbiddenCharacters(text)).toBe(true);
        for (const schema of [singleLineText(), multiLineText(), exactText()]) {
          expect(schema.safeParse(text).error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
        }
      }),
      PROPERTY_OPTIONS,
    );
  });

  it('tell lone surrogates from the pairs that make up emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        expect(hasForbiddenCharacters(text)).toBe(
          text.includes('\u0000') || LONE_SURROGATE.test(text) || /\p{Cf}/u.test(text),
        );
      }),
      PROPERTY_OPTIONS,
    );
    expect(hasForbiddenCharacters('Viaje a Cartagena 🏖️')).toBe(false);
  });

  it('answer the field’s own message in the public forms', () => {
    const demo = demoRequestSchema.safeParse({
      name: 'Ana\u0000',
      company: 'Andes',
      email: 'ana@andes.co',
      phone: '3001234567',
      employees: '1-50',
    });
    expect(demo.error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
    const signUp = registerRequestSchema.safeParse({
      documento: '1020304050',
      firstname: 'Ana\ud800',
      last_name: 'Pérez',
      email: 'ana@andes.co',
      phone: '3001234567',
    });
    expect(signUp.error?.issues[0]?.message).toBe('El nombre contiene caracteres no válidos.');
  });
});

describe('number fields', () => {
  it('accept exactly the ids PostgreSQL can store, in bodies and in paths', () => {
    const body = recordId('El identificador no es válido.');
    const param = recordIdParam('El identificador no es válido.');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -5, max: 5 }),
          fc.integer({ min: INT4_MAX - 5, max: INT4_MAX + 5 }),
          fc.double(),
        ),
        (value) => {
          const isStorable = Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
          expect(body.safeParse(value).success).toBe(isStorable);
          expect(param.safeParse(String(value)).success).toBe(isStorable);
        },
      ),
      PROPERTY_OPTIONS,
    );
    expect(body.safeParse(2_147_483_648).error?.issues[0]?.message).toBe('El identificador no es válido.');
  });

  const MESSAGE = 'El número debe estar entre 0 y 9.';
  /** Anything JSON can hold that is not a number. */
  const notANumber = fc.oneof(
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 12 }),
    fc.integer({ min: 0, max: 9 }).map(String),
    fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
  );

  it('take only JSON numbers in a body: a string or a boolean is refused with the field’s message', () => {
    const body = count(MESSAGE, 0, 9);
    fc.assert(
      fc.property(notANumber, (value) => {
        expect(body.safeParse(value).error?.issues[0]?.message).toBe(MESSAGE);
      }),
      PROPERTY_OPTIONS,
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double()), (value) => {
        const isCount = Number.isInteger(value) && value >= 0 && value <= 9;
        expect(body.safeParse(value).success).toBe(isCount);
      }),
      PROPERTY_OPTIONS,
    );
  });

  it('read a path or query value only when it is written in digits', () => {
    const param = countParam(MESSAGE, 0, 9);
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (text) => {
        const isDigits = /^\d+$/.test(text);
        const expected = isDigits && Number(text) <= 9 ? Number(text) : undefined;
        expect(param.safeParse(text).data).toBe(expected);
        expect(parseWholeNumberText(text)).toBe(isDigits ? Number(text) : Number.NaN);
      }),
      PROPERTY_OPTIONS,
    );
    for (const written of ['3', '03', '9']) expect(param.safeParse(written).success).toBe(true);
    for (const written of ['', ' 3', '3 ', '+3', '-0', '3.0', '1e0', '0x3', '٣', 'true']) {
      expect(param.safeParse(written).error?.issues[0]?.message).toBe(MESSAGE);
    }
    // Only text arrives there; a number is a body's business.
    expect(param.safeParse(3).error?.issues[0]?.message).toBe(MESSAGE);
  });

  it('leave no request body that coerces a count', () => {
    const checkIn = addDays(toIsoDate(new Date()), 30);
    const stay = { checkIn, checkOut: addDays(checkIn, 2) };
    const hotelSearch = (occupancy: object) => ({
      stay,
      occupancies: [{ rooms: 1, adults: 2, ...occupancy }],
      destination: { zone: 'BOG' },
    });
    const flightSearch = (passengers: object) => ({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: checkIn,
      passengers: { adults: 1, children: 0, infants: 0, ...passengers },
    });
    const hotelBooking = (counts: object) => ({
      hotelCode: 'H1',
      roomCode: 'R1',
      ...stay,
      rooms: 1,
      adults: 1,
      guest: {
        firstname: 'Laura',
        last_name: 'Gómez',
        documento: '1020304050',
        email: 'laura@andes.co',
        phone: '+57 310 555 0101',
      },
      paymentMethod: 'corporate_card',
      ...counts,
    });
    expect(hotelSearchRequestSchema.safeParse(hotelSearch({})).success).toBe(true);
    expect(flightSearchRequestSchema.safeParse(flightSearch({})).success).toBe(true);
    for (const wrong of ['2', true]) {
      for (const field of ['rooms', 'adults', 'children']) {
        expect(hotelSearchRequestSchema.safeParse(hotelSearch({ [field]: wrong })).success).toBe(false);
      }
      expect(
        hotelSearchRequestSchema.safeParse(hotelSearch({ children: 1, childAges: [wrong] })).success,
      ).toBe(false);
      for (const field of ['adults', 'children', 'infants']) {
        expect(flightSearchRequestSchema.safeParse(flightSearch({ [field]: wrong })).success).toBe(false);
      }
      expect(
        flightSearchRequestSchema.safeParse({ ...flightSearch({}), bags: { hand: wrong, hold: 0 } }).success,
      ).toBe(false);
      for (const field of ['rooms', 'adults', 'infants']) {
        const parsed = hotelBookingRequestSchema.safeParse(hotelBooking({ [field]: wrong }));
        expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
      }
    }
  });
});

describe('date fields', () => {
  it('accept only dates on the calendar', () => {
    const date = isoDate('La fecha de entrada');
    expect(date.safeParse('2028-02-29').success).toBe(true);
    for (const impossible of ['2026-02-30', '2026-13-01', '2026-00-10', '2026-2-3', '2026-02-03T00:00:00Z']) {
      expect(date.safeParse(impossible).error?.issues[0]?.message).toBe(
        'La fecha de entrada debe tener el formato AAAA-MM-DD.',
      );
    }
  });
});

describe('parsePesosText', () => {
  it('reads whole pesos with or without thousands dots, and nothing else', () => {
    expect(parsePesosText('450000')).toBe(450_000);
    expect(parsePesosText('450.000')).toBe(450_000);
    expect(parsePesosText('12.500.000')).toBe(12_500_000);
    for (const text of ['', '45.00', '4500,50', '1.2345', '-5', '$450.000', '45 000']) {
      expect(parsePesosText(text)).toBeNaN();
    }
  });
});
