/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G network, simulated) on the pages a first visit lands on, then
 * on the signed-in pages of issue 33 (scripts/bench/signed-in-pages.ts), against the production build served by the
 * real server on a fresh embedded database. A signed-in page is measured in the same Chromium after its demo user's
 * session is stored there, with Lighthouse's `disableStorageReset`; before each of its runs the cache, the service
 * worker and the offline copy are cleared and the session kept, so it is a first visit with a session. Prints, per
 * page, the median of the runs: the performance score, LCP, FCP, TBT, CLS, and what the visit downloads (bytes on
 * the wire, and of them JavaScript). Run after `npm run build`: `npm run bench:web` (`BENCH_WEB_RUNS` runs per
 * page, 3 by default; `BENCH_WEB_PAGES=landing` or `signed-in` for one group only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, startServer } from './render-harness';
import { SESSION_STORAGE_KEY, sessionStorageValue, signedInPages, signInThroughApi } from './signed-in-pages';

const port = Number(process.env.BENCH_PORT ?? 3310);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const groups = process.env.BENCH_WEB_PAGES ?? 'all';
const base = `http://localhost:${port}`;

/** A stay a month ahead, as the hotel search form would route to it. */
function hotelResultsPath(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `/hotels/results/BOG/${day(30)}/${day(32)}/1/2`;
}

const PAGES: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'Inicio', path: '/' },
  { name: 'Iniciar sesión', path: '/login' },
  { name: 'Hoteles', path: '/hotels' },
  { name: 'Vuelos', path: '/flight-home' },
  { name: 'Resultados de hoteles', path: hotelResultsPath() },
];

interface PageRun {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  scripts: number;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

async function measure(url: string, chromePort: number, keepStorage = false): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    logLevel: 'error',
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run Lighthouse could not finish (no paint seen, a page that did not settle) is reported, not averaged in.
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items ?? [];
  const scripts = summary.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    scriptBytes: scripts?.transferSize ?? Number.NaN,
    scripts: scripts?.requestCount ?? Number.NaN,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'travesia-lighthouse-'));
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * Stores `email`'s session in the Chromium Lighthouse drives, and empties what a first visit would not have: the
 * HTTP cache, the service worker with its precache, and the offline copy of the trips (local storage stays).
 */
async function firstVisitSignedIn(email: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      ([key, value]) => {
        localStorage.removeItem('user-data');
        localStorage.setItem(key, value);
      },
      [SESSION_STORAGE_KEY, sessionStorageValue(token, email)] as const,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await page.close();
  } finally {
    // Disconnects only: the browser is chrome-launcher's.
    await browser.close();
  }
}

try {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`Lighthouse ${runs}× per page, mobile, median:\n`);
  console.log('| Page | Score | LCP | FCP | TBT | CLS | Bytes on the wire | of them JS (files) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const landing = groups === 'signed-in' ? [] : PAGES.map((page) => ({ ...page, email: null }));
  const signedIn = groups === 'landing' ? [] : await signedInPages(base);
  const tokens = new Map<string, string>();
  for (const page of [...landing, ...signedIn]) {
    const results: PageRun[] = [];
    const { email } = page;
    const token = email ? (tokens.get(email) ?? (await signInThroughApi(base, email))) : null;
    if (email && token) tokens.set(email, token);
    for (let run = 0; run < runs; run++) {
      if (email && token) await firstVisitSignedIn(email, token);
      await measure(`${base}${page.path}`, chrome.port, email !== null).then(
        (result) => results.push(result),
        (error: unknown) => console.error(`(run ${run + 1} left out) ${String(error)}`),
      );
    }
    const m = (key: keyof PageRun) => median(results.map((result) => result[key]));
    console.log(
      `| ${page.name}${email ? ` (${email})` : ''} | ${m('score')} | ${seconds(m('lcp'))} | ${seconds(m('fcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${kb(m('bytes'))} | ${kb(m('scriptBytes'))} (${m('scripts')}) |`,
    );
  }
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
