import type { FastifyInstance } from 'fastify';
import type { paths } from '../../openapi/api-types';
import { bearer } from './test-app';

/**
 * A small client typed by the generated `openapi/api-types.ts` alone, as another team's TypeScript code would
 * call the API: the path, its parameters and body, and what each answer holds come from the document.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Path = keyof paths;
type MethodOf<P extends Path> = {
  [M in Method]: paths[P][M] extends { responses: unknown } ? M : never;
}[Method];
type OperationOf<P extends Path, M extends MethodOf<P>> = paths[P][M] & { responses: object };

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type AnswerOf<Operation, Status> = Operation extends { responses: infer Responses }
  ? { [S in keyof Responses]: S extends Status ? JsonOf<Responses[S]> : never }[keyof Responses]
  : never;
type Success = 200 | 201 | 202;
type Failure = 401 | '4XX' | '5XX';

type Part<Operation, Name extends string> = Operation extends { parameters: infer Parameters }
  ? Name extends keyof Parameters
    ? Exclude<Parameters[Name], undefined>
    : never
  : never;
type BodyOf<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** What a call sends: only the parts its operation has, each of the type the document gives it. */
type Input<Operation> = { token?: string } & ([Part<Operation, 'path'>] extends [never]
  ? { path?: never }
  : { path: Part<Operation, 'path'> }) &
  ([Part<Operation, 'query'>] extends [never] ? { query?: never } : { query?: Part<Operation, 'query'> }) &
  ([BodyOf<Operation>] extends [never] ? { body?: never } : { body: BodyOf<Operation> });

export type TypedAnswer<Operation> =
  | { ok: true; status: number; data: AnswerOf<Operation, Success> }
  | { ok: false; status: number; error: AnswerOf<Operation, Failure> };

export function typedApi(app: FastifyInstance) {
  return async function call<P extends Path, M extends MethodOf<P>>(
    method: M,
    path: P,
    input: Input<OperationOf<P, M>>,
  ): Promise<TypedAnswer<OperationOf<P, M>>> {
    const {
      token,
      path: pathValues,
      query,
      body,
    } = input as {
      token?: string;
      path?: Record<string, string | number>;
      query?: Record<string, string | number | boolean | undefined>;
      body?: unknown;
    };
    let url: string = path;
    for (const [name, value] of Object.entries(pathValues ?? {})) {
      url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const search = new URLSearchParams(
      Object.entries(query ?? {}).flatMap(([name, value]): [string, string][] =>
        value === undefined ? [] : [[name, String(value)]],
      ),
    ).toString();
    const response = await app.inject({
      method: method.toUpperCase() as 'GET',
      url: search ? `${url}?${search}` : url,
      headers: token ? bearer(token) : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const parsed = response.body === '' ? undefined : response.json();
    return response.statusCode < 300
      ? { ok: true, status: response.statusCode, data: parsed }
      : { ok: false, status: response.statusCode, error: parsed };
  };
}
