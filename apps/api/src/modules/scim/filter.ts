import { invalidFilter } from './scim-error';

/**
 * The part of SCIM's filter grammar (RFC 7644 §3.4.2.2) directories use to find a resource before writing it:
 * `attribute eq "value"`, joined by `and`. Okta and Entra send nothing else; anything else answers 400 invalidFilter
 * rather than a list that would not be what was asked for.
 */
export interface FilterCondition<Attribute extends string> {
  attribute: Attribute;
  value: string;
}

const MAX_FILTER_LENGTH = 1000;
const MAX_CONDITIONS = 10;

export const UNSUPPORTED_FILTER_MESSAGE =
  'El filtro no es válido: Travesía admite atributo eq "valor", unidos por and.';

/** Reads one token: a quoted string, or a run of characters up to a space outside brackets and quotes. */
function readToken(text: string, start: number): { token: string; end: number } {
  if (text[start] === '"') {
    let end = start + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    if (end >= text.length) throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
    return { token: text.slice(start, end + 1), end: end + 1 };
  }
  let end = start;
  let depth = 0;
  let quoted = false;
  while (end < text.length && (quoted || depth > 0 || text[end] !== ' ')) {
    const char = text[end];
    if (quoted && char === '\\') end += 1;
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === '[') depth += 1;
    else if (!quoted && char === ']') depth -= 1;
    end += 1;
  }
  return { token: text.slice(start, end), end };
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let position = 0;
  while (position < text.length) {
    if (text[position] === ' ') {
      position += 1;
      continue;
    }
    const { token, end } = readToken(text, position);
    tokens.push(token);
    position = end;
  }
  return tokens;
}

/** A quoted string, or true, false or a number written as text (`primary eq true`), compared as text. */
function parseComparedValue(token: string): string {
  if (/^(true|false|-?\d{1,15}(\.\d{1,15})?)$/i.test(token)) return token.toLowerCase();
  if (!token.startsWith('"')) throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
  try {
    const value: unknown = JSON.parse(token);
    if (typeof value === 'string') return value;
  } catch {
    // Falls through to the answer every malformed filter gets.
  }
  throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
}

/**
 * The conditions of `filter`; `resolve` names the attribute a path means for the resource (undefined: not one it
 * can be filtered by).
 */
export function parseFilter<Attribute extends string>(
  filter: string,
  resolve: (path: string) => Attribute | undefined,
): FilterCondition<Attribute>[] {
  if (filter.length > MAX_FILTER_LENGTH) throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
  const tokens = tokenize(filter.replace(/[\t\r\n]/g, ' '));
  const conditions: FilterCondition<Attribute>[] = [];
  for (let index = 0; index < tokens.length; index += 4) {
    const [path, operator, value, joiner] = tokens.slice(index, index + 4);
    if (path === undefined || operator?.toLowerCase() !== 'eq' || value === undefined) {
      throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
    }
    if (joiner !== undefined && joiner.toLowerCase() !== 'and')
      throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
    if (joiner !== undefined && index + 4 >= tokens.length) throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
    const attribute = resolve(path);
    if (attribute === undefined) {
      throw invalidFilter(`Travesía no filtra por «${path.slice(0, 100)}». ${UNSUPPORTED_FILTER_MESSAGE}`);
    }
    conditions.push({ attribute, value: parseComparedValue(value) });
  }
  if (conditions.length === 0 || conditions.length > MAX_CONDITIONS) {
    throw invalidFilter(UNSUPPORTED_FILTER_MESSAGE);
  }
  return conditions;
}

/** An attribute path without the resource's own core schema URN in front, e.g. `urn:…:User:userName` → `userName`. */
export function withoutSchemaPrefix(path: string, coreSchema: string): string {
  const prefix = `${coreSchema}:`;
  return path.toLowerCase().startsWith(prefix.toLowerCase()) ? path.slice(prefix.length) : path;
}
