import { users } from '@travesia/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORMAT_CHARACTER_TEXTS,
  type FuzzRequest,
  hostileValuesFor,
  listOperations,
  type OpenApiDocument,
  type Operation,
  placesOf,
  plausibleRequest,
  problemWithAnswer,
  replacePlace,
  requestFor,
  UNKNOWN_PROPERTY,
  valueAt,
  writeRequest,
} from './helpers/openapi-fuzz';
import { collectKnownValues, type KnownValues } from './helpers/openapi-fuzz-values';
import { bearer, createTestApp, DEMO_USERS, login, type TestApp } from './helpers/test-app';

/**
 * Every operation the OpenAPI document lists gets hostile input (wrong types, NUL, lone surrogates, invisible
 * format characters, huge and out-of-range numbers, impossible dates, deep nesting, broken JSON, other media
 * types), anonymously and as each role. No answer may be a 5xx, leak a stack trace or SQL, or be an error of
 * another shape; a format character in any text is refused.
 * The fixed seed makes a failure reproducible (travel dates are relative to today); FUZZ_SEED replays the
 * random run's seed, FUZZ_RUNS explores further.
 */
const FIXED_SEED = 20_261_123;
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);
const RANDOM_RUNS_PER_OPERATION = 4;

const MEMBERS = ['laura', 'carlos', 'ana', 'operador'] as const;
type Member = (typeof MEMBERS)[number];
const IDENTITIES = ['anónimo', ...MEMBERS] as const;
type Identity = (typeof IDENTITIES)[number];

describe('every API operation under hostile input', () => {
  let t: TestApp;
  let operations: Operation[];
  const tokens = {} as Record<Member, string>;
  let userRows: (typeof users.$inferSelect)[];
  /** Grows with every successful answer, so later operations name rows that exist (hotels found, ids). */
  const known: KnownValues = new Map();

  beforeAll(async () => {
    t = await createTestApp();
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    operations = listOperations(document.json<OpenApiDocument>());
    for (const member of MEMBERS) tokens[member] = await login(t.app, DEMO_USERS[member].email);
    userRows = await t.database.db.select().from(users);
  });
  afterAll(() => t?.close());

  /**
   * Plausible bodies may sign a member out, deactivate them, change their role or password; put the people
   * back and sign in again, so every operation is fuzzed with every role.
   */
  async function restoreMembers(): Promise<void> {
    for (const row of userRows) {
      await t.database.db
        .update(users)
        .set({ role: row.role, isActive: row.isActive, email: row.email, passwordHash: row.passwordHash })
        .where(eq(users.id, row.id));
    }
    for (const member of MEMBERS) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens[member]) });
      if (me.statusCode !== 200) tokens[member] = await login(t.app, DEMO_USERS[member].email);
    }
  }

  async function send(operation: Operation, identity: Identity, request: FuzzRequest) {
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url: request.url,
      headers: {
        ...request.headers,
        ...(identity === 'anónimo' ? {} : bearer(tokens[identity])),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    if (response.statusCode < 300 && String(response.headers['content-type']).includes('application/json')) {
      collectKnownValues(response.json(), known);
    }
    return response;
  }

  async function problemOf(
    operation: Operation,
    identity: Identity,
    request: FuzzRequest,
    mustRefuse = false,
  ) {
    const response = await send(operation, identity, request);
    if (mustRefuse && response.statusCode < 400) {
      return `accepted an invisible format character (${response.statusCode})`;
    }
    const problem = problemWithAnswer(
      response.statusCode,
      String(response.headers['content-type'] ?? ''),
      response.body,
    );
    return problem && `${problem}: ${response.body.slice(0, 300)}`;
  }

  function describeFailure(operation: Operation, identity: Identity, request: FuzzRequest, problem: string) {
    const body =
      request.payload === undefined ? '' : ` ${request.contentType} ${request.payload.slice(0, 300)}`;
    return `${operation.method} ${request.url.slice(0, 300)} as ${identity}${body} → ${problem}`;
  }

  /** The identity that gets furthest with a plausible request: a success, else anything but 401/403. */
  async function deepestIdentity(operation: Operation, request: FuzzRequest): Promise<Identity> {
    let best: Identity = 'anónimo';
    for (const identity of IDENTITIES) {
      const { statusCode } = await send(operation, identity, request);
      if (statusCode < 300) return identity;
      if (statusCode !== 401 && statusCode !== 403 && best === 'anónimo') best = identity;
    }
    return best;
  }

  async function fuzzRandomly(seed: number, numRuns: number): Promise<string[]> {
    const failures: string[] = [];
    for (const operation of operations) {
      let failure: string | undefined;
      await fc.check(
        fc.asyncProperty(
          fc.constantFrom(...IDENTITIES),
          requestFor(operation, known),
          async (identity, request) => {
            const problem = await problemOf(operation, identity, request);
            if (problem) failure = describeFailure(operation, identity, request, problem);
            return problem === undefined;
          },
        ),
        { numRuns, seed, endOnFailure: true },
      );
      if (failure) failures.push(`${failure} [seed ${seed}]`);
      await restoreMembers();
    }
    return failures;
  }

  it('refuses each named hostile value in every place of a plausible request', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const operation of operations) {
      const [model] = fc.sample(plausibleRequest(operation, known, true), { numRuns: 1, seed: FIXED_SEED });
      if (!model) continue;
      const identity = await deepestIdentity(operation, writeRequest(operation, model));
      for (const place of placesOf(operation, model)) {
        for (const hostile of hostileValuesFor(valueAt(model, place))) {
          const request = writeRequest(operation, replacePlace(model, place, hostile));
          // Refused wherever it is read: headers carry no such text (it travels as '?'), and an unknown property
          // is dropped by its schema.
          const isRead = place[0] !== 'header' && place.at(-1) !== UNKNOWN_PROPERTY;
          const mustRefuse = isRead && FORMAT_CHARACTER_TEXTS.includes(hostile as string);
          const problem = await problemOf(operation, identity, request, mustRefuse);
          if (problem) failures.push(describeFailure(operation, identity, request, problem));
        }
      }
      await restoreMembers();
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers the requests of a fixed seed without a 5xx or a leak', async () => {
    expect(await fuzzRandomly(FIXED_SEED, RUNS_PER_OPERATION)).toEqual([]);
  }, 300_000);

  it('answers the requests of a new seed on each run without a 5xx or a leak', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
    expect(await fuzzRandomly(seed, RANDOM_RUNS_PER_OPERATION)).toEqual([]);
  }, 300_000);
});
