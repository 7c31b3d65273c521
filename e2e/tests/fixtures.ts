import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, closing at its end the browser contexts a test opened itself (`browser.newPage()`, one per
 * person in a journey). Playwright closes only the contexts of its own fixtures: the others stayed open in the
 * worker's browser, polling the API and caching the app in their service workers while the next tests ran, and on
 * the 2-core CI machine an e-mailed link's page in a later test took 6 s to start.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const openBefore = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !openBefore.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
