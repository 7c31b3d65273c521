import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['browser', 'development'] },
  test: {
    name: 'web',
    environment: 'jsdom',
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
