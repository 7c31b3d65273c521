import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApiTypes, TYPES_FILE } from '../openapi/document';
import { describeProblem, lintOpenApi } from '../openapi/lint';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/**
 * The document the API serves (/api/openapi.json) as other teams read it: every operation named, secured and with
 * its errors, Redocly's recommended rules clean, and the generated client types current.
 */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
  });
  afterAll(() => t.close());

  it('names every operation once, in camelCase', () => {
    const unnamed = operations.filter(([, operation]) => !operation.operationId).map(([route]) => route);
    expect(
      unnamed,
      `These routes have no operationId. Add one to each route's schema, e.g. schema: { operationId: 'listThings', … }: a camelCase verb and noun that stays the same when the path changes, as generated clients call it by that name.`,
    ).toEqual([]);
    const ids = operations.map(([, operation]) => operation.operationId ?? '');
    expect(
      ids.filter((id) => !CAMEL_CASE.test(id)),
      'operationIds are camelCase',
    ).toEqual([]);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'operationIds are unique',
    ).toEqual([]);
  });

  it('declares each operation’s security and answers its errors with the Error schema', () => {
    const problems = operations.flatMap(([route, operation]) => {
      const responses = Object.entries(operation.responses ?? {});
      const errors = responses.filter(([status]) => /^[45]/.test(status));
      return [
        ...(operation.security ? [] : [`${route}: no security (plugins/openapi.ts gives it one)`]),
        // A redirect (the identity providers' return addresses) succeeds with a 3xx.
        ...(responses.some(([status]) => /^[23]/.test(status))
          ? []
          : [`${route}: no 2xx or 3xx answer documented`]),
        ...(errors.length > 0 ? [] : [`${route}: no error answer documented`]),
        ...errors
          .filter(
            ([, answer]) =>
              answer.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error',
          )
          .map(([status]) => `${route} → ${status}: not the Error schema`),
      ];
    });
    expect(problems).toEqual([]);
    const [, login] = operations.find(([route]) => route === 'POST /api/auth/login') ?? [];
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.responses ?? {})).not.toContain('401');
  });

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const { totals, problems } = await lintOpenApi(document);
    expect(problems.map(describeProblem), 'npx redocly lint (apps/api/openapi/redocly.yaml)').toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('has its generated TypeScript types current (openapi/api-types.ts)', async () => {
    const kept = readFileSync(TYPES_FILE, 'utf8');
    expect(kept === (await renderApiTypes(document)), 'Run `npm run openapi` and commit api-types.ts').toBe(
      true,
    );
  }, 60_000);
});
