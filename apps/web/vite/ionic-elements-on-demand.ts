import type { Plugin } from 'vite';
import { ELEMENTS_DEFINED_ON_DEMAND } from './ionic-kept-off-the-shell';

const IONIC_REACT_ENTRY = /[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;
const ELEMENT_MODULE = /^@ionic\/core\/components\/(ion-[a-z-]+)\.js$/;
const NO_DEFINITION = '\0ionic-element-defined-on-demand:';

/**
 * `@ionic/react` defines the elements of ELEMENTS_DEFINED_ON_DEMAND as soon as it is evaluated, and it is one module:
 * any of its components used anywhere put the element's code (ion-modal and ion-alert are 40 KB each) into every
 * page's first visit. In the production build, `@ionic/react`'s imports of those definitions resolve to a module
 * whose `defineCustomElement` does nothing; `src/components/ionic` imports the real ones beside the pages that show
 * the element. Neither `@ionic/react` nor Vite has an option for this (decision 056): it is a resolution, and
 * `@ionic/react`'s code is bundled as shipped.
 *
 * The build stops when `@ionic/react` no longer imports one of them that way (the stack pins 9.0.4), rather than ship
 * it in every page again or leave an element undefined. Tests and the dev server run `@ionic/react` unchanged.
 */
export function ionicElementsOnDemand(): Plugin {
  let importsOfIonicReact: Set<string> | undefined;
  return {
    name: 'travesia:ionic-elements-on-demand',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the import to the element's module first.
    enforce: 'pre',
    buildStart() {
      importsOfIonicReact = undefined;
    },
    resolveId: {
      filter: { id: ELEMENT_MODULE },
      handler(source, importer) {
        if (!importer || !IONIC_REACT_ENTRY.test(importer)) return null;
        importsOfIonicReact ??= new Set();
        const tag = ELEMENT_MODULE.exec(source)?.[1] ?? '';
        if (!(tag in ELEMENTS_DEFINED_ON_DEMAND)) return null;
        importsOfIonicReact.add(tag);
        return { id: `${NO_DEFINITION}${tag}`, moduleSideEffects: false };
      },
    },
    load: {
      filter: { id: new RegExp(`^${NO_DEFINITION}`) },
      handler: () => 'export function defineCustomElement() {}',
    },
    buildEnd(error) {
      if (error || !importsOfIonicReact) return;
      const missing = Object.keys(ELEMENTS_DEFINED_ON_DEMAND).filter((tag) => !importsOfIonicReact?.has(tag));
      if (missing.length > 0) {
        throw new Error(
          `ionic-elements-on-demand: @ionic/react no longer imports the definition of ${missing.join(', ')} as expected`,
        );
      }
    },
  };
}
