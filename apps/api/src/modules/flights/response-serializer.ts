import type { z } from 'zod';

/** JSON already written in this response, per schema node. */
type Memo = Map<object, string>[];
/** Appends the JSON of a value to `out`. */
type Write = (value: unknown, out: string[], memo: Memo) => void;

/** Types written as they are: their JSON has no keys for a schema to leave out. */
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null', 'record', 'union']);

/**
 * JSON text of a value, keeping only the keys its zod schema declares (as zod's encode would), without
 * re-checking every field. A round-trip search answers hundreds of kilobytes in which the same segment,
 * luggage and condition objects recur in many results: each is written once per response and reused.
 * The text is gathered in pieces and joined once, so it comes out flat (fast to encode to UTF-8).
 */
export function compileResponseSerializer(schema: z.ZodType): (value: unknown) => string {
  let nodes = 0;
  const write = compile(schema, () => nodes++);
  return (value) => {
    const out: string[] = [];
    write(
      value,
      out,
      Array.from({ length: nodes }, () => new Map()),
    );
    return out.join('');
  };
}

const plain: Write = (value, out) => {
  out.push(JSON.stringify(value) ?? 'null');
};

function compile(schema: z.ZodType, nextNode: () => number): Write {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([key, field], index) => ({
        key,
        prefix: `${index === 0 ? '' : ','}${JSON.stringify(key)}:`,
        write: compile(field, nextNode),
        optional: defOf(field).type === 'optional',
      }));
      return memoized(nextNode(), (value, out, memo) => {
        const record = value as Record<string, unknown>;
        out.push('{');
        let first = true;
        for (const field of fields) {
          const fieldValue = record[field.key];
          if (fieldValue === undefined && field.optional) continue;
          // An optional field left out before this one leaves a leading comma to drop.
          out.push(first && field.prefix.startsWith(',') ? field.prefix.slice(1) : field.prefix);
          field.write(fieldValue, out, memo);
          first = false;
        }
        out.push('}');
      });
    }
    case 'array': {
      const element = compile(def.element as z.ZodType, nextNode);
      return memoized(nextNode(), (value, out, memo) => {
        const items = value as unknown[];
        out.push('[');
        for (let index = 0; index < items.length; index += 1) {
          if (index > 0) out.push(',');
          element(items[index], out, memo);
        }
        out.push(']');
      });
    }
    case 'nullable':
    case 'optional': {
      const inner = compile(def.innerType as z.ZodType, nextNode);
      return (value, out, memo) => {
        if (value === null || value === undefined) out.push('null');
        else inner(value, out, memo);
      };
    }
    default:
      if (!PLAIN_TYPES.has(def.type)) throw new Error(`No response serializer for zod type ${def.type}`);
      return plain;
  }
}

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Objects and arrays shared by several results are written once per response. */
function memoized(node: number, write: Write): Write {
  return (value, out, memo) => {
    if (value === null || typeof value !== 'object') return plain(value, out, memo);
    const written = memo[node] as Map<object, string>;
    let json = written.get(value);
    if (json === undefined) {
      const pieces: string[] = [];
      write(value, pieces, memo);
      json = pieces.join('');
      written.set(value, json);
    }
    out.push(json);
  };
}
