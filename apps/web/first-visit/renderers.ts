import { PAGE_COPIES_FILE } from '@travesia/domain';
import { build, type Rollup } from 'vite';

/** The global the window script leaves its exports on (`renderRoute`). */
export const WINDOW_SCRIPT_GLOBAL = 'travesiaPrerender';

/** Whatever the shell's NODE_ENV says, the production build of React and Stencil, as production serves (decision 043). */
const PRODUCTION = {
  mode: 'production',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
} as const;

/**
 * `src/prerender/render-route.tsx` and everything it imports, the app included, as one classic script built for a
 * browser, to run in a jsdom window (`app-in-a-window.ts`). The build's plugins are left out: the script never
 * reaches a browser, and `@ionic/react` defining every element it knows changes nothing in the markup.
 */
export async function buildWindowScript(webRoot: string): Promise<string> {
  const output = (await build({
    ...PRODUCTION,
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    publicDir: false,
    build: {
      write: false,
      minify: false,
      lib: {
        entry: 'src/prerender/render-route.tsx',
        formats: ['iife'],
        name: WINDOW_SCRIPT_GLOBAL,
        fileName: 'render-route',
      },
    },
  })) as Rollup.RollupOutput[];
  const script = output.flatMap((result) => result.output).find((file) => file.type === 'chunk');
  if (!script) throw new Error('The window script was not built.');
  return script.code;
}

/**
 * `src/prerender/page-copies.tsx` bundled for Node into `outDir`, which the API loads at start (decision 032), with
 * React's production server renderer: the development one is several times slower.
 */
export async function buildPageCopies(webRoot: string, outDir: string): Promise<void> {
  await build({
    ...PRODUCTION,
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/prerender/page-copies.tsx',
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: PAGE_COPIES_FILE } },
    },
  });
}
