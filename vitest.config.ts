import { defineConfig } from 'vitest/config';

// One runner for every workspace: pure rules, database, API (app.inject) and web components.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/db',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'scripts',
    ],
  },
});
