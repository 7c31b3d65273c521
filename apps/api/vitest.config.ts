import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh database; argon2 hashing and PostgreSQL setup need time.
export default defineProject({
  test: { name: 'api', environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
});
