import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/dev': API_ORIGIN,
    },
  },
  build: {
    // Read by scripts/prerender.mjs to link each prerendered page's own chunks (and removed by it).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Each Ionic web component module only defines its element when asked to; declaring
        // them pure lets the bundler drop every component the app never renders.
        moduleSideEffects: [{ test: /@ionic[\\/]core[\\/]components[\\/]/, sideEffects: false }],
      },
    },
  },
});
