import fc from 'fast-check';
import {
  deeplyNested,
  type Generation,
  hostileValue,
  type JsonSchema,
  type KnownValues,
  validValue,
} from './openapi-fuzz-values';

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** As the document writes it, e.g. `/api/bookings/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  headerParams: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

/** One request to send: the URL is already encoded; `payload` is the raw body text. */
export interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
  contentType?: string;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * The schema with every `#/components/schemas/…` reference replaced by what it names; a schema met again inside
 * itself (a recursive one) becomes `{}`, any value.
 */
function inlineReferences(schema: unknown, document: OpenApiDocument, expanding: string[] = []): JsonSchema {
  if (Array.isArray(schema))
    return schema.map((item) => inlineReferences(item, document, expanding)) as never;
  if (typeof schema !== 'object' || schema === null) return schema as JsonSchema;
  const { $ref, ...rest } = schema as { $ref?: string };
  if (typeof $ref === 'string') {
    const name = $ref.replace('#/components/schemas/', '');
    if (expanding.includes(name)) return {};
    return inlineReferences(document.components?.schemas?.[name] ?? {}, document, [...expanding, name]);
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineReferences(value, document, expanding)]),
  );
}

/** Every operation of the document, so endpoints added later are fuzzed without listing them here. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const inlined = { ...document, paths: inlineReferences(document.paths, document) } as OpenApiDocument;
  return Object.entries(inlined.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const pick = (location: string) =>
          parameters.filter((p) => p.in === location).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
        return {
          method: method.toUpperCase(),
          path,
          pathParams: pick('path'),
          queryParams: pick('query'),
          headerParams: pick('header'),
          body: operation.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
}

/** A property no schema names: its schema drops it, so whatever it holds is never read. */
export const UNKNOWN_PROPERTY = 'campoDesconocido';

/** Where a value can be replaced: the value itself, each property or item below it, or a property it lacks. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (typeof value !== 'object' || value === null) return places;
  for (const [key, item] of Object.entries(value)) {
    places.push(...placesIn(item, [...path, Array.isArray(value) ? Number(key) : key]));
  }
  if (!Array.isArray(value)) places.push([...path, UNKNOWN_PROPERTY]);
  return places;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Query and path values travel as text; lone surrogates cannot be UTF-8, so they go as their raw bytes. */
function encodeParam(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^%A-Za-z0-9]/g, (c) => encodeURIComponent(c));
  }
}

/** A request before it is written out: path, query (a list when a name repeats) and header values, the body. */
export interface RequestModel {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body?: unknown;
}

/** A request every part of which is plausible; `allFields` includes every optional query value and property. */
export function plausibleRequest(
  operation: Operation,
  known: KnownValues,
  allFields = false,
): fc.Arbitrary<RequestModel> {
  const generation: Generation = { depth: 0, name: '', allFields, known };
  const values = (params: { name: string; schema: JsonSchema }[]) =>
    Object.fromEntries(
      params.map((param) => [param.name, validValue(param.schema, { ...generation, name: param.name })]),
    );
  return fc.record({
    path: fc.record(values(operation.pathParams)),
    query: fc.record(values(operation.queryParams), allFields ? {} : { requiredKeys: [] }),
    header: fc.record(values(operation.headerParams)),
    body: operation.body ? validValue(operation.body, generation) : fc.constant(undefined),
  });
}

