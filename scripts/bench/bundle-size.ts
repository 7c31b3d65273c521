/**
 * Measures what a first visit downloads, raw and gzip, for the app's frame (`index.html`) and each prerendered landing
 * page: what its HTML loads or preloads, then the app's chunks its boot script requests once the page is painted (on
 * `/`, once a visitor reaches for a button: decision 033). Then, for the signed-in pages of issue 33, the scripts
 * Chromium actually requests on a first visit with a session (no cache, no service worker), against the production
 * server on a fresh embedded database (`BENCH_PORT`, 3310 by default), measured from the build's files like the rest.
 * Run after `npm run build`: `npm run bench:bundle`; `WEB_DIST=path/to/dist` measures another build's landing pages
 * (the signed-in ones are the server's own build), `--files` lists every file, `--landing-only` skips the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startRenderBench } from './render-harness';
import { SESSION_STORAGE_KEY, sessionStorageValue, signedInPages, signInThroughApi } from './signed-in-pages';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const listsFiles = process.argv.includes('--files');
const landingOnly = process.argv.includes('--landing-only');
const port = Number(process.env.BENCH_PORT ?? 3310);
const PAGES: { name: string; html: string }[] = [
  { name: "the app's frame (index.html)", html: 'index.html' },
  { name: '/', html: 'prerendered/index.html' },
  { name: '/login', html: 'prerendered/login.html' },
  { name: '/hotels', html: 'prerendered/hotels.html' },
  { name: '/flight-home', html: 'prerendered/flight-home.html' },
];

interface Asset {
  asset: string;
  raw: number;
  gzip: number;
}

function measure(asset: string): Asset {
  const bytes = readFileSync(join(dist, asset));
  return { asset, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** What the HTML itself loads or preloads, and the app chunks its boot script requests (its plan's `modules`). */
function firstVisitAssets(htmlFile: string): { linked: string[]; booted: string[]; onIntent: boolean } {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const linked = [
    ...new Set(
      [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string),
    ),
  ];
  const boots = linked
    .filter((asset) => /^assets\/boot-[^/]+\.js$/.test(asset))
    .map((boot) => readFileSync(join(dist, boot), 'utf8'));
  // The plan is built in minified (first-visit/boot-script.ts): its first array is the app's chunks.
  const booted = boots.flatMap((boot) => {
    const list = /modules:(\[[^\]]*\])/.exec(boot)?.[1];
    return list ? (JSON.parse(list) as string[]) : [];
  });
  // A live copy's boot script starts the app only when a visitor reaches for a button (decision 033).
  const onIntent = boots.some((boot) => boot.includes('pointermove'));
  return { linked, booted: [...new Set(booted)].filter((asset) => !linked.includes(asset)), onIntent };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (assets: readonly Asset[]) =>
  assets.reduce((total, row) => ({ raw: total.raw + row.raw, gzip: total.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
const scriptsOf = (assets: readonly Asset[]) => sum(assets.filter((row) => row.asset.endsWith('.js')));

console.log(
  "| First visit | the page's JS (gzip) | + the app's chunks: files, JS raw, gzip | CSS (gzip) |\n|---|---:|---:|---:|",
);
const details: string[] = [];
for (const page of PAGES) {
  if (!existsSync(join(dist, page.html))) continue;
  const { linked, booted, onIntent } = firstVisitAssets(page.html);
  const own = linked.map(measure);
  const app = booted.map(measure);
  const scripts = scriptsOf([...own, ...app]);
  const styles = sum([...own, ...app].filter((row) => row.asset.endsWith('.css')));
  console.log(
    `| ${page.name} | ${kb(scriptsOf(own).gzip)} | ${onIntent ? 'on intent: ' : ''}${own.length + app.length}, ${kb(scripts.raw)}, ${kb(scripts.gzip)} | ${kb(styles.gzip)} |`,
  );
  details.push(
    `\n${page.name}`,
    ...[...own, ...app].map((row) => `  ${row.asset}: ${kb(row.raw)}, ${kb(row.gzip)} gzip`),
  );
}
if (listsFiles) console.log(details.join('\n'));
if (!landingOnly) await measureSignedInPages();

/**
 * Each signed-in page opened in a browser context of its own with the demo user's session already stored, as on a
 * phone that signed in before and lost its cache: every script it requests until the network has been quiet a while
 * (the app's chunks, the page's, and what the page loads once it runs).
 */
async function measureSignedInPages(): Promise<void> {
  const bench = await startRenderBench(port);
  try {
    const tokens = new Map<string, string>();
    const rows: string[] = [];
    const files: string[] = [];
    for (const page of await signedInPages(bench.base)) {
      let token = tokens.get(page.email);
      if (!token) {
        token = await signInThroughApi(bench.base, page.email);
        tokens.set(page.email, token);
      }
      const context = await bench.browser.newContext({
        serviceWorkers: 'block',
        storageState: {
          cookies: [],
          origins: [
            {
              origin: bench.base,
              localStorage: [{ name: SESSION_STORAGE_KEY, value: sessionStorageValue(token, page.email) }],
            },
          ],
        },
      });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('request', (request) => {
        const path = new URL(request.url()).pathname.slice(1);
        if (request.resourceType() === 'script' && path.startsWith('assets/')) scripts.add(path);
      });
      await tab.goto(`${bench.base}${page.path}`, { waitUntil: 'networkidle' });
      // What a page loads once idle (the offline copy of the trips, the side menu's entries) comes after that.
      await tab.waitForTimeout(2_000);
      await tab.waitForLoadState('networkidle');
      await context.close();
      const measured = [...scripts].map(measure);
      const total = sum(measured);
      rows.push(
        `| ${page.name} (${page.email}) | ${measured.length} | ${kb(total.raw)} | ${kb(total.gzip)} |`,
      );
      files.push(
        `\n${page.name}`,
        ...measured
          .sort((a, b) => b.gzip - a.gzip)
          .map((row) => `  ${row.asset}: ${kb(row.raw)}, ${kb(row.gzip)} gzip`),
      );
    }
    console.log(
      `\n| Signed in, first visit | files | JS raw | JS gzip |\n|---|---:|---:|---:|\n${rows.join('\n')}`,
    );
    if (listsFiles) console.log(files.join('\n'));
  } finally {
    await bench.close();
  }
}
