import type { HotelResultsPageData } from '../hotels/hotel-api';

/**
 * The contract between the web build and the API for the pages the API draws itself (decision 032): the web build
 * writes, in `<dist>/.server`, a template for each page and one module of renderers; the API loads that module at
 * start, checks it against this interface, and draws each page into its template with the page's data.
 */

/** The web build's folder of what the API reads and never serves. */
export const SERVER_FOLDER = '.server';
/** The module of renderers in it: it exports `pageCopies`, of type `PageCopies`. */
export const PAGE_COPIES_FILE = 'page-copies.mjs';
/** Each page's template in it, by the page's name. */
export const templateFileOf = (name: ServerDrawnPageName): string => `${name}.html`;
/** Where, in a template, the drawn page goes (in place of the frame's loading state). */
export const PAGE_COPY_MARKER = '<!--page-copy-->';
/** Where, in a template, the page's data goes (after the app's root), for the app to start from. */
export const PAGE_DATA_MARKER = '<!--page-data-->';
/** The id of the `<script type="application/json">` that carries the page's data. */
export const PAGE_DATA_ID = 'page-data';

/** Each page the API draws, by name, with the data it is drawn from. */
export interface ServerDrawnPageData {
  'hotel-results': HotelResultsPageData;
}
export type ServerDrawnPageName = keyof ServerDrawnPageData;

export const SERVER_DRAWN_PAGE_NAMES = ['hotel-results'] as const satisfies readonly ServerDrawnPageName[];

/** A page drawn for some data: the resource hints its head needs (the first picture's preload), and the page. */
export interface DrawnPage {
  head: string;
  body: string;
}

/** The renderers' module: one function per page. */
export type PageCopies = {
  [Name in ServerDrawnPageName]: (data: ServerDrawnPageData[Name]) => DrawnPage;
};

/**
 * The renderers of a module loaded at run time, once it is seen to export one function per page; otherwise an error
 * that says what the module lacks (a web build that does not match this API).
 */
export function pageCopiesOf(module: unknown): PageCopies {
  const pageCopies = (module as { pageCopies?: unknown } | null)?.pageCopies;
  if (typeof pageCopies !== 'object' || pageCopies === null) {
    throw new Error(`${PAGE_COPIES_FILE} does not export pageCopies`);
  }
  const missing = SERVER_DRAWN_PAGE_NAMES.filter(
    (name) => typeof (pageCopies as Record<string, unknown>)[name] !== 'function',
  );
  if (missing.length > 0) throw new Error(`${PAGE_COPIES_FILE} has no renderer for ${missing.join(', ')}`);
  return pageCopies as PageCopies;
}
