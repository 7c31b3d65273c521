import { PAGE_DATA_ID } from '@travesia/domain';

// A page the server drew itself carries the data it was drawn from in the element PAGE_DATA_ID (decision 032).

let parsed: { element: Element; data: unknown } | undefined;

/**
 * What `read` finds in the data the server sent with this page, or undefined when it sent none (every page the
 * app draws alone) or `read` finds nothing it can use. A query starts from it instead of asking again.
 */
export function sentWithPage<T>(read: (data: unknown) => T | undefined): T | undefined {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return undefined;
  if (parsed?.element !== element) parsed = { element, data: parseJson(element.textContent ?? '') };
  return parsed.data === undefined ? undefined : read(parsed.data);
}

/** When the page was asked for: how old the data it was sent with is, for a query's freshness. */
export function pageRequestedAt(): number {
  return Math.round(performance.timeOrigin);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
