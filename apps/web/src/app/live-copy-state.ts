import { ASKED_ATTRIBUTE } from './prerendered-copy';

/**
 * What a visitor did on the home page's live copy before the app took over (decision 033): which answers they
 * opened, how far they scrolled, where the keyboard focus was and whether they asked for the menu. The app's page
 * is the same markup, so each piece is found again by its place among its kind.
 */
export interface CopyState {
  openDetails: boolean[];
  scrollTop: number;
  focus: FocusedControl | null;
  askedForMenu: boolean;
}

/** A focusable element, by its tag, its name and its place among the elements with both. */
interface FocusedControl {
  tag: string;
  name: string;
  index: number;
}

/** The page's own controls a visitor can focus on the home page (Ionic's buttons delegate focus to their own). */
const FOCUSABLE = 'a[href], summary, ion-button, ion-menu-button';

export function readCopyState(copy: HTMLElement): CopyState {
  const page = copy.shadowRoot ?? copy;
  return {
    openDetails: [...page.querySelectorAll('details')].map((details) => details.open),
    scrollTop: scrollerOf(page.querySelector('ion-content'))?.scrollTop ?? 0,
    focus: focusedControlOf(page),
    askedForMenu: copy.getAttribute(ASKED_ATTRIBUTE) === 'menu',
  };
}

/** Lays the state (but the menu) over the app's page, now on screen in `page`. */
export function applyCopyState(state: CopyState, page: Element): void {
  page.querySelectorAll('details').forEach((details, index) => {
    if (state.openDetails[index]) details.open = true;
  });
  const scroller = scrollerOf(page.querySelector('ion-content'));
  if (scroller && state.scrollTop > 0) scroller.scrollTop = state.scrollTop;
  if (state.focus) {
    const { tag, name, index } = state.focus;
    const twin = [...page.querySelectorAll<HTMLElement>(tag)].filter((element) => nameOf(element) === name)[
      index
    ];
    twin?.focus();
  }
}

function focusedControlOf(page: ShadowRoot | HTMLElement): FocusedControl | null {
  const active = page instanceof ShadowRoot ? page.activeElement : null;
  const control = active?.closest(FOCUSABLE);
  if (!control) return null;
  const tag = control.localName;
  const name = nameOf(control);
  const twins = [...page.querySelectorAll(tag)].filter((element) => nameOf(element) === name);
  return { tag, name, index: twins.indexOf(control) };
}

function nameOf(element: Element): string {
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
}

/** ion-content scrolls an element of its own shadow root. */
function scrollerOf(content: Element | null): HTMLElement | null {
  return content?.shadowRoot?.querySelector<HTMLElement>('.inner-scroll') ?? null;
}
