import { defineProject } from 'vitest/config';
import { refuseMockingTestFiles } from '../../scripts/testing/mocking-test-files.ts';

refuseMockingTestFiles('api', new URL('.', import.meta.url), ['src', 'test']);

// Each test file builds its own app on a database of its own; argon2 hashing and PostgreSQL setup need time.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Migrates and seeds one PGlite and one PostgreSQL database per run; test apps start from copies of them.
    globalSetup: ['./test/helpers/global-setup.ts'],
    // Two files side by side: Vitest's default on 2 cores is one (cores − 1), and an API file spends much of its
    // time waiting on PostgreSQL. Domain and db keep one worker, so the API files run as a group of their own
    // (decision 030); the web's two workers are another group.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    // The files of a worker share their modules instead of each importing Fastify, Drizzle, PGlite and the app
    // again: 145 s of imports became 12 s and the project 313 s → 143 s. Each file still builds its own app on its
    // own database; no file may replace a module (refused above), and the three that fake Date restore it (decision 030).
    isolate: false,
  },
});
