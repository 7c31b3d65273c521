// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy of every text file of dist, which the API
// serves as they are to browsers that accept them (@fastify/static preCompressed), so no request compresses.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this size compression saves less than the request headers weigh. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      // .server holds what the API reads and never serves (first-visit/write-first-visit-pages.ts).
      if (!name.startsWith('.')) walk(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    before += content.length;
    after += brotli.length;
  }
}
walk(dist);
console.log(
  `compress-dist: ${files} files, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`,
);
