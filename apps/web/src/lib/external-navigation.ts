/**
 * Leaves the app for another site (a company's identity provider): the one place the app does so, which tests
 * replace, since jsdom cannot navigate. The single sign-on's answers come back in the address's fragment.
 */
export function goToExternalPage(url: string): void {
  window.location.assign(url);
}

/** Takes the fragment (`#…`) out of the address without a navigation, once what it carried was read. */
export function forgetFragment(): void {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}
