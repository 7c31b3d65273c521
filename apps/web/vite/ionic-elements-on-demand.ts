import type { Plugin } from 'vite';

/**
 * Ionic elements that `@ionic/react` defines as soon as it is evaluated, although the app shows them only on some
 * pages (the overlays) or never (tabs, back button). `@ionic/react` is a single module, so any of its components
 * used anywhere puts its element's code (ion-modal and ion-alert are 40 KB each) into every page's first visit.
 * The build makes `@ionic/react` leave these definitions to `src/components/ionic`, whose modules define their
 * element next to the pages that use it; Biome refuses importing these components from `@ionic/react`.
 */
export const ELEMENTS_DEFINED_ON_DEMAND = [
  'ion-action-sheet',
  'ion-alert',
  'ion-back-button',
  'ion-loading',
  'ion-modal',
  'ion-popover',
  'ion-tab-bar',
  'ion-tab-button',
  'ion-tabs',
  'ion-toast',
] as const;

const IONIC_REACT_ENTRY = /[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;

export function ionicElementsOnDemand(): Plugin {
  return {
    name: 'travesia:ionic-elements-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!IONIC_REACT_ENTRY.test(id)) return null;
      let transformed = code;
      for (const tag of ELEMENTS_DEFINED_ON_DEMAND) {
        const importOfDefine = new RegExp(
          `import \\{ defineCustomElement as (defineCustomElement\\$\\w+) \\} from '@ionic/core/components/${tag}\\.js';`,
        );
        if (!importOfDefine.test(transformed)) {
          // A new @ionic/react (the stack pins 9.0.4) imports it differently: stop rather than ship it in every page.
          throw new Error(
            `ionic-elements-on-demand: @ionic/react no longer imports ${tag}'s definition as expected`,
          );
        }
        transformed = transformed.replace(importOfDefine, 'const $1 = () => {};');
      }
      return { code: transformed, map: null };
    },
  };
}
