import '@testing-library/jest-dom/vitest';
import { setupIonicReact } from '@ionic/react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureZod } from '../lib/zod-config';

setupIonicReact({ mode: 'ios' });
configureZod();

// findBy… and waitFor wait up to 5 s (1 s by default): on the loaded 2-core CI machine, two test files at a time,
// an Ionic overlay or a lazy page sometimes takes more than 3 s to arrive. They assert behaviour, never time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; Ionic asks it for the platform and the split-pane breakpoints.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom has no layout; Ionic's press gestures on alert buttons ask what lies under the pointer.
document.elementFromPoint = () => null;

afterEach(() => {
  cleanup();
  // Ionic moves open overlays to <body>, outside what cleanup() unmounts; a closing one would leak
  // into the next test.
  for (const overlay of document.body.querySelectorAll('ion-modal, ion-alert, ion-loading, ion-popover')) {
    overlay.remove();
  }
  localStorage.clear();
});