export function writeRequest(operation: Operation, model: RequestModel): FuzzRequest {
  let url = operation.path;
  for (const param of operation.pathParams)
    url = url.replace(`{${param.name}}`, encodeParam(model.path[param.name]));
  const query = Object.entries(model.query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeURIComponent(name)}=${encodeParam(item)}`,
    ),
  );
  if (query.length > 0) url += `?${query.join('&')}`;
  // HTTP carries no control characters or non-Latin text in a header; what cannot travel becomes '?'.
  const headers = Object.fromEntries(
    Object.entries(model.header).map(([name, value]) => [
      name,
      (typeof value === 'string' ? value : JSON.stringify(value)).replace(/[^\x20-\x7e]/g, '?'),
    ]),
  );
  return model.body === undefined
    ? { url, headers }
    : { url, headers, payload: JSON.stringify(model.body) ?? 'null', contentType: 'application/json' };
}

type Place = ['path' | 'query' | 'header' | 'body', ...(string | number)[]];

/** Every place of `model` a hostile value can take: each path, query and header value, and each place in the body. */
export function placesOf(operation: Operation, model: RequestModel): Place[] {
  return [
    ...operation.pathParams.map((param): Place => ['path', param.name]),
    ...operation.queryParams.map((param): Place => ['query', param.name]),
    ...operation.headerParams.map((param): Place => ['header', param.name]),
    ...(operation.body ? placesIn(model.body).map((path): Place => ['body', ...path]) : []),
  ];
}

export function replacePlace(model: RequestModel, [part, ...path]: Place, value: unknown): RequestModel {
  return { ...model, [part]: replaceAt(model[part], path, value) };
}

export function valueAt(model: RequestModel, [part, ...path]: Place): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
    model[part],
  );
}

/**
 * Text with an invisible format character inside (a zero-width space, an invisible separator, a byte-order mark):
 * no operation may accept it in a path, a query or a body (decision 037).
 */
export const FORMAT_CHARACTER_TEXTS: readonly string[] = ['a\u200bb', 'x\u2063y', '1\ufeff2'];

/** The hostile values the issue names, chosen by the kind of value a place holds. */
export function hostileValuesFor(current: unknown): unknown[] {
  const texts = ['a\u0000b', 'x\ud800', '\u0007', 'x'.repeat(5_000), '2026-02-30', ...FORMAT_CHARACTER_TEXTS];
  if (typeof current === 'number') return [2_147_483_648, -2_147_483_649, 1.5, 1e308, '\u0000'];
  if (typeof current === 'object' && current !== null) return [deeplyNested(200), 'a\u0000b'];
  return texts;
}

/** A request for `operation`: plausible with one hostile place, plausible, or a body that is broken as a whole. */
export function requestFor(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const plausible = plausibleRequest(operation, known);
  const oneHostile = plausible.chain((model) =>
    fc
      .tuple(fc.constantFrom(...placesOf(operation, model)), hostileValue, fc.boolean())
      .map(([place, hostile, twice]) =>
        // The same query name twice arrives as a list.
        replacePlace(model, place, place[0] === 'query' && twice ? [hostile, hostile] : hostile),
      ),
  );
  const hasPlaces =
    operation.body ||
    operation.pathParams.length > 0 ||
    operation.queryParams.length > 0 ||
    operation.headerParams.length > 0;
  const written = fc
    .oneof(
      { weight: 1, arbitrary: plausible },
      { weight: hasPlaces ? 5 : 0, arbitrary: hasPlaces ? oneHostile : plausible },
    )
    .map((model) => writeRequest(operation, model));
  const wholeBodyBroken = fc
    .tuple(
      plausible,
      fc.oneof(
        hostileValue.map((value) => ({
          payload: JSON.stringify(value) ?? 'null',
          contentType: 'application/json',
        })),
        fc.constantFrom(...RAW_BODIES),
      ),
    )
    .map(([model, raw]) => ({ ...writeRequest(operation, model), ...raw }));
  return fc.oneof({ weight: 5, arbitrary: written }, { weight: 1, arbitrary: wholeBodyBroken });
}

/** Bodies no JSON schema describes: broken JSON, other media types, nesting deeper than any parser should walk. */
const RAW_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '{"a":1}}', contentType: 'application/json' },
  { payload: '{"a":"\u0000"}', contentType: 'application/json' },
  { payload: '{"a":1e999}', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: 'application/json' },
  { payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"texto"', contentType: 'application/json' },
  { payload: 'hola', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<a>1</a>', contentType: 'application/xml' },
  { payload: '{"a":1}', contentType: 'application/json; charset=latin1' },
  { payload: 'x'.repeat(70_000), contentType: 'application/json' },
];

const STACK_TRACE = /\bat [^\n]*\(|\.ts:\d|\.js:\d/;
const SQL = /\bselect\s[^\n]*\bfrom\b|insert into|Failed query|\bupdate\s+"|delete from|syntax error at/i;

/** What is wrong with an answer, if anything: a 5xx, a leaked stack trace or SQL, or an error of another shape. */
export function problemWithAnswer(statusCode: number, contentType: string, body: string): string | undefined {
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (STACK_TRACE.test(body)) return 'leaks a stack trace';
  if (SQL.test(body)) return 'leaks SQL';
  if (statusCode < 400) return undefined;
  if (!contentType.includes('application/json')) return `answered ${statusCode} as ${contentType}`;
  const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  const isErrorShape =
    typeof parsed.error?.code === 'string' &&
    typeof parsed.error.message === 'string' &&
    Object.keys(parsed).length === 1;
  return isErrorShape ? undefined : `answered ${statusCode} without the {error:{code,message}} shape`;
}
