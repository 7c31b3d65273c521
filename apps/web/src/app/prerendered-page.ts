import { applyCopyState, readCopyState } from './live-copy-state';
import { FRAME_ATTRIBUTE, LIVE_ATTRIBUTE, PRERENDERED_ID } from './prerendered-copy';

/** A page's own content, in the outlet (the build waits for it; jsdom never runs Ionic's page transition). */
export const PAGE_CONTENT_SELECTOR = '.ion-page .page-body > *';
/** The same, once Ionic has made the page visible. */
const SHOWN_PAGE_CONTENT_SELECTOR = 'ion-router-outlet > .ion-page:not(.ion-page-invisible) .page-body > *';
/**
 * Any page Ionic has made visible in the outlet (the side menu's panel is an `.ion-page` too): what replaces the app's
 * frame (a page may show nothing of its own at first).
 */
const SHOWN_PAGE_SELECTOR = 'ion-router-outlet > .ion-page:not(.ion-page-invisible)';

/**
 * The public pages arrive with a build-time copy of themselves laid over the app (decision 027), so a phone
 * paints the page before the scripts have downloaded; every other page arrives with the app's frame (its header
 * and loading state), marked `data-frame`. The copy goes away in the same task as the app's own page
 * becomes ready, so the two are never both visible, and in any case after `fallbackMs`.
 *
 * The home page's copy is live (`data-live`, decision 033): the visitor may have used it before the app started.
 * Until it goes, the app under it is hidden from the keyboard and assistive technology (the copy is what is seen);
 * then what the visitor did there (answers opened, scroll, focus) is laid over the app's page, and a click on the
 * copy's menu button opens the app's menu.
 */
export function handOverFromPrerenderedPage(root: HTMLElement, fallbackMs = 10_000): void {
  const copy = document.getElementById(PRERENDERED_ID);
  if (!copy) return;
  const live = copy.hasAttribute(LIVE_ATTRIBUTE) && !copy.inert;
  if (live) hide(root, true);
  const shownSelector = copy.hasAttribute(FRAME_ATTRIBUTE)
    ? SHOWN_PAGE_SELECTOR
    : SHOWN_PAGE_CONTENT_SELECTOR;
  const observer = new MutationObserver(() => {
    if (root.querySelector(shownSelector)) removeCopy();
  });
  const timer = setTimeout(removeCopy, fallbackMs);
  function removeCopy() {
    observer.disconnect();
    clearTimeout(timer);
    if (!copy) return;
    const state = live ? readCopyState(copy) : null;
    copy.remove();
    if (!state) return;
    hide(root, false);
    const page = root.querySelector(SHOWN_PAGE_SELECTOR);
    if (page) applyCopyState(state, page);
    if (state.askedForMenu) void openMenuOnceReady(root);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
}

function hide(root: HTMLElement, hidden: boolean) {
  root.inert = hidden;
  if (hidden) root.setAttribute('aria-hidden', 'true');
  else root.removeAttribute('aria-hidden');
}

/** How long a click on the copy's menu button is remembered while the app's menu is not there yet. */
const MENU_WAIT_MS = 10_000;

/** The side menu is mounted in the task after the first screen (side-menu.tsx): it is opened once it is ready. */
async function openMenuOnceReady(root: HTMLElement): Promise<void> {
  const deadline = Date.now() + MENU_WAIT_MS;
  let menu = root.querySelector('ion-menu');
  while (!menu && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    menu = root.querySelector('ion-menu');
  }
  if (!menu) return;
  await customElements.whenDefined('ion-menu');
  await menu.open();
}
