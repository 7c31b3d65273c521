import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type DatabaseHandle } from '@travesia/db';
import type { FlightPassenger } from '@travesia/domain';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type AppConfig, type Environment, loadConfig } from '../../src/config';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demo-data';
import { checkAnswersAgainstOpenApi } from './openapi-answers';
import { createScratchPostgresDatabase } from './scratch-database';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresAdminUrl = process.env.TEST_DATABASE_URL;

/** Every suite runs on the embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: DatabaseKind[] = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  database?: DatabaseKind;
  /** Environment overrides on top of the test defaults. */
  env?: Environment;
  /** Runs before the app is readied, e.g. to add a route that a test needs. */
  configure?: (app: FastifyInstance) => void;
  /** Told every SQL statement, e.g. to compare what two requests do. */
  onQuery?: (query: string) => void;
  /** Where the app's log lines go (with `env.LOG_LEVEL` above `silent`), e.g. to check what a log holds. */
  logStream?: { write(line: string): void };
}

export const TEST_TOKEN_SECRET = 'tests-sign-flight-offers-with-this-32+-character-secret';

/** Test defaults: quiet logs, no web build, and rate limits high enough not to interfere unless a test lowers them. */
const TEST_ENV: Environment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  APP_URL: 'http://travesia.test',
  WEB_DIST: join(tmpdir(), 'travesia-no-web-build'),
  RATE_LIMIT_LOGIN_PER_IP: '10000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
  RATE_LIMIT_REGISTER_PER_IP: '10000',
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '10000',
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '10000',
  RATE_LIMIT_PASSWORD_CHANGE_PER_USER: '10000',
  RATE_LIMIT_BRANDING_PER_IP: '10000',
  // Deadlines settle on reads in tests; the sweep has a test of its own.
  APPROVAL_SWEEP_SECONDS: '0',
  // Mail stays in the outbox for the tests to read; the relay has tests of its own.
  MAIL_RELAY_SECONDS: '0',
  // Known to the tests, which sign flight offers of their own with it; nothing is written to DATA_DIR.
  TOKEN_SECRET: TEST_TOKEN_SECRET,
};

/** Builds the app on a database of its own (createTestDatabase). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const database = await createTestDatabase(options);
  const app = await buildApp({ config, database, logStream: options.logStream });
  options.configure?.(app);
  await app.ready();
  checkAnswersAgainstOpenApi(app);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A database of its own, migrated and seeded: in-memory PGlite or a new PostgreSQL database, copied from the
 * run's template (test/helpers/global-setup.ts), or migrated and seeded here without one. close() drops it.
 */
export async function createTestDatabase(
  options: Pick<TestAppOptions, 'database' | 'onQuery'> = {},
): Promise<DatabaseHandle> {
  const postgresTemplate = inject('postgresTemplateName');
  const scratch =
    options.database === 'postgres'
      ? await createScratchPostgresDatabase(requirePostgresAdminUrl(), 'travesia_test', postgresTemplate)
      : undefined;
  const pgliteTemplate = scratch ? undefined : readPgliteTemplate();
  // drop() ends the scratch database's connections on purpose; that is no error worth reporting.
  const database = createDatabase({
    url: scratch?.url,
    loadDataDir: pgliteTemplate,
    onConnectionError: () => undefined,
    onQuery: options.onQuery,
  });
  // A copy needs no migration unless one was added after the template was built (watch mode): then it gets it.
  await database.migrate();
  if (!(scratch ? postgresTemplate : pgliteTemplate)) await seedDemoData(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

let pgliteTemplateTarball: Blob | undefined;

/** The run's migrated, seeded PGlite data folder, read once per test file; undefined without the global setup. */
function readPgliteTemplate(): Blob | undefined {
  const path = inject('pgliteTemplatePath');
  if (path) pgliteTemplateTarball ??= new Blob([readFileSync(path)]);
  return pgliteTemplateTarball;
}

export function requirePostgresAdminUrl(): string {
  if (!postgresAdminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return postgresAdminUrl;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Signs in through the API and returns the bearer token. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

export type DemoTokens = Record<keyof typeof DEMO_USERS, string>;

/** Signs every demo user in, one session each. */
export async function loginDemoUsers(app: FastifyInstance): Promise<DemoTokens> {
  const tokens = {} as DemoTokens;
  for (const [key, user] of Object.entries(DEMO_USERS)) {
    tokens[key as keyof typeof DEMO_USERS] = await login(app, user.email);
  }
  return tokens;
}

/** A directory for a fake web build. */
export function createTempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export const DEMO_USERS = {
  laura: { email: 'viajero@andesenergia.co', documento: '1020304050' },
  carlos: { email: 'aprobador@andesenergia.co', documento: '79800123' },
  ana: { email: 'admin@andesenergia.co', documento: '52300456' },
  marta: { email: 'asistente@andesenergia.co', documento: '1019200300' },
  julian: { email: 'viajero@cafedelsur.co', documento: '1037600789' },
  operador: { email: 'operador@travesia.co', documento: '900100200' },
} as const;

/** Laura as the guest of a hotel booking, as the checkout form sends her. */
export const LAURA_AS_HOTEL_GUEST = {
  firstname: 'Laura',
  last_name: 'Gómez',
  documento: DEMO_USERS.laura.documento,
  email: DEMO_USERS.laura.email,
  phone: '+57 310 555 0101',
} as const;

/** Laura as the adult passenger of a flight booking, as the passenger step sends her. */
export const LAURA_PASSENGER: FlightPassenger = {
  type: 'adult',
  documentType: 'CC',
  documento: DEMO_USERS.laura.documento,
  firstname: 'Laura',
  last_name: 'Gómez',
  gender: 'F',
  birthDate: '1990-05-14',
  // Valid for years: international trips need it (findTravelDocumentProblem).
  documentExpiry: '2036-05-14',
  nationality: 'CO',
  email: DEMO_USERS.laura.email,
  phone: '+573105550101',
};
