// After `vite build` and first-visit/write-first-visit-pages.ts: writes dist/sw.js, the service worker that makes the app installable
// and lets it open without a connection (decision 031). Workbox's generateSW precaches the app shell (index.html), every
// hashed chunk and style under assets/ (all routes' pages, so any page opens offline), the icons and the manifest.
// Navigations still go to the network first, so the server keeps answering the prerendered landing pages
// (decision 027) and the newest shell; only when the network fails does the worker answer the precached shell.
// API calls are never handled by the worker: the traveller's trips are kept by the app itself (IndexedDB).
//
// Usage: node scripts/service-worker.mjs <dist>   (before scripts/compress-dist.mjs, which compresses sw.js too)
import { resolve } from 'node:path';
import { generateSW } from 'workbox-build';

const dist = resolve(process.argv[2] ?? 'dist');

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: [
    'index.html',
    'assets/**/*.{js,css}',
    'favicon.svg',
    'brand/*.svg',
    'icons/*.png',
    'manifest.webmanifest',
  ],
  // The prerendered copies are only ever the network's answer to a navigation (see below).
  globIgnores: ['prerendered/**', '**/*.{br,gz}'],
  // The biggest chunk (Ionic and React) is over Workbox's default limit of 2 MiB in some builds with source maps.
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  // Hashed file names already change with their content: no cache-busting query needed.
  dontCacheBustURLsMatching: /^assets\//,
  swDest: resolve(dist, 'sw.js'),
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  cleanupOutdatedCaches: true,
  // The first worker takes the open page at once; a later one waits until the traveller chooses to reload
  // ('Hay una nueva versión'), which sends it SKIP_WAITING.
  clientsClaim: true,
  skipWaiting: false,
  // Lets the navigation request start while the worker boots.
  navigationPreload: true,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && !/^\/(api|dev|\.well-known)(\/|$)/.test(url.pathname),
      handler: 'NetworkOnly',
      options: {
        precacheFallback: { fallbackURL: 'index.html' },
      },
    },
  ],
});
for (const warning of warnings) console.warn(`service-worker: ${warning}`);
console.log(`service-worker: sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
