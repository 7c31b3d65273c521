import { airplaneOutline, bedOutline } from 'ionicons/icons';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { ioniconsOneModuleEach } from './ionicons-one-module-each';

const PAGES = {
  '\0flights.js': "import { airplaneOutline } from 'ionicons/icons'; console.log(airplaneOutline);",
  '\0hotels.js': "import { bedOutline as bed } from 'ionicons/icons'; console.log(bed);",
} as const;

/** Each chunk of a production build of two pages (each its own entry), with its code. */
async function chunksOfTwoPages(): Promise<Rollup.OutputChunk[]> {
  const pages: Plugin = {
    name: 'pages',
    resolveId: (id) => (id in PAGES ? id : null),
    load: (id) => PAGES[id as keyof typeof PAGES] ?? null,
  };
  const output = (await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: [pages, ioniconsOneModuleEach()],
    build: { write: false, minify: false, rolldownOptions: { input: Object.keys(PAGES) } },
  })) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

describe('the build gives each ionicons icon a module of its own', () => {
  it('bundles each page with its own icons only, as ionicons ships them', async () => {
    const chunks = await chunksOfTwoPages();
    const flights = chunks.find((chunk) => chunk.facadeModuleId === '\0flights.js');
    const hotels = chunks.find((chunk) => chunk.facadeModuleId === '\0hotels.js');
    expect(flights?.code).toContain(JSON.stringify(airplaneOutline));
    expect(flights?.code).not.toContain(JSON.stringify(bedOutline));
    expect(hotels?.code).toContain(JSON.stringify(bedOutline));
    expect(hotels?.code).not.toContain(JSON.stringify(airplaneOutline));
    // None of the other 1,300 icons.
    expect(
      chunks
        .map((chunk) => chunk.code)
        .join('')
        .match(/data:image\/svg\+xml/g),
    ).toHaveLength(2);
  }, 60_000);

  it('stops the build on an icon ionicons does not have', async () => {
    const load = ioniconsOneModuleEach().load as { handler: (id: string) => string };
    expect(() => load.handler.call({}, '\0ionicon:noSuchIcon')).toThrow(/noSuchIcon/);
  });
});
