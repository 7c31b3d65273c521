import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { configuredZod } from './vite/configured-zod.ts';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['browser', 'development'], alias: [configuredZod] },
  test: {
    name: 'web',
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
