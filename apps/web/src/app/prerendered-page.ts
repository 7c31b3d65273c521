/** A page's own content, in the outlet (the build waits for it; jsdom never finishes Ionic's page transition). */
export const PAGE_CONTENT_SELECTOR = '.ion-page .page-body > *';
/** The same, once Ionic has made the page visible. */
const SHOWN_PAGE_CONTENT_SELECTOR = '.ion-page:not(.ion-page-invisible) .page-body > *';
/** Any page Ionic has made visible: what replaces the app's frame (a page may show nothing of its own at first). */
const SHOWN_PAGE_SELECTOR = '.ion-page:not(.ion-page-invisible)';

/** The copy of the page the build wrote into the HTML (scripts/prerender.mjs), painted before any script runs. */
export const PRERENDERED_ID = 'prerendered';

/**
 * The public pages arrive with a build-time copy of themselves laid over the app (decision 027), so a phone
 * paints the page before the scripts have downloaded; every other page arrives with the app's frame (its header
 * and loading state), marked `data-frame`. The copy goes away in the same task as the app's own page
 * becomes ready, so the two are never both visible, and in any case after `fallbackMs`.
 */
export function handOverFromPrerenderedPage(root: HTMLElement, fallbackMs = 10_000): void {
  const copy = document.getElementById(PRERENDERED_ID);
  if (!copy) return;
  const shownSelector = copy.hasAttribute('data-frame') ? SHOWN_PAGE_SELECTOR : SHOWN_PAGE_CONTENT_SELECTOR;
  const observer = new MutationObserver(() => {
    if (root.querySelector(shownSelector)) removeCopy();
  });
  const timer = setTimeout(removeCopy, fallbackMs);
  function removeCopy() {
    observer.disconnect();
    clearTimeout(timer);
    copy?.remove();
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
}
