/**
 * Leaves the app for another site (a company's identity provider): the one place the app does so, which tests
 * replace, since jsdom cannot navigate.
 */
export function goToExternalPage(url: string): void {
  window.location.assign(url);
}
