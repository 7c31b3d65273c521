import fc from 'fast-check';

/** The part of an OpenAPI 3.1 schema object (JSON Schema 2020-12) the generators read. */
export interface JsonSchema {
  /** One type, or a list such as `['string', 'null']`. */
  type?: string | string[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const INT4_MAX = 2_147_483_647;

/** Values that have broken or could break a server: NUL, lone surrogates, out-of-range numbers, bad dates. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udfffx',
  'a\u0007\u001b\u007f',
  'x'.repeat(5_000),
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '275760-09-14',
  '9999-12-31T25:61:61Z',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  "' OR '1'='1",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'ñandú 🚀 ︵',
];

const HOSTILE_NUMBERS = [
  2_147_483_648,
  -2_147_483_649,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e-7,
];

export function deeplyNested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

const hostileString = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'a\u0000b',
      'x\ud800',
      '\udfffx',
      'x'.repeat(5_000),
      '2026-02-30',
      '\u200b',
      'a\u2060b',
      '\u200e\u200f',
    ),
  },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Any JSON value a careless or malicious client might put where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, ['\u0000'], { '\u0000': 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(200)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Values seen in the API's own answers, by property name: ids, codes and tokens that name real rows. */
export type KnownValues = Map<string, Set<string | number>>;

/** Collects every text and number of `answer` under its property name. */
export function collectKnownValues(answer: unknown, known: KnownValues): void {
  const pending: [string, unknown][] = [['', answer]];
  while (pending.length > 0) {
    const [name, value] = pending.pop() as [string, unknown];
    if ((typeof value === 'string' && value.length <= 200) || typeof value === 'number') {
      const values = known.get(name) ?? new Set();
      if (values.size < 50) values.add(value);
      known.set(name, values);
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push([name, item]);
    } else if (typeof value === 'object' && value !== null) {
      pending.push(...Object.entries(value));
    }
  }
}

export interface Generation {
  depth: number;
  /** The property or parameter the value is for. */
  name: string;
  /** Every optional property too, not a random subset. */
  allFields: boolean;
  known: KnownValues;
}

/**
 * A value `schema` accepts as far as the document tells (refinements it cannot express aside), so a request
 * reaches past the first check to the use case and the database. Values the API answered before come first:
 * they name real rows.
 */
export function validValue(schema: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  const types = [schema.type ?? []].flat();
  if ('const' in schema) return fc.constant(schema.const);
  if (types.length === 1 && types[0] === 'null') return fc.constant(null);
  const nonNull = { ...schema, type: types.find((type) => type !== 'null') };
  const generated = validNonNull(nonNull, generation);
  const seen = knownValuesFor(nonNull, generation);
  const base = seen.length > 0 ? fc.oneof(fc.constantFrom(...seen), generated) : generated;
  return types.includes('null') ? fc.oneof(base, fc.constant(null)) : base;
}

function knownValuesFor(schema: JsonSchema, { name, known }: Generation): (string | number)[] {
  if (!name || schema.enum) return [];
  // `costCenterId`, `company_id`, `hotelCode`: the ids or codes of that kind and any other seen.
  const suffix = /^(.+?)(Id|_id|Code|_code)$/.exec(name);
  const names = suffix ? [name, suffix[1] ?? '', (suffix[2] ?? '').replace('_', '').toLowerCase()] : [name];
  const type = schema.type === 'integer' || schema.type === 'number' ? 'number' : 'string';
  return names
    .flatMap((candidate) => [...(known.get(candidate) ?? [])])
    .filter((value) => typeof value === type);
}

function validNonNull(schema: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, generation)));
  }
  if (schema.allOf && schema.allOf.length > 0 && !schema.type)
    return validValue(schema.allOf[0] ?? {}, generation);
  const inner = { ...generation, depth: generation.depth + 1 };
  switch (schema.type) {
    case 'object':
      return validObject(schema, inner);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, inner), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer':
      return validInteger(schema);
    case 'number':
      return fc.oneof(
        validInteger(schema),
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema, generation.name);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      validValue(property, { ...generation, name }),
    ]),
  );
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(fields, generation.allFields ? {} : { requiredKeys: required });
}

/** Small ids first: they name the seeded rows, so the request reaches the database. */
function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -INT4_MAX, -INT4_MAX);
  const max = Math.min(schema.maximum ?? INT4_MAX, INT4_MAX);
  const low = Math.max(min, Math.min(1, max));
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 12) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

const dateIn = (minDays: number, maxDays: number) =>
  fc
    .integer({ min: minDays, max: maxDays })
    .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/**
 * Dates where the product accepts them: a trip's start a few weeks ahead and its end a little later (so most
 * stays are valid), birth dates in the past; next to malformed ones.
 */
function validDate(name: string): fc.Arbitrary<string> {
  const plausible = /birth/i.test(name)
    ? dateIn(-80 * 365, -365)
    : /out|^to$|return|end/i.test(name)
      ? dateIn(22, 30)
      : dateIn(10, 21);
  return fc.oneof(
    { weight: 5, arbitrary: plausible },
    { weight: 1, arbitrary: dateIn(-400, 800) },
    { weight: 1, arbitrary: fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
  );
}

/**
 * Refinements (a real calendar date, an e-mail address, a strong password) do not reach the document, so the
 * field's name says what a plausible value is.
 */
function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (/email/i.test(name) || schema.format === 'email') {
    return fc.constantFrom('viajero@andesenergia.co', 'nueva.persona@andesenergia.co', 'nadie@ejemplo.co');
  }
  if (/password/i.test(name)) return fc.constantFrom('Travesia2026!', 'OtraClave2027x');
  if (
    /^(zone|iata|iataCode|origin|destination|fly_from|fly_to)$/i.test(name) ||
    schema.pattern === '^[A-Za-z]{3}$'
  ) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('BOG', 'MDE', 'CTG', 'MAD') },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z]{3}$/) },
    );
  }
  // A card the sandbox provider accepts, with its code.
  if (name === 'number' && !schema.pattern) return fc.constantFrom('4111 1111 1111 1111', '5555555555554444');
  if (name === 'cvc') return fc.constantFrom('123', '4567');
  if (/date|^check|^from$|^to$|^(departure|return)$/i.test(name) || schema.format === 'date') {
    return validDate(name);
  }
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from falls back to plain text.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}
