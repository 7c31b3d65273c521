import { renderToString } from '@ionic/core/hydrate';

/** Markup drawn by Ionic's server renderer: the scoped components' styles, and the markup itself. */
export interface IonicMarkup {
  styles: string;
  html: string;
}

const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/**
 * Ionic's components in `html` written out by Ionic's own server renderer (`@ionic/core/hydrate`): their shadow DOM
 * as declarative shadow roots, the scoped components' styles apart, so the copy looks right with no script.
 */
export async function drawWithIonic(html: string): Promise<IonicMarkup> {
  const result = await renderToString(html, {
    fullDocument: false,
    serializeShadowRoot: 'declarative-shadow-dom',
    prettyHtml: false,
    beforeHydrate: (document: Document) => document.documentElement.setAttribute('mode', 'ios'),
    afterHydrate: (document: Document) => {
      showRouterOutlets(document);
      drawIcons(document);
    },
  });
  const failures = result.diagnostics.filter((diagnostic) => diagnostic.level === 'error');
  if (failures.length > 0) throw new Error(failures.map((failure) => failure.messageText).join('\n'));
  const styles = result.styles
    .map(({ id, content }) => `<style${id ? ` sty-id="${id}"` : ''}>${content}</style>`)
    .join('');
  return { styles, html: result.html ?? '' };
}

/** The renderer hides the outlet of a side menu it never saw open; the page shows it. */
function showRouterOutlets(document: Document): void {
  for (const outlet of document.querySelectorAll('ion-router-outlet')) outlet.removeAttribute('hidden');
}

/**
 * Ionicons' ion-icon fetches its SVG once it runs in a browser, so the renderer leaves it empty: the SVG (a data URL,
 * the `icon` the app gave it) goes where the icon would draw it. Icons inside Ionic's components (the menu button's)
 * are found in their shadow roots, and get their `icon` as an attribute too.
 */
function drawIcons(document: Document): void {
  for (const icon of elementsOf(document, 'ion-icon')) {
    const url = (icon as HTMLElement & { icon?: unknown }).icon ?? icon.getAttribute('icon');
    const inner = icon.shadowRoot?.querySelector('.icon-inner');
    if (typeof url !== 'string' || !url.startsWith(SVG_DATA_URL) || !inner) continue;
    icon.setAttribute('icon', url);
    inner.innerHTML = url.slice(SVG_DATA_URL.length);
  }
}

/** The elements matching `selector` in `root` and in every shadow root within it. */
function elementsOf(root: Document | ShadowRoot, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...elementsOf(element.shadowRoot, selector));
  }
  return found;
}
