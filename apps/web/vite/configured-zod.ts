import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * Every `import … from 'zod'` of the web app and the domain package resolves to src/lib/configured-zod.ts, which
 * configures zod before re-exporting it: zod reads its settings as each schema is built, and the schemas are built
 * by whichever chunk loads first (the shell loads none, decision 025), so no call in main.tsx can come first.
 * `zod/mini`, which the shell's schemas use (decision 051), builds no JIT parser and is left as it is.
 */
export const configuredZod: Alias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('../src/lib/configured-zod.ts', import.meta.url)),
};
