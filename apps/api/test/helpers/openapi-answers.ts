import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The parts of an OpenAPI 3.1 document the check reads. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
}
interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
}

interface DocumentedPath {
  template: string;
  /** Each segment: the text it must be, or undefined for a `{parameter}`. */
  segments: (string | undefined)[];
}

/** One compiled document: its paths and a validator per response schema, shared by the apps that publish it. */
interface Checker {
  paths: DocumentedPath[];
  document: OpenApiDocument;
  validators: Map<string, ValidateFunction>;
  ajv: Ajv2020;
}

const DOCUMENT_ID = 'travesia-openapi';
const checkers = new Map<string, Checker>();

/**
 * Makes every `app.inject` answer of a test app be checked against the app's own OpenAPI document: the status
 * must be one the operation lists, the content type one that status lists, and a JSON body must match its schema
 * (ajv). A mismatch fails the request that got it, naming the operation and the place, so every API test also
 * proves the document true. Routes the document does not list (the web app, a test's own routes) are not checked.
 */
export function checkAnswersAgainstOpenApi(app: FastifyInstance): void {
  let checker: Checker | undefined;
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const request = typeof options === 'string' ? { method: 'GET', url: options } : options;
    checker ??= checkerFor(app.swagger() as unknown as OpenApiDocument);
    const problem = problemWith(checker, String(request.method ?? 'GET'), urlOf(request), response);
    if (problem) {
      throw new Error(
        `The answer does not match the OpenAPI document (fix the route's schema or what it sends): ${problem}`,
      );
    }
    return response;
  };
  (app as { inject: unknown }).inject = checked;
}

function urlOf(request: InjectOptions): string {
  const url = typeof request.url === 'string' ? request.url : (request.url?.pathname ?? request.path ?? '/');
  return String(url);
}

function checkerFor(document: OpenApiDocument): Checker {
  const key = JSON.stringify(document);
  const known = checkers.get(key);
  if (known) return known;
  // The document itself is the schema the answers' schemas live in, so `#/components/schemas/…` resolves.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, DOCUMENT_ID);
  const checker: Checker = {
    document,
    ajv,
    validators: new Map(),
    paths: Object.keys(document.paths).map((template) => ({
      template,
      segments: template.split('/').map((segment) => (segment.startsWith('{') ? undefined : segment)),
    })),
  };
  checkers.set(key, checker);
  return checker;
}

/** The documented path a URL reaches: like the router, a fixed segment wins over a parameter. */
function documentedPath(paths: DocumentedPath[], pathname: string): string | undefined {
  const segments = pathname.split('/');
  const matches = paths.filter(
    (path) =>
      path.segments.length === segments.length &&
      path.segments.every((segment, index) => segment === undefined || segment === segments[index]),
  );
  matches.sort((a, b) => {
    const index = a.segments.findIndex(
      (segment, i) => (segment === undefined) !== (b.segments[i] === undefined),
    );
    return index === -1 ? 0 : a.segments[index] === undefined ? 1 : -1;
  });
  return matches[0]?.template;
}

function problemWith(
  checker: Checker,
  method: string,
  url: string,
  response: LightMyRequestResponse,
): string | undefined {
  const pathname = url.split('?')[0] ?? '';
  const template = documentedPath(checker.paths, pathname);
  const operation = template ? checker.document.paths[template]?.[method.toLowerCase()] : undefined;
  const where = `${method} ${template ?? pathname} → ${response.statusCode}`;
  if (!template || !operation) {
    // An address no operation has still fails in the one error shape.
    const hasNoBody = method === 'OPTIONS' || method === 'HEAD';
    if (!pathname.startsWith('/api/') || response.statusCode < 400 || hasNoBody) return undefined;
    return bodyProblem(checker, '#/components/schemas/Error', where, response);
  }
  const responses = operation.responses ?? {};
  const status = String(response.statusCode);
  const key = [status, `${status[0]}XX`, 'default'].find((candidate) => candidate in responses);
  if (!key) return `${where}: the operation documents only ${Object.keys(responses).join(', ')}`;
  const content = responses[key]?.content;
  if (!content) return response.body === '' ? undefined : `${where}: documented without a body, answered one`;
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  if (!mediaType || !(mediaType in content)) {
    return `${where}: answered ${mediaType || 'no content type'}, documented ${Object.keys(content).join(', ')}`;
  }
  if (!mediaType.endsWith('json')) return undefined;
  const pointer = ['paths', template, method.toLowerCase(), 'responses', key, 'content', mediaType, 'schema']
    .map((token) => encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/');
  return bodyProblem(checker, `#/${pointer}`, where, response);
}

function bodyProblem(
  checker: Checker,
  pointer: string,
  where: string,
  response: LightMyRequestResponse,
): string | undefined {
  let validate = checker.validators.get(pointer);
  if (!validate) {
    validate = checker.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    checker.validators.set(pointer, validate);
  }
  const text = decodedBody(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where}: the body is not JSON: ${text.slice(0, 200)}`;
  }
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
  return `${where}: ${errors.join('; ')} — body: ${text.slice(0, 300)}`;
}

/** The body as the client reads it: a test that accepts brotli or gzip gets its answers compressed (compression.ts). */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}
