import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configuredZod } from './vite/configured-zod';
import { ionicElementsOnDemand } from './vite/ionic-elements-on-demand';
import { ioniconsOneModuleEach } from './vite/ionicons-one-module-each';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), ionicElementsOnDemand(), ioniconsOneModuleEach()],
  resolve: { alias: [configuredZod] },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/dev': API_ORIGIN,
    },
  },
  build: {
    // Read by first-visit/write-first-visit-pages.ts to link each prerendered page's own chunks (and removed by it).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React DOM in a chunk of its own rather than inside the app's entry: the boot script of a prerendered
          // page (first-visit/boot/boot.ts) runs each chunk in its own task, and this one is the largest.
          // The router (Ionic's and React Router) and TanStack Query in one chunk each for the same reason: the
          // entry went from 27 to 12 KB (gzip), and Query's five small chunks became one. (The entry's task of
          // 110–130 ms at 4× was mostly the domain's date formatters, now built on first use.) The router group
          // takes only its own modules: with their dependencies it took Ionic's whole runtime, 20 KB more on `/`.
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](@ionic[\\/]react-router|react-router|react-router-dom)[\\/]/,
              includeDependenciesRecursively: false,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
      treeshake: {
        // Each Ionic web component module only defines its element when asked to; declaring
        // them pure lets the bundler drop every component the app never renders.
        moduleSideEffects: [{ test: /@ionic[\\/]core[\\/]components[\\/]/, sideEffects: false }],
        // @ionic/react builds some components (IonNav, IonTabBar, …) with these factories without marking the calls
        // pure, which kept those components and their web components in every first download.
        manualPureFunctions: ['createForwardRef', 'createReactComponent'],
      },
    },
  },
});
