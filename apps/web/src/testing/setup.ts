import '@testing-library/jest-dom/vitest';
import { setupIonicReact } from '@ionic/react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

setupIonicReact({ mode: 'ios' });

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

// jsdom has no requestIdleCallback, so ion-app deferred its start-up work with a plain 32 ms timer, which could fire
// after a short test file had ended and its window was gone ("window is not defined", an unhandled error that
// fails the run). Idle callbacks still run, but what is pending when a test ends is dropped with its page.
const pendingIdleCallbacks = new Set<ReturnType<typeof setTimeout>>();
window.requestIdleCallback = (callback) => {
  const timer = setTimeout(() => {
    pendingIdleCallbacks.delete(timer);
    callback({ didTimeout: false, timeRemaining: () => 0 });
  }, 1);
  pendingIdleCallbacks.add(timer);
  return timer as unknown as number;
};
window.cancelIdleCallback = (handle) => {
  const timer = handle as unknown as ReturnType<typeof setTimeout>;
  clearTimeout(timer);
  pendingIdleCallbacks.delete(timer);
};

afterEach(() => {
  cleanup();
  for (const timer of pendingIdleCallbacks) clearTimeout(timer);
  pendingIdleCallbacks.clear();
  // Ionic moves open overlays to <body>, outside what cleanup() unmounts; a closing one would leak
  // into the next test.
  for (const overlay of document.body.querySelectorAll('ion-modal, ion-alert, ion-loading, ion-popover')) {
    overlay.remove();
  }
  localStorage.clear();
  sessionStorage.clear();
});
