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
  const create = (tag: string, attributes: Readonly<Record<string, string>>) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };
  const stylesheet = (file: string) =>
    create('link', { rel: 'stylesheet', crossorigin: '', href: `/${file}` });

  for (const element of document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')) {
    const indentation = element.previousSibling;
    if (indentation?.nodeType === indentation?.TEXT_NODE && !indentation?.textContent?.trim())
      indentation?.remove();
    element.remove();
  }
  if (page.title) document.title = page.title;
  const head = [...page.styles.map(stylesheet), create('script', { defer: '', src: `/${page.bootScript}` })];
  // Each on a line of its own, before the head's closing indentation, as Vite writes them.
  document.head.lastChild?.before(...head.flatMap((element) => ['\n    ', element]));

  const shadowRoot = create('template', { shadowrootmode: 'open', shadowrootcustomelementregistry: '' });
  (shadowRoot as HTMLTemplateElement).content.append(
    ...[...stylesOfTheShell(shell), ...page.styles].map(stylesheet),
    document.createComment(COPY_PLACE),
  );
  const copy = create('div', { id: PRERENDERED_ID, ...page.copyAttributes });
  copy.append(shadowRoot);
  const root = document.getElementById('root');
  if (!root) throw new Error('The shell has no #root.');
  root.after(...(page.afterRoot ? [commentOf(document, page.afterRoot)] : []), copy);
  return dom.serialize().replace(`<!--${COPY_PLACE}-->`, () => page.copy);
}

/** The comment node a marker (`<!--text-->`) is serialized from. */
export function commentOf(document: Document, marker: string): Comment {
  const text = /^<!--(.*)-->$/.exec(marker)?.[1];
  if (text === undefined) throw new Error(`${marker} is not a comment.`);
  return document.createComment(text);
}
