/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G network, simulated) on the pages a first visit lands on,
 * against the production build served by the real server on a fresh embedded database. Prints, per page, the
 * median of the runs: the performance score, LCP, FCP, TBT, CLS, and what the visit downloads (bytes on the
 * wire, and of them JavaScript). Run after `npm run build`: `npm run bench:web` (`BENCH_WEB_RUNS` runs per
 * page, 3 by default).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, startServer } from './render-harness';

const port = Number(process.env.BENCH_PORT ?? 3310);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);

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

async function measure(url: string, chromePort: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    logLevel: 'error',
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

try {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`Lighthouse ${runs}× per page, mobile, median:\n`);
  console.log('| Page | Score | LCP | FCP | TBT | CLS | Bytes on the wire | of them JS (files) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of PAGES) {
    const results: PageRun[] = [];
    for (let run = 0; run < runs; run++) {
      await measure(`http://localhost:${port}${page.path}`, chrome.port).then(
        (result) => results.push(result),
        (error: unknown) => console.error(`(run ${run + 1} left out) ${String(error)}`),
      );
    }
    const m = (key: keyof PageRun) => median(results.map((result) => result[key]));
    console.log(
      `| ${page.name} | ${m('score')} | ${seconds(m('lcp'))} | ${seconds(m('fcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${kb(m('bytes'))} | ${kb(m('scriptBytes'))} (${m('scripts')}) |`,
    );
  }
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
