import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { BootPlan, LivePage } from './boot/boot-plan';

const BOOT_SOURCE = join(import.meta.dirname, 'boot', 'boot.ts');

/**
 * Writes `assets/boot-<hash>.js`, the page's only script until its copy is painted (`boot/boot.ts` with `plan` and,
 * for a live copy, `live` built in), and answers its path below `dist`. Requesting the app's modules only after that first paint keeps them from
 * competing with its styles on a slow network: the frame's first paint went from 2.1–3.0 to 1.0 s (decision 027).
 */
export async function writeBootScript(
  dist: string,
  plan: BootPlan,
  live: LivePage | null = null,
): Promise<string> {
  const built = await build({
    entryPoints: [BOOT_SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { BOOT_PLAN: JSON.stringify(plan), LIVE_PAGE: JSON.stringify(live) },
    legalComments: 'none',
  });
  const source = built.outputFiles[0]?.text;
  if (!source) throw new Error('The boot script was not built.');
  const file = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), source);
  return file;
}
