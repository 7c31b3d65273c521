import { defineProject } from 'vitest/config';

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
  },
});
