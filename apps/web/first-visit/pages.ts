import type { ServerDrawnPageName } from '@travesia/domain';

/**
 * What the build writes for a first visit (decisions 027, 032 and 033), page by page. Each page is named by the
 * module of its screen, the key of Vite's manifest, so the build can link that screen's own chunks and styles.
 */

/**
 * A public page that shows the same thing to every visitor: the build writes a copy of it, painted, which the API
 * sends for its path (`prerendered/index.html` for `/`, `prerendered/login.html` for `/login`). A live copy is the
 * page itself until the visitor reaches for the app (decision 033).
 */
export interface LandingPage {
  path: string;
  module: string;
  live?: true;
}

export const LANDING_PAGES: readonly LandingPage[] = [
  // The home page is live: a visitor reads it, opens its answers and follows its links with no script at all, and the
  // app starts only when they reach for a control that needs it, the menu.
  { path: '/', module: 'src/features/home/pages/home-page.tsx', live: true },
  { path: '/login', module: 'src/features/auth/pages/login-page.tsx' },
  { path: '/hotels', module: 'src/features/hotels/pages/hotel-search-page.tsx' },
  { path: '/flight-home', module: 'src/features/flights/pages/flight-home-page.tsx' },
];

/** The file of a landing page's copy, below the build's folder. */
export const copyFileOf = (page: LandingPage): string =>
  `prerendered/${page.path === '/' ? 'index' : page.path.slice(1)}.html`;

/**
 * Every other page (a booking, the approval link of an e-mail, search results) depends on who asks and on data, so
 * it gets the app's frame instead, rendered at this address and written into index.html: the header without the
 * visitor's or the user's own buttons, and the app's loading state.
 */
export const FRAME_PATH = '/';

/**
 * The pages of the frame a visit lands on from outside the app (a shared search, an e-mailed link), by the start of
 * their path. The frame's boot script requests the page's own chunks beside the app's, instead of after the app has
 * run and routed: on a slow network the page's code then arrives while the phone runs the app's.
 */
export const FRAME_LANDINGS: readonly { prefix: string; module: string }[] = [
  { prefix: '/hotels/results/', module: 'src/features/hotels/pages/hotel-results-page.tsx' },
  { prefix: '/shop/flights/results/', module: 'src/features/flights/pages/flight-results-page.tsx' },
  { prefix: '/approval/', module: 'src/features/approvals/pages/approval-link-page.tsx' },
  { prefix: '/invitation/', module: 'src/features/auth/pages/invitation-page.tsx' },
  { prefix: '/confirm-signup/', module: 'src/features/auth/pages/confirm-sign-up-page.tsx' },
];

/**
 * The module of each page the API draws itself (decision 032), whose template is the frame with that page's
 * stylesheets; the pages themselves are the domain's `SERVER_DRAWN_PAGE_NAMES`.
 */
export const SERVER_DRAWN_PAGE_MODULES = {
  'hotel-results': 'src/features/hotels/pages/hotel-results-page.tsx',
} as const satisfies Record<ServerDrawnPageName, string>;
