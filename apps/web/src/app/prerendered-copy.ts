/**
 * The markup a prerendered page carries over the app (decisions 027 and 033), shared by the build that writes it
 * (`apps/web/first-visit`), its boot script and the app that takes over from it (`prerendered-page.ts`).
 */

/** The copy of the page, laid after the app's root and painted before any script runs. */
export const PRERENDERED_ID = 'prerendered';

/** On the app's frame (every page without a copy of its own): replaced as soon as Ionic shows any page. */
export const FRAME_ATTRIBUTE = 'data-frame';

/** On a live copy (the home page's): the page itself until the app takes over. */
export const LIVE_ATTRIBUTE = 'data-live';

/** Set by a live copy's boot script once the visitor reached for the app, which shows it is coming. */
export const STARTING_ATTRIBUTE = 'data-starting';

/** Set by a live copy's boot script to `menu` when its menu button was clicked before the app took over. */
export const ASKED_ATTRIBUTE = 'data-asked';
