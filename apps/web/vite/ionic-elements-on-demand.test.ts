import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { ionicElementsOnDemand } from './ionic-elements-on-demand';
import { ELEMENTS_DEFINED_ON_DEMAND } from './ionic-kept-off-the-shell';

const ENTRY = '\0entry.js';

/** The modules a production build of `source` bundles, by the path below node_modules. */
async function modulesBundledFor(source: string): Promise<string[]> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? source : null),
  };
  const output = (await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: [entry, ionicElementsOnDemand()],
    build: { write: false, rolldownOptions: { input: ENTRY } },
  })) as Rollup.RollupOutput;
  return output.output
    .flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : []))
    .map((id) => id.split(/node_modules[\\/]/).pop() ?? id);
}

describe('the build leaves some of Ionic’s elements to components/ionic', () => {
  it('bundles @ionic/react without their definitions, and keeps every other element', async () => {
    const modules = await modulesBundledFor(
      "import { IonButton, IonModal, IonAlert } from '@ionic/react'; console.log(IonButton, IonModal, IonAlert);",
    );
    expect(modules).toContain('@ionic/react/dist/index.js');
    expect(modules).toContain('@ionic/core/components/ion-button.js');
    for (const tag of Object.keys(ELEMENTS_DEFINED_ON_DEMAND)) {
      expect(modules).not.toContain(`@ionic/core/components/${tag}.js`);
    }
  }, 60_000);

  it('keeps the definition a module of the app imports itself', async () => {
    const modules = await modulesBundledFor(
      "import { defineCustomElement } from '@ionic/core/components/ion-modal.js'; defineCustomElement();",
    );
    expect(modules).toContain('@ionic/core/components/ion-modal.js');
  }, 60_000);

  it('stops the build when an @ionic/react no longer imports a definition the expected way', () => {
    const plugin = hooksOf(ionicElementsOnDemand());
    plugin.buildStart();
    for (const tag of Object.keys(ELEMENTS_DEFINED_ON_DEMAND).filter((tag) => tag !== 'ion-modal')) {
      plugin.resolveId(`@ionic/core/components/${tag}.js`, IONIC_REACT);
    }
    expect(() => plugin.buildEnd()).toThrow(/ion-modal/);
  });

  it('leaves the imports of every other module alone', () => {
    const plugin = hooksOf(ionicElementsOnDemand());
    expect(plugin.resolveId('@ionic/core/components/ion-modal.js', '/app/src/page.tsx')).toBeNull();
    expect(plugin.resolveId('@ionic/core/components/ion-button.js', IONIC_REACT)).toBeNull();
  });
});

const IONIC_REACT = '/app/node_modules/@ionic/react/dist/index.js';

/** The plugin's hooks, called as the bundler would. */
function hooksOf(plugin: Plugin) {
  type Hook = (...args: unknown[]) => unknown;
  const call = (hook: unknown, ...args: unknown[]) =>
    (typeof hook === 'function' ? (hook as Hook) : (hook as { handler: Hook }).handler).call({}, ...args);
  return {
    buildStart: () => call(plugin.buildStart),
    resolveId: (source: string, importer: string) => call(plugin.resolveId, source, importer),
    buildEnd: () => call(plugin.buildEnd),
  };
}
