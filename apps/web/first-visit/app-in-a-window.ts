import { type DOMWindow, JSDOM } from 'jsdom';
import { WINDOW_SCRIPT_GLOBAL } from './renderers';

/** The app rendered at a page's address, in a window of its own. */
export interface RenderedApp {
  window: DOMWindow;
  /** The app's root, once the page's own content is in it. */
  root: HTMLElement;
  /** Each custom element the app defined, by its tag: its properties are what the copy writes out as attributes. */
  components: ReadonlyMap<string, CustomElementConstructor>;
}

/** Ionic React waits for the outlet to be a live component; every other element stays plain markup. */
export const UPGRADED_ELEMENTS: ReadonlySet<string> = new Set(['ion-router-outlet']);

const EMPTY_DOCUMENT = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/**
 * Renders the app at `path` as a visitor's browser would: in a jsdom window at that address, where `windowScript`
 * (`renderers.ts`) runs as the page's script, in the window's own realm. Node's globals are left alone, and each page
 * gets a fresh instance of the app (its modules keep state: the query cache, Ionic's config).
 */
export async function renderAppAt(path: string, windowScript: string): Promise<RenderedApp> {
  const { window } = new JSDOM(EMPTY_DOCUMENT, {
    url: `http://localhost${path}`,
    pretendToBeVisual: true,
    runScripts: 'outside-only',
  });
  const components = keepComponentsPlain(window);
  answerWhatTheAppAsksOfElements(window);
  window.eval(windowScript);
  const renderer = (window as unknown as Record<string, { renderRoute(): Promise<HTMLElement> }>)[
    WINDOW_SCRIPT_GLOBAL
  ];
  if (!renderer) throw new Error(`The window script defines no ${WINDOW_SCRIPT_GLOBAL}.`);
  return { window, root: await renderer.renderRoute(), components };
}

/**
 * jsdom cannot run Ionic's components (no layout, no animations), so only UPGRADED_ELEMENTS are defined: every other
 * element keeps the properties React sets on it as plain properties, which the copy writes out.
 */
function keepComponentsPlain(window: DOMWindow): ReadonlyMap<string, CustomElementConstructor> {
  const components = new Map<string, CustomElementConstructor>();
  const define = window.customElements.define.bind(window.customElements);
  window.customElements.define = (name, elementClass, options) => {
    components.set(name, elementClass);
    if (UPGRADED_ELEMENTS.has(name)) define(name, elementClass, options);
  };
  return components;
}

/** What the app asks of the plain elements it holds references to, and of the screen. */
function answerWhatTheAppAsksOfElements(window: DOMWindow): void {
  const element = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  element.componentOnReady ??= async function (this: HTMLElement) {
    return this;
  };
  element.getInputElement = async () => window.document.createElement('input');
  element.setFocus = async () => {};
  window.matchMedia = (media) =>
    ({
      matches: false,
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
