import { JSDOM } from 'jsdom';
import { PRERENDERED_ID } from '../src/app/prerendered-copy';

/** A page the build writes: the app's shell with a painted copy laid over the app's root. */
export interface PageDocument {
  /** The page's title; the shell's when absent. */
  title?: string;
  /** The page's own stylesheets, besides those the shell links. */
  styles: readonly string[];
  /** The boot script that starts the app once the copy is painted (`boot-script.ts`). */
  bootScript: string;
  /** The copy's own attributes (`prerendered-copy.ts`), by name. */
  copyAttributes: Readonly<Record<string, string>>;
  /** The copy's markup, drawn by Ionic (styles included). */
  copy: string;
  /** A marker for the API to put after the app's root (a page drawn by the API puts its data there). */
  afterRoot?: string;
}

/** Where the copy's markup goes in the serialized document: the markup was serialized by Ionic's renderer. */
const COPY_PLACE = 'copy';

/** The stylesheets Vite's index.html links: every page needs them. */
export function stylesOfTheShell(shell: string): string[] {
  const { document } = new JSDOM(shell).window;
  return [...document.querySelectorAll('link[rel="stylesheet"]')].map(
    (link) => link.getAttribute('href')?.replace(/^\//, '') ?? '',
  );
}

/**
 * The shell Vite wrote (index.html) made into the page: without the app's module script and its preloads (the boot
 * script requests them once the copy is painted), with the page's title, its stylesheets and its boot script in the
 * head, and the copy after the app's root. The copy lives in a declarative shadow root with no custom element
 * registry of its own (where browsers support one), so that defining Ionic's components does not bring every element
 * of a copy about to be thrown away to life; document styles stop at its edge, so all the page's stylesheets (loaded
 * by the head already) are linked inside it too.
 */
export function writePageDocument(shell: string, page: PageDocument): string {
  const dom = new JSDOM(shell);
  const { document } = dom.window;
  for (const script of document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')) {
    removeWithItsLine(script);
  }
  if (page.title) document.title = page.title;
  const shellStyles = stylesOfTheShell(shell);
  appendToHead(document, [
    ...page.styles.map((file) => stylesheet(document, file)),
    bootScript(document, page),
  ]);

  const root = document.getElementById('root');
  if (!root) throw new Error('The shell has no #root.');
  const copy = document.createElement('div');
  copy.id = PRERENDERED_ID;
  for (const [name, value] of Object.entries(page.copyAttributes)) copy.setAttribute(name, value);
  const shadowRoot = document.createElement('template');
  shadowRoot.setAttribute('shadowrootmode', 'open');
  shadowRoot.setAttribute('shadowrootcustomelementregistry', '');
  shadowRoot.content.append(
    ...[...shellStyles, ...page.styles].map((file) => stylesheet(document, file)),
    document.createComment(COPY_PLACE),
  );
  copy.append(shadowRoot);
  root.after(...(page.afterRoot ? [commentOf(document, page.afterRoot)] : []), copy);
  return dom.serialize().replace(`<!--${COPY_PLACE}-->`, () => page.copy);
}

/** Removes an element and the indentation before it, as if its line had not been written. */
function removeWithItsLine(element: Element): void {
  const before = element.previousSibling;
  if (before?.nodeType === before?.TEXT_NODE && !before?.textContent?.trim()) before?.remove();
  element.remove();
}

/** Adds elements at the end of the head, each on a line of its own as Vite writes them. */
function appendToHead(document: Document, elements: readonly Element[]): void {
  const { head } = document;
  const last = head.lastChild;
  const closing = last?.nodeType === last?.TEXT_NODE && !last?.textContent?.trim() ? last : null;
  for (const element of elements)
    head.insertBefore(document.createTextNode('\n    '), closing).after(element);
}

function stylesheet(document: Document, file: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = `/${file}`;
  return link;
}

function bootScript(document: Document, page: PageDocument): HTMLScriptElement {
  const script = document.createElement('script');
  script.defer = true;
  script.src = `/${page.bootScript}`;
  return script;
}

/** The comment node a marker (`<!--text-->`) is serialized from. */
export function commentOf(document: Document, marker: string): Comment {
  const text = /^<!--(.*)-->$/.exec(marker)?.[1];
  if (text === undefined) throw new Error(`${marker} is not a comment.`);
  return document.createComment(text);
}
