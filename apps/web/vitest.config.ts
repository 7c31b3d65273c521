import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { mockingTestFiles } from '../../scripts/testing/mocking-test-files.ts';
import { configuredZod } from './vite/configured-zod.ts';

/** The web's test files that replace a module with `vi.mock`: they run in `web-isolated`. */
const MOCKING_TEST_FILES = mockingTestFiles(new URL('.', import.meta.url), ['src', 'vite']);

/** The web's tests: `web` shares a module registry per worker, `web-isolated` gives each file its own. */
export function webTestProject(files: 'shared' | 'isolated'): TestProjectInlineConfiguration {
  return defineProject({
    plugins: [react()],
    resolve: { conditions: ['browser', 'development'], alias: [configuredZod] },
    test: {
      name: files === 'shared' ? 'web' : 'web-isolated',
      environment: 'jsdom',
      // Page tests type into whole forms through jsdom; on the 2-core machines, two files at a time and other work
      // beside them, a long form takes more than the default 5 s (15 s timed out at load 11–17). They assert
      // behaviour, never time.
      testTimeout: 30_000,
      setupFiles: ['./src/testing/setup.ts'],
      // Two files at a time (Vitest's default on 2 cores is one): the web project alone took 0.66× the time of one
      // worker (232 s vs 350 s). A group of its own, after the API's, since projects of different worker counts
      // cannot share one.
      maxWorkers: 2,
      sequence: { groupOrder: 2 },
      // The files of a worker share one module registry, so each file no longer loads React, Ionic and the app
      // again. A module another file has loaded can no longer be replaced there: the files that call vi.mock run in
      // `web-isolated` (vitest.isolated.config.ts), each with a registry of its own (decision 030).
      ...(files === 'shared'
        ? { isolate: false, exclude: [...configDefaults.exclude, ...MOCKING_TEST_FILES] }
        : { isolate: true, include: MOCKING_TEST_FILES }),
      unstubGlobals: true,
      // Ionic ships ESM without "type": "module"; Vite has to transform it for Node.
      server: {
        deps: {
          inline: [
            '@ionic/react',
            '@ionic/react-router',
            '@ionic/core',
            'ionicons',
            '@stencil/react-output-target',
            '@lit/react',
          ],
        },
      },
    },
  });
}

export default webTestProject('shared');
