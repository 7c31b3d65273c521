import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['browser', 'development'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Page tests type into whole forms through jsdom; on the 2-core machines, next to the API suite, a long
    // form takes more than the default 5 s. They assert behaviour, never time.
    testTimeout: 15_000,
    setupFiles: ['./src/testing/setup.ts'],
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
