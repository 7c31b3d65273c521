/**
 * Measures what a first visit downloads: the entry script plus every chunk and stylesheet that
 * index.html loads or preloads, raw and gzip. Run after `npm run build`: `npm run bench:bundle`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] as string,
);

const rows = assets.map((asset) => {
  const bytes = readFileSync(join(dist, asset));
  return { asset, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| First-visit asset | raw | gzip |\n|---|---:|---:|');
for (const row of rows) console.log(`| ${row.asset} | ${kb(row.raw)} | ${kb(row.gzip)} |`);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});
console.log(`| **total** | ${kb(total.raw)} | ${kb(total.gzip)} |`);
