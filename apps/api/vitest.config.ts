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
  },
});
