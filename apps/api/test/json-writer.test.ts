import { adminUserResponseSchema, hotelSearchResponseSchema } from '@travesia/domain';
import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonWriter } from '../src/lib/json-writer';

/** What the routes answered with before: zod's encode, then JSON.stringify. */
const zodSerializer = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test' }) as (value: unknown) => string;

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const company = fc.record({
  id: fc.nat(),
  user_id: fc.option(fc.nat()),
  name: text,
  description: fc.option(text),
  logo_url: fc.option(text),
  tax_id: fc.option(text),
  phone: fc.option(text),
  email: fc.option(text),
  address: fc.option(text),
  city: fc.option(text),
  country: fc.option(text),
  is_active: fc.boolean(),
  created_at: text,
  updated_at: text,
  id_company_group: fc.option(fc.nat()),
});
const approver = fc.record({ documento: text, name: text, last_name: text, email: text });
const adminUserResponse = fc.record({
  success: fc.boolean(),
  data: fc.record({
    documento: text,
    name: text,
    last_name: text,
    email: text,
    phone: fc.option(text),
    company: fc.option(company),
    id_company: fc.nat(),
    aprobadores: fc.array(approver, { maxLength: 3 }),
    role: fc.constantFrom('viajero', 'aprobador', 'administrador', 'operador'),
  }),
});
const hotelResult = fc.record(
  {
    code: text,
    name: text,
    latitude: fc.double({ noNaN: true, noDefaultInfinity: true }),
    longitude: fc.double({ noNaN: true, noDefaultInfinity: true }),
    images: fc.array(text, { maxLength: 4 }),
    minRate: fc.oneof(fc.nat(), text),
    currency: text,
    breakfast: fc.boolean(),
    stars: fc.option(fc.integer({ min: 0, max: 5 })),
    source: fc.constantFrom('propios' as const, 'corporative' as const),
    emissions: fc.record({ perRoomNightKg: fc.nat(), stayKg: fc.nat() }),
  },
  { requiredKeys: ['code', 'name', 'latitude', 'longitude', 'images', 'minRate', 'currency', 'breakfast'] },
);

describe('JSON writer', () => {
  it('writes what zod’s serializer writes, byte for byte, for any valid answer', () => {
    for (const [schema, values] of [
      [adminUserResponseSchema, adminUserResponse],
      [hotelSearchResponseSchema, fc.record({ results: fc.array(hotelResult, { maxLength: 4 }) })],
    ] as const) {
      const write = compileJsonWriter(schema);
      const zod = zodSerializer(schema);
      fc.assert(
        fc.property(values as fc.Arbitrary<unknown>, (value) => {
          expect(write(value)).toBe(zod(value));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('leaves out keys the schema does not declare and optional keys without a value, in the schema’s order', () => {
    const schema = z.object({
      b: z.string(),
      a: z.number().optional(),
      c: z.array(z.object({ x: z.boolean().nullable() })),
    });
    const value = { c: [{ x: null, secret: 1 }], extra: 'no', a: undefined, b: 'sí "ñ"\n' };
    expect(compileJsonWriter(schema)(value)).toBe(zodSerializer(schema)(value));
    expect(compileJsonWriter(schema)(value)).toBe('{"b":"sí \\"ñ\\"\\n","c":[{"x":null}]}');
  });

  it('refuses a missing required value, and schemas it cannot write as zod would', () => {
    expect(() => compileJsonWriter(z.object({ a: z.string() }))({})).toThrow();
    expect(() => compileJsonWriter(z.object({ a: z.string().default('x') }))).toThrow();
    expect(() => compileJsonWriter(z.union([z.object({ a: z.string() }), z.string()]))).toThrow();
    expect(() => compileJsonWriter(z.string().transform((value) => value.length))).toThrow();
  });
});
