import { defineProject } from 'vitest/config';

// The repository's own tooling: plain Node.
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['testing/**/*.test.ts'] },
});
