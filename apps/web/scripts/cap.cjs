// Runs Capacitor's CLI (npx cap …) for this app. The CLI reads capacitor.config.ts with the TypeScript compiler's
// JavaScript API (transpileModule), which TypeScript 7, this repository's compiler, no longer has: the CLI is handed a
// stand-in that strips the types with esbuild instead. Usage: node scripts/cap.cjs <cap arguments>, e.g. `sync`.
const { dirname, resolve } = require('node:path');
const esbuild = require('esbuild');

const webRoot = resolve(__dirname, '..');
const typescriptPath = require.resolve('typescript', { paths: [webRoot] });
const typescriptStandIn = {
  ModuleKind: { CommonJS: 1 },
  ModuleResolutionKind: { NodeJs: 2 },
  ScriptTarget: { ES2017: 4 },
  transpileModule: (sourceText, { fileName }) => ({
    outputText: esbuild.transformSync(sourceText, { loader: 'ts', format: 'cjs', sourcefile: fileName }).code,
  }),
};
require.cache[typescriptPath] = {
  id: typescriptPath,
  filename: typescriptPath,
  path: dirname(typescriptPath),
  loaded: true,
  exports: typescriptStandIn,
};

process.chdir(webRoot);
require('@capacitor/cli/bin/capacitor');
