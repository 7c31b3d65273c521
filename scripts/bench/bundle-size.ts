/**
 * Measures what a first visit downloads, raw and gzip, for the app's frame (`index.html`) and each prerendered landing
 * page: what its HTML loads or preloads, then the app's chunks its boot script requests once the page is painted (on
 * `/`, once a visitor reaches for a button: decision 033). Run after `npm run build`: `npm run bench:bundle`;
 * `WEB_DIST=path/to/dist` measures another build, `--files` lists every file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const listsFiles = process.argv.includes('--files');
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

/** What the HTML itself loads or preloads, and the app chunks its boot script requests (`const modules = [...]`). */
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
  const booted = boots.flatMap((boot) => {
    const list = /const modules = (\[[^\]]*\]);/.exec(boot)?.[1];
    return list ? (JSON.parse(list) as string[]) : [];
  });
  // A live copy's boot script starts the app only when a visitor reaches for a button (decision 033).
  const onIntent = boots.some((boot) => boot.includes('const intents'));
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
