import type { z } from 'zod';

/** The JSON text of one value of a schema. */
type Write = (value: unknown) => string;

/** Written by JSON.stringify as they are: no keys for a schema to leave out. */
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null']);

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/**
 * A function writing the JSON text that zod's encode followed by JSON.stringify writes for a valid value of
 * `schema` (the fastify-type-provider-zod serializer), the same bytes, without checking every field again: the keys
 * the schema declares, in its order, an undefined optional key left out, unknown keys dropped. For small answers on
 * hot routes (GET /api/me), where checking and copying the value cost more than writing it. A required key without
 * a value throws (a 500, as zod's check would answer). Only objects, arrays, nullable and optional fields and plain
 * values; any other schema throws here, when the route is built.
 */
export function compileJsonWriter(schema: z.ZodType): (value: unknown) => string {
  return compile(schema);
}

const plain: Write = (value) => {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error('A required value of the answer is missing');
  return json;
};

function compile(schema: z.ZodType): Write {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({
        key,
        name: `${JSON.stringify(key)}:`,
        write: compile(field),
        optional: defOf(field).type === 'optional',
      }));
      return (value) => {
        const record = value as Record<string, unknown>;
        let json = '{';
        for (const field of fields) {
          const fieldValue = record[field.key];
          if (fieldValue === undefined && field.optional) continue;
          json += json.length === 1 ? field.name : `,${field.name}`;
          json += field.write(fieldValue);
        }
        return `${json}}`;
      };
    }
    case 'array': {
      const element = compile(def.element as z.ZodType);
      return (value) => {
        const items = value as unknown[];
        let json = '[';
        for (let index = 0; index < items.length; index += 1) {
          if (index > 0) json += ',';
          json += element(items[index]);
        }
        return `${json}]`;
      };
    }
    case 'nullable':
    case 'optional': {
      const inner = compile(def.innerType as z.ZodType);
      return (value) => (value === null || value === undefined ? 'null' : inner(value));
    }
    case 'union':
      // A choice of plain values (a number or a string): written as it is.
      if ((def.options ?? []).every((option) => PLAIN_TYPES.has(defOf(option).type))) return plain;
      throw new Error('No JSON writer for a union of objects or arrays');
    default:
      if (!PLAIN_TYPES.has(def.type)) throw new Error(`No JSON writer for zod type ${def.type}`);
      return plain;
  }
}

/**
 * A route's `serializerCompiler` answering with `compileJsonWriter(schema)`. With `checkAnswers` (outside
 * production) every answer is first parsed by the schema, so tests still catch a service drifting from it.
 */
export function jsonWriterCompiler(schema: z.ZodType, checkAnswers: boolean) {
  const write = compileJsonWriter(schema);
  return () =>
    (value: unknown): string => {
      if (checkAnswers) schema.parse(value);
      return write(value);
    };
}
