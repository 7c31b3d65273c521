import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ELEMENTS_DEFINED_ON_DEMAND, ionicElementsOnDemand } from './ionic-elements-on-demand';

const ionicReactEntry = createRequire(import.meta.url).resolve('@ionic/react');

function transform(code: string, id = ionicReactEntry): string | undefined {
  const plugin = ionicElementsOnDemand();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code;
}

describe('the build leaves some of Ionic’s elements to components/ionic', () => {
  const installed = readFileSync(ionicReactEntry, 'utf8');

  it('stops the installed @ionic/react from importing their definitions, and keeps every other element', () => {
    const code = transform(installed) ?? '';
    for (const tag of ELEMENTS_DEFINED_ON_DEMAND) {
      expect(code).not.toContain(`'@ionic/core/components/${tag}.js'`);
    }
    expect(code).toContain(`'@ionic/core/components/ion-button.js'`);
    expect(code).toContain(`'@ionic/core/components/ion-menu.js'`);
    // The component factories still receive a function to call.
    expect(code).toMatch(/createInlineOverlayComponent\('ion-modal', defineCustomElement\$\w+, true\)/);
    expect(code).toMatch(/const defineCustomElement\$\w+ = \(\) => \{\};/);
  });

  it('stops the build when an @ionic/react no longer imports a definition the expected way', () => {
    const withoutModal = installed.replace(
      /import \{[^}]*\} from '@ionic\/core\/components\/ion-modal\.js';/,
      '',
    );
    expect(() => transform(withoutModal)).toThrow(/ion-modal/);
  });

  it('leaves every other module alone', () => {
    expect(transform(installed, '/app/src/main.tsx')).toBeUndefined();
  });
});
